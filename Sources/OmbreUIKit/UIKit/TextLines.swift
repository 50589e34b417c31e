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

    /// `line` shortened from its end until it fits `width` with "…" after it.
    private func truncated(_ line: String, to width: Double) -> String {
        var kept = Substring(line)
        while !kept.isEmpty, (font.layout(kept.trimmingTrailingSpaces + "…")?.width ?? 0) > width {
            kept = kept.dropLast()
        }
        return kept.trimmingTrailingSpaces + "…"
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
