import Foundation

extension PixelBuffer {
    /// Encodes the pixels as PNG and writes them to the file at `path`, replacing any file there.
    ///
    /// - Throws: `PNGError` when the image cannot be encoded (an empty buffer) or the file
    ///   cannot be written (its folder is missing or not writable).
    public func writePNG(to path: String) throws(PNGError) {
        let data: [UInt8]
        do {
            data = try pngData()
        } catch {
            throw PNGError(description: "cannot encode PNG: \(error)")
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(data)) else {
            throw PNGError(description: "cannot write \(path): check that its folder exists and is writable")
        }
    }
}
