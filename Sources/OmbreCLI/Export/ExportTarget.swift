import Foundation

/// What `ombre render -o OUT` writes, chosen from OUT's extension and the options.
enum ExportTarget: Equatable {
    /// One PNG frame.
    case image(String)
    /// A contact sheet of `columns × rows` frames in one PNG.
    case sheet(String, SheetLayout)
    /// A folder of `frame-NNNNN.png` files and `frames.json`.
    case folder(String)
    /// A video or animated image written by ffmpeg.
    case video(String, VideoFormat)

    /// The extensions `render` writes, for messages.
    static let extensions = ".png, .mp4, .webm, .gif, .apng (or a folder)"

    /// Chooses the target for `output`.
    /// - Parameters:
    ///   - output: what `-o` names.
    ///   - timed: whether a duration was given (`--duration` or `--loop`).
    ///   - sheet: the `--sheet` grid, if any.
    /// - Returns: what to write.
    /// - Throws: `CLIError.badInput` for an extension `render` does not write, a PNG with a
    ///   duration but no sheet, a video or sheet without a duration, or a folder without one.
    ///   A name without an extension is a folder with a duration; without one it is bad input
    ///   unless it names a device or pipe (`/dev/stdout`), which takes a PNG.
    static func choose(output: String, timed: Bool, sheet: SheetLayout?) throws(CLIError) -> ExportTarget {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        let isFolder = (exists && isDirectory.boolValue) || output.hasSuffix("/")
        let fileExtension = isFolder ? "" : (output as NSString).pathExtension.lowercased()
        if let sheet {
            guard fileExtension == "png" else {
                throw .badInput("--sheet writes one PNG image; give -o a .png file (got \(output))")
            }
            guard timed else { throw .badInput("--sheet needs --duration D (or --loop) to spread its frames over") }
            return .sheet(output, sheet)
        }
        switch fileExtension {
        case "png":
            guard !timed else {
                throw .badInput(
                    "\(output) is one PNG image but --duration asks for many frames; give -o a folder, "
                        + "a video (.mp4, .webm, .gif, .apng) or add --sheet COLSxROWS")
            }
            return .image(output)
        case "":
            if timed { return .folder(output) }
            if isFolder {
                throw .badInput("\(output) is a folder; add --duration D to write frames into it, or give a .png file")
            }
            // A device or pipe (/dev/stdout, /dev/null, a FIFO) takes one PNG frame; a file
            // name without an extension says neither a PNG nor a folder of frames.
            guard exists else {
                throw .badInput(
                    "\(output) has no extension: give -o a .png file for one frame, or add --duration D to "
                        + "write frames into the folder \(output)")
            }
            var status = stat()
            guard stat(output, &status) == 0, status.st_mode & S_IFMT != S_IFREG else {
                throw .badInput("\(output) has no extension; give -o a .png file (render writes \(extensions))")
            }
            return .image(output)
        default:
            guard let format = VideoFormat(rawValue: fileExtension) else {
                throw .badInput("render cannot write .\(fileExtension) files (\(output)); it writes \(extensions)")
            }
            guard timed else {
                throw .badInput("\(output) is an animation; add --duration D (or --loop) to say how long it lasts")
            }
            return .video(output, format)
        }
    }
}

/// A contact sheet's grid, `COLSxROWS` on the command line.
struct SheetLayout: Equatable {
    let columns: Int
    let rows: Int

    var count: Int { columns * rows }

    /// Parses `COLSxROWS` with each side in 1...100; nil for anything else.
    init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (1...100).contains(columns), (1...100).contains(rows)
        else { return nil }
        self.columns = columns
        self.rows = rows
    }
}

/// The animated formats `render` writes through ffmpeg.
enum VideoFormat: String, CaseIterable {
    case mp4, webm, gif, apng
}
