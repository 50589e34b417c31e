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
        let su = s.map { $0 / sa }
        let bu = ba > 0 ? b.map { $0 / ba } : [0, 0, 0]
        let mixed = blend(backdrop: bu, source: su)
        var out: UInt32 = 0
        for i in 0..<3 {
            let c = (1 - ba) * s[i] + (1 - sa) * b[i] + sa * ba * mixed[i]
            out |= UInt32((min(max(c, 0), 1) * 255).rounded()) << UInt32(8 * i)
        }
        let alpha = sa + ba * (1 - sa)
        return out | UInt32((min(alpha, 1) * 255).rounded()) << 24
    }

    /// Blue, green and red of a premultiplied pixel, in 0...1.
    private static func channels(_ p: UInt32) -> [Double] {
        (0..<3).map { Double((p >> UInt32(8 * $0)) & 0xFF) / 255 }
    }

    /// The blend of straight colors (blue, green, red).
    private func blend(backdrop b: [Double], source s: [Double]) -> [Double] {
        switch self {
        case .hue: return Self.setLum(Self.setSat(s, Self.sat(b)), Self.lum(b))
        case .saturation: return Self.setLum(Self.setSat(b, Self.sat(s)), Self.lum(b))
        case .color: return Self.setLum(s, Self.lum(b))
        case .luminosity: return Self.setLum(b, Self.lum(s))
        default: return zip(b, s).map { separable($0, $1) }
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

    private static func lum(_ c: [Double]) -> Double { 0.3 * c[2] + 0.59 * c[1] + 0.11 * c[0] }

    private static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c)
        let n = c.min()!
        let x = c.max()!
        var out = c
        if n < 0 { out = out.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return out
    }

    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    private static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = c.indices.sorted { c[$0] < c[$1] }
        let (low, mid, high) = (order[0], order[1], order[2])
        var out = [0.0, 0.0, 0.0]
        if c[high] > c[low] {
            out[mid] = (c[mid] - c[low]) * s / (c[high] - c[low])
            out[high] = s
        }
        return out
    }
}
