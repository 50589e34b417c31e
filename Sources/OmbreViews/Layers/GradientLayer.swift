import OmbreGraphics

/// A layer that fills its bounds with a gradient, like `CAGradientLayer`.
public final class GradientLayer: Layer {
    /// The gradient; its start and end points are in the unit space of the layer's bounds.
    public var gradient: Gradient
    /// Ordered dithering (on by default) hides banding in slow gradients.
    public var dithers: Bool

    /// A layer drawing `gradient`, dithered unless `dithers` is false.
    public init(gradient: Gradient = Gradient(colors: []), dithers: Bool = true) {
        self.gradient = gradient
        self.dithers = dithers
    }

    /// Gradients pad beyond their ends, so opaque colors cover the whole bounds.
    public override var isOpaque: Bool {
        !gradient.colors.isEmpty && gradient.colors.allSatisfy { $0.alpha >= 1 }
    }

    public override func draw(in canvas: Canvas, bounds: Rect) {
        guard !gradient.colors.isEmpty else { return }
        canvas.fill(bounds, with: .gradient(gradient, bounds: bounds, dither: dithers))
    }
}
