/// A gradient as Core Animation's `CAGradientLayer` describes one: colors at locations, a
/// kind, and start and end points in the unit space of the bounds it fills.
///
/// Colors between two stops are mixed straight (unpremultiplied) in Apple's Generic RGB, as the
/// device does (`Interpolation.genericRGB`); each mixed color is premultiplied only to be composited.
///
/// `locations` is optional; when absent or of another count than `colors`, stop i sits at
/// i/(n−1). Locations may lie outside 0...1; one smaller than the one before it is raised to
/// it, as CSS does. No colors draws nothing; one color fills everything.
public struct Gradient: Hashable, Sendable {
    /// How a point maps to the position t along the gradient.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Along the line from start to end, computed in unit space; with start equal to end,
        /// left to right across the bounds (t = u), as iOS draws it.
        case axial
        /// An ellipse centered at start whose half-axes reach end's x and y.
        case radial
        /// The angle around start, clockwise from the direction of end, measured in the unit
        /// square of the bounds as iOS does (on a layer that is not square, not on screen).
        case conic
    }

    /// The space in which colors between two stops are mixed.
    public enum Interpolation: String, CaseIterable, Hashable, Sendable {
        /// Apple's Generic RGB, as Core Animation mixes gradient layers (measured on iOS): each
        /// stop is taken from sRGB into it, clipped to its gamut and encoded with gamma 1.8,
        /// and each mixed color goes back to sRGB. Red shows as (255, 38, 0).
        case genericRGB
        /// Gamma-encoded sRGB numbers, as Core Graphics gradients and CSS legacy colors mix;
        /// for a gradient layer, beyond what the device shows.
        case srgb
        /// Linear-light sRGB; beyond what the device shows.
        case linear
        /// The perceptual Oklab space; beyond what the device shows.
        case oklab
    }

    /// How a point maps to the position along the gradient.
    public var kind: Kind
    /// The colors of the stops, in order.
    public var colors: [Color]
    /// Where each stop sits, 0 at the start and 1 at the end; nil spaces them evenly.
    public var locations: [Double]?
    /// Where the gradient starts (axial) or its center (radial, conic), in unit space.
    public var startPoint: Point
    /// Where the gradient ends, or how far and which way it reaches, in unit space.
    public var endPoint: Point
    /// The space colors between stops are mixed in (default Generic RGB, as a device does).
    public var interpolation: Interpolation
    /// Whether colors are mixed premultiplied by their alpha (CSS's behaviour) instead of
    /// straight, as Core Animation and Core Graphics mix them.
    ///
    /// Off by default, which is what the device shows: white → `clear` passes through
    /// translucent grey. On, a fade to `clear` keeps its color while it fades out; that is
    /// beyond what the device shows.
    public var premultiplied: Bool

    /// A gradient of `kind` through `colors`; the default points run top to bottom.
    public init(
        kind: Kind = .axial, colors: [Color], locations: [Double]? = nil,
        startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1),
        interpolation: Interpolation = .genericRGB, premultiplied: Bool = false
    ) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.interpolation = interpolation
        self.premultiplied = premultiplied
    }

    /// A stop after fix-up: its color and its non-decreasing location.
    public struct Stop: Hashable, Sendable {
        /// The stop's color.
        public var color: Color
        /// The stop's location along the gradient.
        public var location: Double
    }

    /// The stops with locations filled in and raised so that they never decrease.
    public var stops: [Stop] {
        var result: [Stop] = []
        result.reserveCapacity(colors.count)
        forEachStop { result.append($0) }
        return result
    }

    /// Calls `body` with each stop of `stops`, in order, without building the array.
    func forEachStop(_ body: (Stop) -> Void) {
        let n = colors.count
        let given = locations.flatMap { $0.count == n ? $0 : nil }
        var previous = -Double.infinity
        for (i, color) in colors.enumerated() {
            var location = given?[i] ?? (n == 1 ? 0 : Double(i) / Double(n - 1))
            if !location.isFinite { location = previous.isFinite ? previous : 0 }
            location = max(location, previous)
            previous = location
            body(Stop(color: color, location: location))
        }
    }
}
