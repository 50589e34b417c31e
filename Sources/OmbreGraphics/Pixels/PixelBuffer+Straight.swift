extension PixelBuffer {
    /// The pixels as tightly packed bytes B, G, R, A with alpha un-premultiplied, as PNG files
    /// and video encoders take them.
    public func straightBGRA() -> [UInt8] {
        var straight = [UInt8](repeating: 0, count: width * height * 4)
        straight.withUnsafeMutableBytes { out in
            for y in 0..<height {
                let src = row(y)
                let dst = out.baseAddress! + y * width * 4
                for x in 0..<width {
                    let p = src[x]
                    let a = p >> 24
                    // Opaque pixels are stored as they are (the division below would give the
                    // same bytes), transparent ones stay zero.
                    if a == 255 {
                        dst.storeBytes(of: p.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                        continue
                    }
                    guard a > 0 else { continue }
                    // Rounded division undoes premultiplication with at most half a level of error.
                    let b = min(255, ((p & 0xFF) * 255 + a / 2) / a)
                    let g = min(255, ((p >> 8 & 0xFF) * 255 + a / 2) / a)
                    let r = min(255, ((p >> 16 & 0xFF) * 255 + a / 2) / a)
                    dst.storeBytes(
                        of: (b | g << 8 | r << 16 | a << 24).littleEndian, toByteOffset: x * 4, as: UInt32.self)
                }
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
