/// Where lines of text sit across the width they are given.
public enum TextAlignment: String, Sendable, CaseIterable {
    case left, center, right
}

/// Text set in one font at one size: measured, and turned into one path that fills like any
/// other, so that it goes through the same rasterizer and coverage spans as shapes.
///
/// Lines break at "\n" only. Sizes are in points (user space): the canvas transform maps them
/// to pixels, so text stays sharp at every scale.
public struct TextLayout: Sendable {
    /// One line's outline, its left edge at x = 0 and its baseline at y = 0, and its advance.
    struct Line: Sendable {
        let outline: Path
        let width: Double
    }

    /// The font size in points.
    public let size: Double
    let lines: [Line]
    /// Baseline to baseline.
    public let lineHeight: Double
    /// Top of a line to its baseline.
    public let ascent: Double

    /// Lays out `text` in `font` at `size` points (sizes that are not positive and finite draw nothing).
    public init(_ text: String, font: Font, size: Double) {
        let size = size.isFinite && size > 0 ? size : 0
        let scale = size / font.unitsPerEm
        self.size = size
        ascent = font.ascender * scale
        lineHeight = (font.ascender - font.descender + max(font.lineGap, 0)) * scale
        let toPoints = AffineTransform(scaleX: scale, y: scale)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var outline = Path()
            var pen = 0.0
            for (glyph, kerning) in font.glyphs(for: Array(line.unicodeScalars)) {
                pen += kerning
                outline.addPath(
                    glyph.outline.applying(AffineTransform(translationX: pen, y: 0).concatenating(toPoints)))
                pen += glyph.advance
            }
            return Line(outline: outline, width: pen * scale)
        }
    }

    /// The widest line's advance, in points.
    public var width: Double { lines.map(\.width).max() ?? 0 }

    /// The height of all lines, in points.
    public var height: Double { lineHeight * Double(lines.count) }

    /// The text's outline placed in `rect`: centered vertically (as UILabel does), each line
    /// placed across the width by `alignment`. Text larger than `rect` overflows it.
    public func path(in rect: Rect, alignment: TextAlignment) -> Path {
        var result = Path()
        var baseline = rect.midY - height / 2 + ascent
        for line in lines {
            let x: Double =
                switch alignment {
                case .left: rect.minX
                case .center: rect.midX - line.width / 2
                case .right: rect.maxX - line.width
                }
            result.addPath(line.outline.applying(AffineTransform(translationX: x, y: baseline)))
            baseline += lineHeight
        }
        return result
    }
}
