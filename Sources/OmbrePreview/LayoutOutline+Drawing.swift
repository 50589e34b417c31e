import OmbreGraphics
import OmbreViews

extension LayoutOutline {
    /// Frames: cyan, a color gradients and UI rarely use.
    static let frameColor = Color(red8: 0x00, green8: 0xE5, blue8: 0xFF)
    /// Frames of views with an ambiguous layout: UIKit's system red.
    static let ambiguousColor = Color(red8: 0xFF, green8: 0x3B, blue8: 0x30)
    /// The frame of the view under the pointer: UIKit's system yellow.
    static let pointedColor = Color(red8: 0xFF, green8: 0xD6, blue8: 0x0A)

    /// Outlines every box with 1-pixel lines on the edge pixels of its frame at `scale` pixels
    /// per point: plain frames first, then ambiguous ones, then the pointed view's, so that the
    /// rarer colors stay visible where frames share an edge.
    func drawOutlines(on target: PixelBuffer, scale: Double) {
        for box in boxes where !box.isAmbiguous { Self.outline(box.frame, Self.frameColor, on: target, scale: scale) }
        for box in boxes where box.isAmbiguous {
            Self.outline(box.frame, Self.ambiguousColor, on: target, scale: scale)
        }
        if let pointedFrame { Self.outline(pointedFrame, Self.pointedColor, on: target, scale: scale) }
    }

    /// Sets the pixels on the edges of `rect` (points) to `color`: the first and last pixel rows
    /// and columns it touches, clipped to `target`.
    private static func outline(_ rect: Rect, _ color: Color, on target: PixelBuffer, scale: Double) {
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return }
        // Clamped before converting, so that a frame far off screen cannot overflow `Int`.
        func pixel(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int {
            Int(min(max(value * scale, -1), Double(max(target.width, target.height)) + 1).rounded(rule))
        }
        let left = pixel(rect.minX, .down)
        let top = pixel(rect.minY, .down)
        let right = max(left, pixel(rect.maxX, .up) - 1)
        let bottom = max(top, pixel(rect.maxY, .up) - 1)
        let value = color.pixel
        let (minX, maxX) = (max(left, 0), min(right, target.width - 1))
        let (minY, maxY) = (max(top, 0), min(bottom, target.height - 1))
        guard minX <= maxX, minY <= maxY else { return }
        let xs = minX...maxX
        let ys = minY...maxY
        for y in [top, bottom] where ys.contains(y) {
            let row = target.row(y)
            for x in xs { row[x] = value }
        }
        for x in [left, right] where xs.contains(x) {
            for y in ys { target.row(y)[x] = value }
        }
    }
}
