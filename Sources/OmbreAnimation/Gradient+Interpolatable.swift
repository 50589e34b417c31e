import OmbreGraphics

extension Gradient: Interpolatable {
    /// Blends two gradients of the same kind, interpolation and mixing: colors (in the
    /// interpolation's `keyframeSpace`: sRGB numbers for the device's Generic RGB), locations,
    /// start and end points move together.
    ///
    /// With equal stop counts, stop i blends into stop i. With different counts, both gradients
    /// are sampled at the union of their stop locations and blended stop by stop, so the blend
    /// starts exactly as `self` and ends exactly as `other`. Gradients of different kinds or
    /// interpolations have no blend: the result switches from `self` to `other` at fraction
    /// 0.5; `GradientTransition` cross-fades them instead.
    public func interpolated(to other: Gradient, fraction: Double) -> Gradient {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        return GradientBlend(from: self, to: other).gradient(at: fraction)
    }

    /// Whether a single gradient can stand for every step between the two.
    func isBlendable(with other: Gradient) -> Bool {
        kind == other.kind && interpolation == other.interpolation && premultiplied == other.premultiplied
    }
}
