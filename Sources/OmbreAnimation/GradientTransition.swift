import OmbreGraphics

/// What to draw part of the way from one gradient to another.
///
/// Gradients of the same kind blend into one gradient. A change of kind (or of interpolation)
/// cannot be one gradient, so it cross-fades: draw both and mix them per pixel.
public enum GradientTransition: Hashable, Sendable {
    /// One gradient to draw.
    case single(Gradient)
    /// Draw `from` and `to` and mix each pixel as (1 − weight)·from + weight·to, premultiplied;
    /// `weight` lies strictly between 0 and 1.
    case crossFade(from: Gradient, to: Gradient, weight: Double)

    /// The transition `fraction` of the way from `from` to `to`.
    ///
    /// Fraction 0 gives exactly `from` and 1 exactly `to`. A blend may extrapolate a fraction
    /// outside 0...1 (an overshooting timing curve); a cross-fade clamps it.
    public init(from: Gradient, to: Gradient, fraction: Double) {
        self.init(GradientBlend(from: from, to: to), fraction: fraction)
    }

    /// The transition `fraction` of the way along `blend`, as `init(from:to:fraction:)`.
    init(_ blend: GradientBlend, fraction: Double) {
        if blend.isBlendable || fraction == 0 || fraction == 1 {
            self = .single(blend.gradient(at: fraction))
            return
        }
        let weight = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if weight == 0 {
            self = .single(blend.from)
        } else if weight == 1 {
            self = .single(blend.to)
        } else {
            self = .crossFade(from: blend.from, to: blend.to, weight: weight)
        }
    }
}
