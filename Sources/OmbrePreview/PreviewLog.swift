import Foundation

/// Writes one line to standard error: the preview's messages (reloads, screenshot failures).
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
