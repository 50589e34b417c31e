import Foundation
import OmbreGraphics

extension CALayer {
    /// Draws the layer and its sublayers (their masks, shadows and opacity included) into
    /// `context`, in the layer's own coordinate space: its bounds' origin at the context's
    /// user-space origin, as `UIGraphicsBeginImageContextWithOptions` followed by
    /// `layer.render(in:)` snapshots a view.
    ///
    /// As Core Animation does, layers that need display are drawn first, so a view never put
    /// on screen renders what its `draw(_:)` draws. Apple renders the model values, ignoring
    /// animations; Ombre renders what the layers show at the current scene time, which is the
    /// same for a layer with no animation running. The tree is drawn as pixels, at the
    /// context's pixels for a bitmap context and at the screen's scale for a view's context.
    public func render(in context: CGContext) {
        displayTree()
        let now = UIKitWorld.current.time
        guard let node = node(at: superlayer?.localTime(atScene: now) ?? now),
            let fromParent = node.toParent.inverted()
        else { return }
        let area = context.state.clipBox.integral
        guard !area.isNull, area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else { return }
        let perUnit = context.bitmap == nil ? Double(UIKitWorld.current.screen.scale) : 1
        let width = Int((Double(area.width) * perUnit).rounded(.up))
        let height = Int((Double(area.height) * perUnit).rounded(.up))
        guard width <= 1 << 14, height <= 1 << 14 else { return }
        let pixels = PixelBuffer(width: width, height: height)
        let canvas = Canvas(target: pixels)
        // Layer space → the context's base space (through its transform) → these pixels.
        let toPixels = AffineTransform(translationX: -Double(area.minX), y: -Double(area.minY))
            .concatenating(AffineTransform(scaleX: perUnit, y: perUnit))
        canvas.concatenate(fromParent.concatenating(context.ctm.ombre).concatenating(toPixels))
        node.draw(in: canvas)
        guard let placement = toPixels.inverted() else { return }
        context.list.operations.append(
            .fill(
                Path(rect: Rect(area)), .image(ImagePattern(pixels: pixels, placement: placement)), .nonZero,
                alpha: Double(context.state.alpha)))
    }
}
