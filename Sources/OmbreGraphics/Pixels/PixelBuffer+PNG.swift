internal import CPNG

/// Why a PNG could not be read or written.
public struct PNGError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public var description: String
}

extension PixelBuffer {
    /// The pixels encoded as an 8-bit RGBA PNG (alpha un-premultiplied, as PNG stores it).
    /// - Throws: `PNGError` when libpng refuses (for example, an empty buffer).
    public func pngData() throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0 else { throw PNGError(description: "cannot encode an empty image") }
        let straight = straightBGRA()
        var image = png_image()
        ombre_png_image_init(&image)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = ombre_png_format_bgra()
        var size: Int = 0
        let rowBytes = png_int_32(width * 4)
        guard png_image_write_to_memory(&image, nil, &size, 0, straight, rowBytes, nil) != 0 else {
            throw PNGError(description: Self.message(of: image))
        }
        var data = [UInt8](repeating: 0, count: size)
        let ok = data.withUnsafeMutableBytes { out in
            png_image_write_to_memory(&image, out.baseAddress, &size, 0, straight, rowBytes, nil)
        }
        guard ok != 0 else { throw PNGError(description: Self.message(of: image)) }
        return Array(data.prefix(size))
    }

    /// Decodes a PNG of any color type into premultiplied pixels.
    /// - Throws: `PNGError` when the data is not a PNG libpng can read.
    public init(pngData data: [UInt8]) throws(PNGError) {
        var image = png_image()
        ombre_png_image_init(&image)
        let began = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw PNGError(description: Self.message(of: image)) }
        image.format = ombre_png_format_bgra()
        let w = Int(image.width)
        let h = Int(image.height)
        guard w > 0, h > 0, w <= PixelSize.maximumSide, h <= PixelSize.maximumSide else {
            ombre_png_image_release(&image)
            throw PNGError(description: "PNG is \(w)x\(h); sides must be 1...\(PixelSize.maximumSide)")
        }
        var straight = [UInt8](repeating: 0, count: w * h * 4)
        let finished = data.withUnsafeBytes { _ in
            straight.withUnsafeMutableBytes {
                png_image_finish_read(&image, nil, $0.baseAddress, png_int_32(w * 4), nil)
            }
        }
        guard finished != 0 else {
            let message = Self.message(of: image)
            ombre_png_image_release(&image)
            throw PNGError(description: message)
        }
        self.init(width: w, height: h)
        for y in 0..<h {
            let dst = row(y)
            for x in 0..<w {
                let i = (y * w + x) * 4
                let a = UInt32(straight[i + 3])
                func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                dst[x] = pm(straight[i]) | pm(straight[i + 1]) << 8 | pm(straight[i + 2]) << 16 | a << 24
            }
        }
    }

    private static func message(of image: png_image) -> String {
        var copy = image
        return withUnsafeBytes(of: &copy.message) { raw in
            let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "libpng failed" : "libpng: \(text)"
        }
    }
}
