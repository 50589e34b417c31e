import OmbreGraphics

/// A few lines of small white text on a dark box in a corner of a frame: the time stamps of
/// contact sheets and the preview's overlay. Drawn only where an option or key asks for it.
package struct Caption {
    package enum Corner {
        case topLeft, bottomLeft
    }

    package let lines: [String]
    /// Text size in pixels.
    package let size: Double

    /// A caption whose text suits a frame of `height` pixels: 1/12 of it, 9...20 px.
    package init(_ lines: [String], frameHeight: Int) {
        self.lines = lines
        size = min(max(Double(frameHeight) / 12, 9), 20)
    }

    /// Draws the caption into `target` (device pixels) at `corner`.
    /// - Throws: `FontError` when no font can be found.
    package func draw(on target: PixelBuffer, at corner: Corner) throws(FontError) {
        let layout = TextLayout(lines.joined(separator: "\n"), font: try Font.standard(), size: size)
        let margin = (size / 3).rounded()
        let box = Rect(
            x: margin, y: 0, width: (layout.width + 2 * margin).rounded(.up),
            height: (layout.height + margin).rounded(.up))
        let y = corner == .topLeft ? margin : Double(target.height) - margin - box.height
        let placed = Rect(x: box.minX, y: y, width: box.width, height: box.height)
        let canvas = Canvas(target: target)
        canvas.fill(placed, with: .color(Color(white: 0, alpha: 0.6)))
        canvas.fill(
            layout.path(in: placed.insetBy(margin / 2), alignment: .left), with: .color(Color(white: 1)))
    }
}
