import Foundation

/// Evaluates a gradient's color at any t exactly, in its interpolation space.
///
/// Stop colors are converted to the interpolation space and mixed linearly between the two
/// stops around t, straight (the device's way) or premultiplied by alpha (the gradient's
/// `premultiplied`), and padded (clamped) beyond the ends. The result is premultiplied
/// gamma-encoded sRGB in (b, g, r, a) order, scaled to 0...255.
struct ColorMixer: Sendable {
    /// Stop locations, never decreasing, each within ±`locationLimit`.
    private(set) var locations: [Float] = []
    /// Stop colors in the interpolation space, (c0, c1, c2, alpha); c0...c2 are multiplied by
    /// alpha when `premultiplied`.
    private(set) var values: [SIMD4<Float>] = []
    private(set) var interpolation = Gradient.Interpolation.srgb
    private(set) var premultiplied = false

    /// Locations farther out than this are moved in to it: they only decide colors where t is
    /// about as large, which no layer reaches, and keep every difference of them finite in Float.
    static let locationLimit: Double = 1e9

    /// The mixer for `gradient`, or nil when it has no colors.
    init?(_ gradient: Gradient) {
        guard refill(gradient) else { return nil }
    }

    /// An empty mixer, for `refill(_:)`.
    init() {}

    /// Makes this the mixer for `gradient` in the storage it already has, which a gradient
    /// redrawn every frame with the same number of stops reuses; false when it has no colors.
    @discardableResult
    mutating func refill(_ gradient: Gradient) -> Bool {
        interpolation = gradient.interpolation
        premultiplied = gradient.premultiplied
        locations.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        let limit = Self.locationLimit
        gradient.forEachStop { stop in
            locations.append(Float(min(max(stop.location, -limit), limit)))
            values.append(Self.encode(stop.color, gradient.interpolation, premultiplied: gradient.premultiplied))
        }
        return !locations.isEmpty
    }

    static func encode(_ color: Color, _ space: Gradient.Interpolation, premultiplied: Bool) -> SIMD4<Float> {
        // Color's stored properties are public: NaN or out-of-range values set after its
        // initializer are clamped here, as that initializer would have.
        let c = Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        let v: SIMD3<Float>
        switch space {
        case .genericRGB:
            let g = ColorSpaceMath.genericRGB(fromSRGB: SIMD3(Double(c.red), Double(c.green), Double(c.blue)))
            v = SIMD3<Float>(SIMD3(g.z, g.y, g.x))
        case .srgb: v = SIMD3(c.blue, c.green, c.red)
        case .linear: v = SIMD3(linearFromSRGB(c.blue), linearFromSRGB(c.green), linearFromSRGB(c.red))
        case .oklab:
            v = oklabFromLinear(SIMD3(linearFromSRGB(c.red), linearFromSRGB(c.green), linearFromSRGB(c.blue)))
        }
        return SIMD4(premultiplied ? v * c.alpha : v, c.alpha)
    }

    /// True when, between any two stops, the premultiplied sRGB color is affine in t: mixed in
    /// sRGB, premultiplied or between stops of equal alpha. Straight mixing of stops whose
    /// alphas differ multiplies two affine functions of t.
    var isAffineInT: Bool {
        interpolation == .srgb && (premultiplied || values.allSatisfy { $0[3] == values[0][3] })
    }

    /// The index i of the stops around t (locations[i] ≤ t < locations[i + 1]), or nil where
    /// t pads: `first` below the first stop (and for NaN), the last stop from it on.
    func segment(at t: Float) -> (i: Int, f: Float)? {
        let n = locations.count
        if n == 1 || !(t >= locations[0]) || t >= locations[n - 1] { return nil }
        // Binary search for the last stop at or before t, so that many stops cost log n.
        var (low, high) = (0, n - 1)
        while high - low > 1 {
            let mid = (low + high) / 2
            if locations[mid] <= t { low = mid } else { high = mid }
        }
        return (low, (t - locations[low]) / (locations[low + 1] - locations[low]))
    }

    /// The mixed value at t, in the interpolation space and the mixing representation.
    func mixed(at t: Float) -> SIMD4<Float> {
        guard let (i, f) = segment(at: t) else {
            return t >= locations[locations.count - 1] ? values[values.count - 1] : values[0]
        }
        return values[i] + (values[i + 1] - values[i]) * f
    }

    /// The color at t as premultiplied sRGB (b, g, r, a) in 0...255.
    func premultipliedBGRA255(at t: Float) -> SIMD4<Float> { finished(mixed(at: t)) }

    /// Stop i's own color as premultiplied sRGB (b, g, r, a) in 0...255, which is where the
    /// segment below it ends even when a later stop shares its location.
    func stopBGRA255(_ i: Int) -> SIMD4<Float> { finished(values[i]) }

    /// A mixed value turned into premultiplied sRGB (b, g, r, a) in 0...255.
    private func finished(_ m: SIMD4<Float>) -> SIMD4<Float> {
        let a = m[3] >= 0 ? min(m[3], 1) : 0
        var straight = SIMD3(m[0], m[1], m[2])
        if premultiplied {
            guard a > 0 else { return .zero }
            straight /= a
        }
        let bgr: SIMD3<Float>
        switch interpolation {
        case .genericRGB:
            let rgb = ColorSpaceMath.srgb(
                fromGenericRGB: SIMD3(Double(straight[2]), Double(straight[1]), Double(straight[0])))
            bgr = SIMD3<Float>(SIMD3(rgb.z, rgb.y, rgb.x))
        case .srgb:
            bgr = straight
        case .linear:
            bgr = SIMD3(srgbFromLinear(straight[0]), srgbFromLinear(straight[1]), srgbFromLinear(straight[2]))
        case .oklab:
            let rgb = linearFromOklab(straight)
            bgr = SIMD3(srgbFromLinear(rgb[2]), srgbFromLinear(rgb[1]), srgbFromLinear(rgb[0]))
        }
        let clamped = bgr.replacing(with: 0, where: .!(bgr .>= 0)).replacing(with: 1, where: bgr .> 1)
        return SIMD4(clamped * a, a) * 255
    }
}

/// The color-space conversions behind interpolation, shared by the renderer and animation.
package enum ColorSpaceMath {
    /// The sRGB transfer function's inverse: a gamma-encoded component to linear light.
    package static func linear(fromSRGB c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function: linear light to a gamma-encoded component (negatives give 0).
    package static func srgb(fromLinear c: Double) -> Double {
        c <= 0.0031308 ? max(c, 0) * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    /// An sRGB color (r, g, b) to Apple's Generic RGB as Core Animation mixes gradients in it:
    /// decoded to linear light, taken through XYZ (D50) by both spaces' colorants, clipped to
    /// [0, 1] and encoded with gamma 1.8.
    package static func genericRGB(fromSRGB c: SIMD3<Double>) -> SIMD3<Double> {
        let l = SIMD3(linear(fromSRGB: c.x), linear(fromSRGB: c.y), linear(fromSRGB: c.z))
        let g = ColorantMatrix.genericFromSRGB.applied(to: l)
        let clipped = g.replacing(with: 0, where: .!(g .>= 0)).replacing(with: 1, where: g .> 1)
        return SIMD3(pow(clipped.x, 1 / 1.8), pow(clipped.y, 1 / 1.8), pow(clipped.z, 1 / 1.8))
    }

    /// A Generic RGB color (gamma 1.8) back to gamma-encoded sRGB (r, g, b); components may
    /// leave [0, 1] where sRGB cannot show the color.
    package static func srgb(fromGenericRGB c: SIMD3<Double>) -> SIMD3<Double> {
        let g = SIMD3(pow(max(c.x, 0), 1.8), pow(max(c.y, 0), 1.8), pow(max(c.z, 0), 1.8))
        let l = ColorantMatrix.srgbFromGeneric.applied(to: g)
        return SIMD3(srgb(fromLinear: l.x), srgb(fromLinear: l.y), srgb(fromLinear: l.z))
    }

    /// Linear sRGB (r, g, b) to Oklab (L, a, b), with Björn Ottosson's published matrices.
    package static func oklab(fromLinear c: SIMD3<Double>) -> SIMD3<Double> {
        let l = cbrt(0.4122214708 * c.x + 0.5363325363 * c.y + 0.0514459929 * c.z)
        let m = cbrt(0.2119034982 * c.x + 0.6806995451 * c.y + 0.1073969566 * c.z)
        let s = cbrt(0.0883024619 * c.x + 0.2817188376 * c.y + 0.6299787005 * c.z)
        return SIMD3(
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// Oklab (L, a, b) to linear sRGB (r, g, b).
    package static func linear(fromOklab c: SIMD3<Double>) -> SIMD3<Double> {
        let l = c.x + 0.3963377774 * c.y + 0.2158037573 * c.z
        let m = c.x - 0.1055613458 * c.y - 0.0638541728 * c.z
        let s = c.x - 0.0894841775 * c.y - 1.2914855480 * c.z
        return SIMD3(
            4.0767416621 * l * l * l - 3.3077115913 * m * m * m + 0.2309699292 * s * s * s,
            -1.2684380046 * l * l * l + 2.6097574011 * m * m * m - 0.3413193965 * s * s * s,
            -0.0041960863 * l * l * l - 0.7034186147 * m * m * m + 1.7076147010 * s * s * s)
    }
}

private func linearFromSRGB(_ c: Float) -> Float { Float(ColorSpaceMath.linear(fromSRGB: Double(c))) }

private func srgbFromLinear(_ c: Float) -> Float { Float(ColorSpaceMath.srgb(fromLinear: Double(c))) }

private func oklabFromLinear(_ c: SIMD3<Float>) -> SIMD3<Float> {
    SIMD3<Float>(ColorSpaceMath.oklab(fromLinear: SIMD3<Double>(c)))
}

private func linearFromOklab(_ c: SIMD3<Float>) -> SIMD3<Float> {
    SIMD3<Float>(ColorSpaceMath.linear(fromOklab: SIMD3<Double>(c)))
}
