import Foundation

extension PixelBuffer {
    /// Encodes the pixels as PNG with `compression` and writes them to the file at `path`.
    ///
    /// A regular file is replaced atomically (a failed write leaves the old file whole), a
    /// symbolic link is followed to its target, and devices and FIFOs are written through.
    /// - Throws: `PNGError` when the image cannot be encoded (an empty buffer) or the file
    ///   cannot be written (a folder, a missing or read-only folder, a full disk).
    public func writePNG(to path: String, compression: PNGCompression = .standard) throws(PNGError) {
        let data: [UInt8]
        do {
            data = try pngData(compression: compression)
        } catch {
            throw PNGError(description: "cannot encode PNG: \(error)")
        }
        do {
            try OutputFile.write(data, to: path)
        } catch {
            throw PNGError(description: error.description)
        }
    }
}
