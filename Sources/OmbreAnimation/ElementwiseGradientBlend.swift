import OmbreGraphics

/// `Gradient.elementwiseInterpolated(to:fraction:)` in two steps: both gradients' stops,
/// read once, and the mix at one fraction, so that a running transition only mixes.
struct ElementwiseGradientBlend: Sendable {
    let from: Gradient
    let to: Gradient
    private let fromStops: [Gradient.Stop]
    private let toStops: [Gradient.Stop]

    init(from: Gradient, to: Gradient) {
        self.from = from
        self.to = to
        fromStops = from.stops
        toStops = to.stops
    }

    /// The gradient `fraction` of the way, as `Gradient.elementwiseInterpolated(to:fraction:)`
    /// describes.
    func gradient(at fraction: Double) -> Gradient {
        var result = from
        if fraction == 0 { return result }
        result.colors = zip(fromStops, toStops).map { $0.color.straightInterpolated(to: $1.color, fraction: fraction) }
        result.locations = zip(fromStops, toStops).map { mix($0.location, $1.location, fraction) }
        result.startPoint = from.startPoint.interpolated(to: to.startPoint, fraction: fraction)
        result.endPoint = from.endPoint.interpolated(to: to.endPoint, fraction: fraction)
        return result
    }

    /// Writes `gradient(at: fraction)` into `gradient`'s own storage (see
    /// `Gradient.overwrite`); true when it changed.
    func write(at fraction: Double, into gradient: inout Gradient) -> Bool {
        gradient.overwrite(
            like: from, start: from.startPoint.interpolated(to: to.startPoint, fraction: fraction),
            end: from.endPoint.interpolated(to: to.endPoint, fraction: fraction),
            count: min(fromStops.count, toStops.count),
            color: { fromStops[$0].color.straightInterpolated(to: toStops[$0].color, fraction: fraction) },
            location: { mix(fromStops[$0].location, toStops[$0].location, fraction) })
    }
}
