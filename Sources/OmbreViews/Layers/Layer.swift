import OmbreGraphics

/// The content behind a view: it draws into the view's bounds.
///
/// Subclasses override `draw(in:bounds:)`. A layer's frame always equals its view's bounds,
/// which the view sets on every layout pass, so content can never lag behind a resize.
open class Layer {
    /// The rectangle the layer fills, in its view's coordinates.
    public internal(set) var frame: Rect = .zero

    /// A layer that draws nothing; subclasses add content.
    public init() {}

    /// Whether the layer paints every pixel of its bounds opaquely (then nothing below shows).
    open var isOpaque: Bool { false }

    /// How far past its bounds the layer's drawing may reach, in its view's units (a stroke's
    /// miters, for example); the renderer skips and re-renders views by their bounds grown by
    /// this much.
    open var overflow: Double { 0 }

    /// About how many pixels of `region` (device pixels) drawing the layer into `bounds` under
    /// `transform` (from the view's coordinates to device pixels) writes: what a layer that
    /// estimates it says (`PaintedAreaEstimating`, which may stop adding past `limit`), else all
    /// of its box for a layer that draws and none for a plain `Layer`. An estimate, never used
    /// for what is drawn (see `View.paintedArea`).
    package func paintedArea(bounds: Rect, transform: AffineTransform, region: Rect, limit: Double) -> Double {
        if let estimating = self as? PaintedAreaEstimating {
            return estimating.estimatePaintedArea(bounds: bounds, transform: transform, region: region, limit: limit)
        }
        return type(of: self) == Layer.self ? 0 : bounds.boundingBox(under: transform).intersection(region).area
    }

    /// Draws the layer's content into `bounds` of `canvas`'s current user space.
    ///
    /// Overrides run concurrently: a frame is cut into horizontal strips of rows that several
    /// threads draw at once, and each strip calls this once with a canvas that writes only that
    /// strip's rows. An override must therefore only read the view tree and its own state,
    /// never change them, and draw the whole of its content each time (what falls outside the
    /// strip is cut off).
    open func draw(in canvas: Canvas, bounds: Rect) {}
}

/// A layer that knows better than its box how many pixels its drawing writes (a hosted layer
/// tree, which may draw a little of its bounds or paint them several times).
package protocol PaintedAreaEstimating {
    /// About how many pixels of `region` drawing into `bounds` under `transform` writes, the
    /// sum free to stop growing once it passes `limit` (see `Layer.paintedArea`).
    func estimatePaintedArea(bounds: Rect, transform: AffineTransform, region: Rect, limit: Double) -> Double
}
