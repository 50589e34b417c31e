import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// Foundation's `availableData` and `readDataToEndOfFile()` stop the process when `read` fails,
// even with `EINTR` (a signal arriving meanwhile); these retry interrupted reads and take any
// other failure for the end of the stream.
extension FileHandle {
    /// What the handle has next, waiting until it has something; empty at the end of its stream
    /// or when reading fails.
    package var nextChunk: Data {
        let maximum = 1 << 16
        var chunk = Data(count: maximum)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, maximum) }
            if count < 0 && errno == EINTR { continue }
            chunk.count = max(count, 0)
            return chunk
        }
    }

    /// Everything up to the end of the handle's stream (or a failed read), closing the handle
    /// there: Foundation's `Process` keeps its pipes after the run, so a pipe's descriptor is
    /// freed only by closing it.
    package func readToEndAndClose() -> Data {
        var data = Data()
        while case let chunk = nextChunk, !chunk.isEmpty { data.append(chunk) }
        try? close()
        return data
    }
}

extension FileHandle {
    /// Writes `text` whole, retrying interrupted and partial writes; when the other end is gone
    /// (a closed pipe, a full disk) the rest is dropped.
    ///
    /// Foundation's `write(_:)` stops the process there instead: with `SIGPIPE` ignored, as it
    /// is while a Swift scene's process runs, a log line to a pipe whose reader has quit (`| head`)
    /// would end the preview.
    package func writeDroppingOnFailure(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.write(fileDescriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}
