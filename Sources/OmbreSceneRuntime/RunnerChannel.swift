import Foundation

/// The runner's end of the scene protocol: commands arrive as lines on standard input and
/// replies leave on what was standard output, which is then pointed at standard error so
/// that the user code's `print` reaches the terminal instead of the protocol.
final class RunnerChannel {
    private let replies: Int32
    private var pending: [UInt8] = []
    /// Bytes read from the requests, kept between reads so that a frame allocates none.
    private var chunk = [UInt8](repeating: 0, count: 4096)

    init() {
        replies = dup(1)
        dup2(2, 1)
    }

    /// The next command, or nil once the parent has closed the channel.
    func readLine() -> String? {
        while true {
            if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeSubrange(...end)
                return line
            }
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            pending.append(contentsOf: chunk[..<count])
        }
    }

    /// Sends a reply line; a newline inside `text` travels as `\n`.
    func reply(_ text: String) {
        // Escaped byte by byte: Foundation's string replacement costs tens of thousands of
        // instructions for a short line.
        var line: [UInt8] = []
        line.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): line += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): line += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            default: line.append(byte)
            }
        }
        line.append(UInt8(ascii: "\n"))
        reply(line: line)
    }

    /// Sends `line`, a whole reply line with its newline and nothing to escape in it (a
    /// frame's, written as bytes).
    func reply(line: [UInt8]) {
        // What the code printed while the command ran goes out first, also where standard error
        // is a pipe or a file, which would otherwise keep it buffered until the run ends.
        fflush(nil)
        send(line)
    }

    /// Sends `count` bytes from `bytes`.
    func send(_ bytes: UnsafeRawPointer, count: Int) {
        var offset = 0
        while offset < count {
            let written = write(replies, bytes + offset, count - offset)
            if written < 0 && errno == EINTR { continue }
            // The parent is gone: nothing is left to do.
            guard written > 0 else { exit(0) }
            offset += written
        }
    }

    private func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { send($0.baseAddress!, count: $0.count) }
    }
}
