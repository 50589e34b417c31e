internal import COmbrePNG
internal import CPNG

/// Why a PNG could not be read or written.
public struct PNGError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public var description: String
}

extension PixelBuffer {
    /// The pixels encoded as an 8-bit RGBA PNG (alpha un-premultiplied, as PNG stores it).
    /// - Throws: `PNGError` when the buffer is empty or libpng refuses.
    public func pngData(compression: PNGCompression = .standard) throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0 else { throw PNGError(description: "cannot encode an empty image") }
        let straight = straightBGRA()
        let encoded = straight.withUnsafeBytes { pixels in
            Result { () throws(PNGError) in
                try Self.encodePNG(straightBGRA: pixels, width: width, height: height, compression: compression)
            }
        }
        return try encoded.get()
    }

    /// Encodes tightly packed straight B, G, R, A bytes as an 8-bit RGBA PNG in one pass.
    /// - Precondition: `pixels` holds `width * height * 4` bytes.
    /// - Throws: `PNGError` with libpng's message when it refuses (for example, a zero side).
    static func encodePNG(
        straightBGRA pixels: UnsafeRawBufferPointer, width: Int, height: Int, compression: PNGCompression
    ) throws(PNGError) -> [UInt8] {
        precondition(pixels.count == width * height * 4, "one straight BGRA pixel per 4 bytes")
        var output = ombre_png_output()
        let filters = compression.filters
        let bits: [(PNGCompression.Filters, ombre_png_filter)] = [
            (.none, OMBRE_PNG_FILTER_NONE), (.sub, OMBRE_PNG_FILTER_SUB), (.up, OMBRE_PNG_FILTER_UP),
            (.average, OMBRE_PNG_FILTER_AVERAGE), (.paeth, OMBRE_PNG_FILTER_PAETH),
        ]
        let mask = bits.reduce(0) { filters.contains($1.0) ? $0 | Int32($1.1.rawValue) : $0 }
        let ok = ombre_png_encode_bgra(
            pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(width), UInt32(height), width * 4,
            Int32(compression.level), mask, &output)
        defer { ombre_png_output_release(&output) }
        guard ok != 0 else {
            throw PNGError(description: withUnsafeBytes(of: output.message, libpngMessage))
        }
        return Array(UnsafeBufferPointer(start: output.bytes, count: output.count))
    }

    /// Decodes a PNG of any color type into premultiplied pixels.
    /// - Throws: `PNGError` when the data is not a PNG libpng can read.
    public init(pngData data: [UInt8]) throws(PNGError) {
        let (w, h, straight) = try Self.decodeStraightBGRA(data)
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

    /// Decodes a PNG of any color type into tightly packed straight B, G, R, A bytes, as the
    /// file stores them.
    /// - Throws: `PNGError` when the data is not a PNG libpng can read, or a side is 0 or too long.
    static func decodeStraightBGRA(_ data: [UInt8]) throws(PNGError) -> (width: Int, height: Int, bytes: [UInt8]) {
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
        return (w, h, straight)
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message, libpngMessage)
    }

    /// libpng's NUL-terminated message, or a generic one when it left none.
    private static func libpngMessage(_ raw: UnsafeRawBufferPointer) -> String {
        let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        return text.isEmpty ? "libpng failed" : "libpng: \(text)"
    }
}
