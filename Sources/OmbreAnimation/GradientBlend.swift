import OmbreGraphics

/// `Gradient.interpolated(to:fraction:)` in two steps: pairing the two gradients' stops,
/// which depends only on the gradients and is done once, and the mix at one fraction.
///
/// A transition keeps one blend while it runs, so that each frame only mixes the paired
/// colors and locations.
struct GradientBlend: Sendable {
    let from: Gradient
    let to: Gradient
    /// Whether a single gradient can stand for every step between the two.
    let isBlendable: Bool
    /// The colors and locations of both ends, one pair per stop of the blend.
    private let fromColors: [Color]
    private let toColors: [Color]
    private let fromLocations: [Double]
    private let toLocations: [Double]
    /// Locations that do not move are kept as they are, never remixed.
    private let locationsStay: Bool

    /// Pairs up the stops of `from` and `to`: stop i with stop i when they have as many,
    /// otherwise both sampled at the union of their locations.
    init(from: Gradient, to: Gradient) {
        self.from = from
        self.to = to
        isBlendable = from.isBlendable(with: to)
        guard isBlendable else {
            (fromColors, toColors, fromLocations, toLocations, locationsStay) = ([], [], [], [], true)
            return
        }
        let a = from.stops
        let b = to.stops
        if a.count == b.count {
            fromColors = a.map(\.color)
            toColors = b.map(\.color)
            fromLocations = a.map(\.location)
            toLocations = b.map(\.location)
        } else {
            let fromSampler = GradientSampler(from)
            let toSampler = GradientSampler(to)
            let union = GradientSampler.union(fromSampler.locations, toSampler.locations)
            fromColors = fromSampler.values(atUnion: union).map(\.color)
            toColors = toSampler.values(atUnion: union).map(\.color)
            fromLocations = union
            toLocations = union
        }
        locationsStay = fromLocations == toLocations
    }

    /// The gradient `fraction` of the way, as `Gradient.interpolated(to:fraction:)` describes.
    func gradient(at fraction: Double) -> Gradient {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        guard isBlendable else { return fraction < 0.5 ? from : to }
        var result = from
        result.startPoint = from.startPoint.interpolated(to: to.startPoint, fraction: fraction)
        result.endPoint = from.endPoint.interpolated(to: to.endPoint, fraction: fraction)
        let space = from.interpolation.keyframeSpace
        let premultiplied = from.premultiplied
        result.colors = zip(fromColors, toColors).map {
            PremultipliedColor.mixing($0, $1, fraction: fraction, in: space, premultiplied: premultiplied).color
        }
        result.locations = locationsStay ? fromLocations : zip(fromLocations, toLocations).map { mix($0, $1, fraction) }
        return result
    }

    /// Writes `gradient(at: fraction)` into `gradient`'s own storage (see
    /// `Gradient.overwrite`) when the blend is one gradient strictly between its ends;
    /// otherwise `gradient` becomes what `gradient(at:)` gives. True when it changed.
    func write(at fraction: Double, into gradient: inout Gradient) -> Bool {
        guard isBlendable, fraction != 0, fraction != 1 else {
            let end = self.gradient(at: fraction)
            guard gradient != end else { return false }
            gradient = end
            return true
        }
        let space = from.interpolation.keyframeSpace
        let premultiplied = from.premultiplied
        return gradient.overwrite(
            like: from, start: from.startPoint.interpolated(to: to.startPoint, fraction: fraction),
            end: from.endPoint.interpolated(to: to.endPoint, fraction: fraction), count: fromColors.count,
            color: {
                PremultipliedColor.mixing(
                    fromColors[$0], toColors[$0], fraction: fraction, in: space, premultiplied: premultiplied
                ).color
            },
            location: { locationsStay ? fromLocations[$0] : mix(fromLocations[$0], toLocations[$0], fraction) })
    }
}
