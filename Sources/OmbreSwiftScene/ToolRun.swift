import Foundation
import OmbreGraphics

/// A tool run to its end, its standard output and error read together.
struct ToolRun {
    let status: Int32
    let output: String

    /// Runs `executable` with `arguments`, passing each line of output to `onLine` as it comes.
    ///
    /// - Throws: `SwiftSceneError.setup` when the tool cannot be started.
    static func run(
        _ executable: String, _ arguments: [String], onLine: (String) -> Void = { _ in }
    ) throws(SwiftSceneError) -> ToolRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .setup("cannot run \(executable): \(error.localizedDescription)")
        }
        var output = Data()
        var pending = Data()
        let reader = pipe.fileHandleForReading
        while true {
            let chunk = reader.nextChunk
            if chunk.isEmpty { break }
            output.append(chunk)
            pending.append(chunk)
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                onLine(String(decoding: pending[pending.startIndex..<end], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...end)
            }
        }
        try? reader.close()
        process.waitUntilExit()
        return ToolRun(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
