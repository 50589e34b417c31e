/// How a drawing's colors mix with what lies below them beyond covering it: the separable and
/// non-separable blend modes of Core Graphics (and of the W3C's compositing rules, which give
/// their formulas), composited over the backdrop as source-over composites.
public enum BlendMode: Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity

    /// Premultiplied BGRA `source` blended onto premultiplied BGRA `backdrop`:
    /// (1 − αb)·S + (1 − αs)·B + αs·αb·blend(b, s), with alpha αs + αb·(1 − αs), rounded.
    func composite(_ source: UInt32, onto backdrop: UInt32) -> UInt32 {
        let sa = Double(source >> 24) / 255
        guard sa > 0 else { return backdrop }
        let ba = Double(backdrop >> 24) / 255
        let s = Self.channels(source)
        let b = Self.channels(backdrop)
        // Straight colors for the blend function.
        let mixed = blend(backdrop: ba > 0 ? b / ba : .zero, source: s / sa)
        let c = (1 - ba) * s + (1 - sa) * b + sa * ba * mixed
        let out = (c.clamped(lowerBound: .zero, upperBound: .one) * 255).rounded(.toNearestOrAwayFromZero)
        let alpha = (min(sa + ba * (1 - sa), 1) * 255).rounded()
        return UInt32(out.x) | UInt32(out.y) << 8 | UInt32(out.z) << 16 | UInt32(alpha) << 24
    }

    /// Blue, green and red of a premultiplied pixel, in 0...1.
    private static func channels(_ p: UInt32) -> SIMD3<Double> {
        SIMD3(Double(p & 0xFF), Double(p >> 8 & 0xFF), Double(p >> 16 & 0xFF)) / 255
    }

    /// The blend of straight colors (blue, green, red).
    private func blend(backdrop b: SIMD3<Double>, source s: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .hue: Self.setLum(Self.setSat(s, Self.sat(b)), Self.lum(b))
        case .saturation: Self.setLum(Self.setSat(b, Self.sat(s)), Self.lum(b))
        case .color: Self.setLum(s, Self.lum(b))
        case .luminosity: Self.setLum(b, Self.lum(s))
        default: SIMD3(separable(b.x, s.x), separable(b.y, s.y), separable(b.z, s.z))
        }
    }

    /// A separable mode's blend of one channel, backdrop `b` and source `s`.
    private func separable(_ b: Double, _ s: Double) -> Double {
        switch self {
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return BlendMode.hardLight.separable(s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge: return b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn: return b >= 1 ? 1 : s == 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight: return s <= 0.5 ? b * 2 * s : BlendMode.screen.separable(b, 2 * s - 1)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        default: return s
        }
    }

    // The non-separable modes' helpers, over (blue, green, red).

    private static func lum(_ c: SIMD3<Double>) -> Double { 0.3 * c.z + 0.59 * c.y + 0.11 * c.x }

    private static func clipColor(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let l = lum(c)
        let n = c.min()
        let x = c.max()
        var out = c
        if n < 0 { out = l + (out - l) * l / (l - n) }
        if x > 1 { out = l + (out - l) * (1 - l) / (x - l) }
        return out
    }

    private static func setLum(_ c: SIMD3<Double>, _ l: Double) -> SIMD3<Double> { clipColor(c + (l - lum(c))) }

    private static func sat(_ c: SIMD3<Double>) -> Double { c.max() - c.min() }

    private static func setSat(_ c: SIMD3<Double>, _ s: Double) -> SIMD3<Double> {
        let low = c.min()
        let high = c.max()
        guard high > low else { return .zero }
        // The largest channel becomes s, the smallest 0, the middle one scaled between them.
        return (c - low) * s / (high - low)
    }
}
