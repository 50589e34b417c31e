import Foundation
import OmbreGraphics

/// A color premultiplied by its alpha in a gradient's interpolation space, where mixing is linear.
///
/// The conversions restate the sRGB transfer function and Oklab's published matrices, because
/// OmbreGraphics keeps its own copies internal; both follow the same definitions, so a mix
/// here equals the renderer's mix up to rounding.
struct PremultipliedColor: Hashable, Sendable {
    /// (c0, c1, c2) times alpha, then alpha; (r, g, b) for sRGB spaces, (L, a, b) for Oklab.
    var components: SIMD4<Double>
    let space: Gradient.Interpolation

    init(components: SIMD4<Double>, space: Gradient.Interpolation) {
        self.components = components
        self.space = space
    }

    init(_ color: Color, in space: Gradient.Interpolation) {
        let rgb = SIMD3(Double(color.red), Double(color.green), Double(color.blue))
        let encoded: SIMD3<Double>
        switch space {
        case .srgb: encoded = rgb
        case .linear: encoded = Self.linear(fromSRGB: rgb)
        case .oklab: encoded = Self.oklab(fromLinear: Self.linear(fromSRGB: rgb))
        }
        let alpha = Double(color.alpha)
        self.init(components: SIMD4(encoded * alpha, alpha), space: space)
    }

    /// The straight sRGB color; `clear` where fully transparent, clamped where out of gamut.
    var color: Color {
        let alpha = components[3]
        guard alpha > 0 else { return .clear }
        let straight = SIMD3(components[0], components[1], components[2]) / alpha
        let rgb: SIMD3<Double>
        switch space {
        case .srgb: rgb = straight
        case .linear: rgb = Self.srgb(fromLinear: straight)
        case .oklab: rgb = Self.srgb(fromLinear: Self.linear(fromOklab: straight))
        }
        return Color(red: Float(rgb.x), green: Float(rgb.y), blue: Float(rgb.z), alpha: Float(alpha))
    }

    /// The linear mix of both colors' components; both must share a space.
    func interpolated(to other: PremultipliedColor, fraction f: Double) -> PremultipliedColor {
        PremultipliedColor(components: (1 - f) * components + f * other.components, space: space)
    }

    private static func linear(fromSRGB c: SIMD3<Double>) -> SIMD3<Double> {
        func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return SIMD3(decode(c.x), decode(c.y), decode(c.z))
    }

    private static func srgb(fromLinear c: SIMD3<Double>) -> SIMD3<Double> {
        func encode(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        // pow of a negative number is NaN; out-of-gamut negatives clamp to 0 anyway.
        return SIMD3(encode(max(c.x, 0)), encode(max(c.y, 0)), encode(max(c.z, 0)))
    }

    private static func oklab(fromLinear c: SIMD3<Double>) -> SIMD3<Double> {
        let l = cbrt(0.4122214708 * c.x + 0.5363325363 * c.y + 0.0514459929 * c.z)
        let m = cbrt(0.2119034982 * c.x + 0.6806995451 * c.y + 0.1073969566 * c.z)
        let s = cbrt(0.0883024619 * c.x + 0.2817188376 * c.y + 0.6299787005 * c.z)
        return SIMD3(
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    private static func linear(fromOklab c: SIMD3<Double>) -> SIMD3<Double> {
        let l = c.x + 0.3963377774 * c.y + 0.2158037573 * c.z
        let m = c.x - 0.1055613458 * c.y - 0.0638541728 * c.z
        let s = c.x - 0.0894841775 * c.y - 1.2914855480 * c.z
        let l3 = l * l * l
        let m3 = m * m * m
        let s3 = s * s * s
        return SIMD3(
            4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
            -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
            -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3)
    }
}
