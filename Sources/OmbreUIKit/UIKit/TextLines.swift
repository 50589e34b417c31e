import Foundation

/// Text broken into the lines a label or a text layer shows.
struct TextLines {
    let text: String
    let font: UIFont

    /// The lines shown in `width`: wrapped at spaces when `wrapped` (else broken at "\n"
    /// only), cut to `maxLines` when it is positive, and, with `ellipsis`, the last line
    /// ended with "…" when lines were cut or it is wider than `width`.
    func shown(width: Double, wrapped: Bool, maxLines: Int, ellipsis: Bool) -> [String] {
        let drawing = TextDrawing(text, [.font: font as Any])
        var lines = (wrapped ? drawing.wrapped(to: width) : text)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var cut = false
        if maxLines > 0, lines.count > maxLines {
            lines.removeLast(lines.count - maxLines)
            cut = true
        }
        guard ellipsis, let last = lines.last else { return lines }
        if cut || width.isFinite && (font.layout(last)?.width ?? 0) > width {
            lines[lines.count - 1] = truncated(last, to: width)
        }
        return lines
    }

    /// The longest start of `line` that fits `width` with "…" after it, and the "…"; found by
    /// halving, so that a long line is cut in a few layouts.
    private func truncated(_ line: String, to width: Double) -> String {
        let characters = Array(line)
        func shortened(_ count: Int) -> String { Substring(String(characters[..<count])).trimmingTrailingSpaces + "…" }
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
