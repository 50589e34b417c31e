import OmbreGraphics

/// A value that can be blended with another of its type, as animations need.
public protocol Interpolatable {
    /// The value `fraction` of the way from `self` to `other`.
    ///
    /// Fraction 0 returns `self` and 1 returns `other`, exactly; fractions outside 0...1
    /// extrapolate where the type allows (a timing curve may overshoot).
    func interpolated(to other: Self, fraction: Double) -> Self
}

/// (1 − f)·a + f·b, which unlike a + (b − a)·f gives exactly b at f = 1.
@inline(__always)
func mix(_ a: Double, _ b: Double, _ f: Double) -> Double {
    (1 - f) * a + f * b
}

extension Double: Interpolatable {
    /// The number `fraction` of the way from this one to `other` (0 gives this one, 1 gives `other`).
    public func interpolated(to other: Double, fraction: Double) -> Double {
        mix(self, other, fraction)
    }
}

extension Point: Interpolatable {
    /// The point `fraction` of the way from this one to `other` (0 gives this one, 1 gives `other`).
    public func interpolated(to other: Point, fraction: Double) -> Point {
        Point(x: mix(x, other.x, fraction), y: mix(y, other.y, fraction))
    }
}

extension Color: Interpolatable {
    /// Blends premultiplied colors, so that a fade to `clear` keeps its hue instead of darkening.
    ///
    /// Components are clamped to 0...1 when extrapolating. Where the blend is fully
    /// transparent the result is `clear`.
    public func interpolated(to other: Color, fraction: Double) -> Color {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let a = PremultipliedColor(self, in: .srgb)
        let b = PremultipliedColor(other, in: .srgb)
        return a.interpolated(to: b, fraction: fraction).color
    }
}
