import OmbreGraphics

extension Gradient: Interpolatable {
    /// Blends two gradients of the same kind, interpolation and mixing: colors (mixed as the
    /// gradients mix their stops), locations, start and end points move together.
    ///
    /// With equal stop counts, stop i blends into stop i. With different counts, both gradients
    /// are sampled at the union of their stop locations and blended stop by stop, so the blend
    /// starts exactly as `self` and ends exactly as `other`. Gradients of different kinds or
    /// interpolations have no blend: the result switches from `self` to `other` at fraction
    /// 0.5; `GradientTransition` cross-fades them instead.
    public func interpolated(to other: Gradient, fraction: Double) -> Gradient {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        guard isBlendable(with: other) else { return fraction < 0.5 ? self : other }
        let from = stops
        let to = other.stops
        var result = self
        result.startPoint = startPoint.interpolated(to: other.startPoint, fraction: fraction)
        result.endPoint = endPoint.interpolated(to: other.endPoint, fraction: fraction)
        if from.count == to.count {
            result.colors = zip(from, to).map { a, b in
                PremultipliedColor.mixing(
                    a.color, b.color, fraction: fraction, in: interpolation, premultiplied: premultiplied
                ).color
            }
            let a = from.map(\.location)
            let b = to.map(\.location)
            result.locations = a == b ? a : zip(a, b).map { mix($0, $1, fraction) }
        } else {
            let fromSampler = GradientSampler(self)
            let toSampler = GradientSampler(other)
            let union = GradientSampler.union(fromSampler.locations, toSampler.locations)
            let a = fromSampler.values(atUnion: union)
            let b = toSampler.values(atUnion: union)
            result.colors = zip(a, b).map {
                PremultipliedColor.mixing(
                    $0.color, $1.color, fraction: fraction, in: interpolation, premultiplied: premultiplied
                ).color
            }
            result.locations = union
        }
        return result
    }

    /// Whether a single gradient can stand for every step between the two.
    func isBlendable(with other: Gradient) -> Bool {
        kind == other.kind && interpolation == other.interpolation && premultiplied == other.premultiplied
    }
}
