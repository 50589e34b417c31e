import Foundation
import OmbreGraphics

/// Color strings read as the AnimatedGradientView library reads a frame's colors: every string
/// Ombre can read becomes a color, and the others are left out of their frame and listed.
///
/// Both of Ombre's AnimatedGradientView classes (the built-in view and the UIKit one) read their
/// frames' text through this, so they agree on what a string means and on what they report.
package struct LibraryColorStrings {
    /// The colors of each list, in order, without the strings that name no color.
    package private(set) var colors: [[Color]] = []
    /// The strings that name no color, in order.
    package private(set) var invalid: [String] = []
    /// One message per string in `invalid`, saying why it was not read.
    private var problems: [String] = []

    /// Reads every string of `lists`.
    package init(reading lists: [[String]]) {
        colors = lists.map { list in
            list.compactMap { text -> Color? in
                do {
                    return try Color(parsing: text)
                } catch {
                    invalid.append(text)
                    problems.append("\(error)")
                    return nil
                }
            }
        }
    }

    /// Writes one line per unreadable string to standard error, unless `reported` (the strings
    /// reported last time) already lists the same ones.
    package func report(unlessAlreadyReported reported: [String]) {
        guard !invalid.isEmpty, invalid != reported else { return }
        let message = problems.map { "ombre: AnimatedGradientView: \($0); left out of its frame\n" }.joined()
        FileHandle.standardError.writeDroppingOnFailure(message)
    }
}
