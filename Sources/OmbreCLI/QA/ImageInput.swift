import Foundation
import OmbreGraphics
import OmbreScene

/// An image to compare given on the command line: a PNG file, or else a scene.
enum ImageInput {
    /// Whether `reference` names a PNG file (by its extension), rather than a scene.
    static func isPNG(_ reference: String) -> Bool {
        reference.lowercased().hasSuffix(".png")
    }

    /// Decodes the PNG file at `path`.
    static func readPNG(_ path: String) throws(CLIError) -> PixelBuffer {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .badInput("no such PNG file: \(path)")
        }
        guard !isDirectory.boolValue else { throw .badInput("\(path) is a folder, not a PNG file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .runtime("cannot read \(path): permission denied or I/O error")
        }
        do {
            return try PixelBuffer(pngData: Array(data))
        } catch {
            throw .badInput("\(path) is not a PNG image ombre can read: \(error)")
        }
    }
}
