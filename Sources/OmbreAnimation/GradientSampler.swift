import OmbreGraphics

/// Evaluates a gradient's color at any position t as the renderer does, for blending gradients.
///
/// Colors are converted to the gradient's interpolation space, mixed linearly between the two
/// stops around t (straight, or premultiplied when the gradient says so), and padded beyond
/// the ends. At a location shared by several stops, the
/// value from t onward is the last of them, as in the renderer. A gradient without colors is
/// transparent everywhere, since it draws nothing.
struct GradientSampler: Sendable {
    let locations: [Double]
    let values: [PremultipliedColor]
    let space: Gradient.Interpolation
    let colors: [Color]
    let premultiplied: Bool

    init(_ gradient: Gradient) {
        let stops = gradient.stops
        space = gradient.interpolation
        colors = stops.map(\.color)
        premultiplied = gradient.premultiplied
        locations = stops.map(\.location)
        values = stops.map { PremultipliedColor($0.color, in: gradient.interpolation) }
    }

    /// The premultiplied value at t.
    func value(at t: Double) -> PremultipliedColor {
        let n = locations.count
        guard n > 0 else { return PremultipliedColor(components: .zero, space: space) }
        if n == 1 || t.isNaN || t < locations[0] { return values[0] }
        if t >= locations[n - 1] { return values[n - 1] }
        // The segment with locations[i] <= t < locations[i + 1]; zero-length ones never match.
        var i = 0
        while !(t >= locations[i] && t < locations[i + 1]) { i += 1 }
        let f = (t - locations[i]) / (locations[i + 1] - locations[i])
        return .mixing(colors[i], colors[i + 1], fraction: f, in: space, premultiplied: premultiplied)
    }

    /// The straight sRGB color at t.
    func color(at t: Double) -> Color { value(at: t).color }

    /// The values to give a gradient with stops at `union`, a sorted multiset containing this
    /// gradient's locations, so that it renders exactly like this one.
    ///
    /// Where `union` repeats a location more often than this gradient does, the first copy
    /// takes the value arriving from the left and the last the value leaving to the right, so
    /// that a hard edge stays hard; between stops the gradient is continuous and any sample works.
    func values(atUnion union: [Double]) -> [PremultipliedColor] {
        var result: [PremultipliedColor] = []
        result.reserveCapacity(union.count)
        var u = 0
        var own = 0
        while u < union.count {
            let location = union[u]
            var copies = 0
            while u + copies < union.count && union[u + copies] == location { copies += 1 }
            while own < locations.count && locations[own] < location { own += 1 }
            var mine = 0
            while own + mine < locations.count && locations[own + mine] == location { mine += 1 }
            for copy in 0..<copies {
                result.append(mine > 0 ? values[own + min(copy, mine - 1)] : value(at: location))
            }
            u += copies
        }
        return result
    }

    /// The sorted union of two sorted location lists, keeping each location as often as the
    /// list that repeats it most.
    static func union(_ a: [Double], _ b: [Double]) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            let location = min(i < a.count ? a[i] : .infinity, j < b.count ? b[j] : .infinity)
            var inA = 0
            var inB = 0
            while i < a.count && a[i] == location {
                i += 1
                inA += 1
            }
            while j < b.count && b[j] == location {
                j += 1
                inB += 1
            }
            result.append(contentsOf: repeatElement(location, count: max(inA, inB)))
        }
        return result
    }
}
