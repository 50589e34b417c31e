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

    /// Draws the layer's content into `bounds` of `canvas`'s current user space.
    ///
    /// Overrides run concurrently: a frame is cut into horizontal strips of rows that several
    /// threads draw at once, and each strip calls this once with a canvas that writes only that
    /// strip's rows. An override must therefore only read the view tree and its own state,
    /// never change them, and draw the whole of its content each time (what falls outside the
    /// strip is cut off).
    open func draw(in canvas: Canvas, bounds: Rect) {}
}
