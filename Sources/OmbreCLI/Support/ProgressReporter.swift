import Foundation
import OmbreGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shows how many of a known number of steps are done: a bar on a terminal, plain lines
/// (every tenth) otherwise, always on stderr.
final class ProgressReporter {
    private let total: Int
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private var lastTenth = -1

    init(total: Int) {
        self.total = max(total, 1)
    }

    func advance(to done: Int) {
        if isTerminal {
            let width = 30
            let filled = width * done / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            printError("\r[\(bar)] \(done)/\(total)", newline: false)
        } else {
            let tenth = 10 * done / total
            if tenth != lastTenth {
                lastTenth = tenth
                printError("frame \(done)/\(total)")
            }
        }
    }

    func finish(message: String) {
        if isTerminal { printError("") }
        printError(message)
    }
}

/// Writes `text` to standard error.
func printError(_ text: String, newline: Bool) {
    FileHandle.standardError.writeDroppingOnFailure(newline ? text + "\n" : text)
}
