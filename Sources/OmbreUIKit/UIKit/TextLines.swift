import Foundation

/// Text broken into the lines a label or a text layer shows.
struct TextLines {
    let text: String
    let font: UIFont

    /// Where lines break when text is wrapped.
    enum Wrapping {
        /// At "\n" only.
        case none
        /// At spaces; a word wider than the line keeps a line of its own.
        case words
        /// After the last character that fits.
        case characters
    }

    /// Where "…" replaces what does not fit in the last line.
    enum Truncation {
        /// Nowhere: the text is cut off at the edge.
        case none
        case head, middle, tail
    }

    /// The lines shown in `width`: wrapped as `wrapping` says, cut to `maxLines` when it is
    /// positive, and the last line truncated as `truncation` says when lines were cut or it is
    /// wider than `width`.
    func shown(width: Double, wrapping: Wrapping, maxLines: Int, truncation: Truncation) -> [String] {
        let drawing = TextDrawing(text, [.font: font as Any])
        let broken: String
        switch wrapping {
        case .none: broken = text
        case .words: broken = drawing.wrapped(to: width)
        case .characters: broken = drawing.wrappedAtCharacters(to: width)
        }
        var lines = broken.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var cut = false
        if maxLines > 0, lines.count > maxLines {
            lines.removeLast(lines.count - maxLines)
            cut = true
        }
        guard truncation != .none, let last = lines.last else { return lines }
        if cut || width.isFinite && (font.layout(last)?.width ?? 0) > width {
            // A line cut short at the tail keeps the start of the rest of the text too.
            lines[lines.count - 1] = truncated(last, to: width, at: truncation)
        }
        return lines
    }

    /// `line` with "…" in place of as few characters as make it fit `width`, at its start,
    /// middle or end; found by halving, so that a long line is cut in a few layouts.
    private func truncated(_ line: String, to width: Double, at place: Truncation) -> String {
        let characters = Array(line)
        func shortened(_ kept: Int) -> String {
            switch place {
            case .head:
                return "…" + String(characters[(characters.count - kept)...]).trimmingLeadingSpaces
            case .middle:
                let front = (kept + 1) / 2
                return Substring(String(characters[..<front])).trimmingTrailingSpaces + "…"
                    + String(characters[(characters.count - (kept - front))...]).trimmingLeadingSpaces
            case .tail, .none:
                return Substring(String(characters[..<kept])).trimmingTrailingSpaces + "…"
            }
        }
        var fits = 0
        var tooWide = characters.count
        while fits < tooWide {
            let middle = (fits + tooWide + 1) / 2
            if (font.layout(shortened(middle))?.width ?? 0) <= width { fits = middle } else { tooWide = middle - 1 }
        }
        return shortened(fits)
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
