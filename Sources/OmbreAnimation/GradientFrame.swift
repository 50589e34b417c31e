import OmbreGraphics

/// One look of an animated gradient, and how long it takes to turn into the next one.
public struct GradientFrame: Hashable, Sendable {
    /// What the frame looks like.
    public var gradient: Gradient
    /// Seconds of the transition from this frame to the next; nil uses the sequence's default.
    public var duration: Double?

    /// A frame showing `gradient`, turning into the next one over `duration` seconds when given.
    public init(gradient: Gradient, duration: Double? = nil) {
        self.gradient = gradient
        self.duration = duration
    }

    /// A frame as AnimatedGradientView describes one: colors flowing in `direction`.
    public init(
        colors: [Color], locations: [Double]? = nil, direction: Direction = .down,
        kind: Gradient.Kind = .axial, duration: Double? = nil
    ) {
        let points = direction.points(for: kind)
        self.init(
            gradient: Gradient(
                kind: kind, colors: colors, locations: locations, startPoint: points.start, endPoint: points.end),
            duration: duration)
    }
}
