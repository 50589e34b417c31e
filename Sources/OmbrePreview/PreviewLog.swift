import Foundation
import OmbreGraphics

/// Writes one line to standard error: the preview's messages (reloads, screenshot failures).
func printError(_ text: String) {
    FileHandle.standardError.writeDroppingOnFailure(text + "\n")
}
