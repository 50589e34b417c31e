import OmbreGraphics

extension GradientFrame {
    /// The frames' gradients as AnimatedGradientView prepares them, so that every transition
    /// interpolates element by element.
    ///
    /// Each frame is padded to the largest color count among all frames by repeating its last
    /// color (a frame without colors is padded with `clear`). A frame's own locations (one per
    /// color) are kept and padded with their last value; without them, the U distinct colors
    /// of the padded list get U evenly spaced locations i/(U − 1) and every further stop sits
    /// at the last one; when all colors are equal, every location is 0 but the last, which is 1.
    public static func equalized(_ frames: [GradientFrame]) -> [Gradient] {
        let count = frames.map(\.gradient.colors.count).max() ?? 0
        return frames.map { frame in
            var gradient = frame.gradient
            let own = gradient.colors
            let padding = count - own.count
            gradient.colors = own + repeatElement(own.last ?? .clear, count: padding)
            if let given = gradient.locations, given.count == own.count, let last = given.last {
                gradient.locations = given + repeatElement(last, count: padding)
            } else {
                gradient.locations = distinctColorLocations(gradient.colors)
            }
            return gradient
        }
    }

    /// Locations from the number of distinct colors, as AnimatedGradientView computes them.
    static func distinctColorLocations(_ colors: [Color]) -> [Double] {
        guard !colors.isEmpty else { return [] }
        let distinct = Set(colors).count
        if distinct == 1 {
            return Array(repeating: 0, count: colors.count - 1) + [1]
        }
        let spaced = (0..<distinct).map { Double($0) / Double(distinct - 1) }
        return spaced + repeatElement(1, count: colors.count - distinct)
    }
}

extension Gradient {
    /// The gradient `fraction` of the way to `other`, element by element, as Core Animation
    /// interpolates a gradient layer's properties: each stop's straight (unpremultiplied)
    /// color, each location, the start point and the end point.
    ///
    /// Both must have the same number of stops (see `GradientFrame.equalized`); where they do
    /// not, the extra stops of the longer one are left out. The kind and the interpolation
    /// stay those of `self`: a layer's type does not animate. Fraction 0 gives `self` and 1
    /// gives `other`'s colors, locations and points; fractions outside 0...1 extrapolate, with
    /// color components clamped to 0...1.
    public func elementwiseInterpolated(to other: Gradient, fraction: Double) -> Gradient {
        if fraction == 0 { return self }
        return ElementwiseGradientBlend(from: self, to: other).gradient(at: fraction)
    }
}

extension Color {
    /// The mix of both colors' straight components, alpha included, clamped to 0...1.
    func straightInterpolated(to other: Color, fraction: Double) -> Color {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let f = Float(fraction)
        func channel(_ a: Float, _ b: Float) -> Float { min(max((1 - f) * a + f * b, 0), 1) }
        return Color(
            red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue),
            alpha: channel(alpha, other.alpha))
    }
}
