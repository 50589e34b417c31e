extension PixelBuffer {
    /// The pixels as tightly packed bytes B, G, R, A with alpha un-premultiplied, as PNG files
    /// and video encoders take them.
    public func straightBGRA() -> [UInt8] {
        var straight = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let src = row(y)
            for x in 0..<width {
                let p = src[x]
                let a = p >> 24
                let i = (y * width + x) * 4
                straight[i + 3] = UInt8(a)
                guard a > 0 else { continue }
                // Rounded division undoes premultiplication with at most half a level of error.
                straight[i] = UInt8(min(255, ((p & 0xFF) * 255 + a / 2) / a))
                straight[i + 1] = UInt8(min(255, ((p >> 8 & 0xFF) * 255 + a / 2) / a))
                straight[i + 2] = UInt8(min(255, ((p >> 16 & 0xFF) * 255 + a / 2) / a))
            }
        }
        return straight
    }

    /// The pixels as tightly packed bytes B, G, R, A, premultiplied as stored: what an opaque
    /// video shows, the image composited over black.
    public func premultipliedBGRA() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { out in
            for y in 0..<height {
                (out.baseAddress! + y * width * 4).copyMemory(from: row(y), byteCount: width * 4)
            }
        }
        return bytes
    }
}
