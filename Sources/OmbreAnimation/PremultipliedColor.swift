import Foundation
import OmbreGraphics

/// A color premultiplied by its alpha in a gradient's interpolation space, where mixing is linear.
///
/// The conversions are the renderer's own (`ColorSpaceMath`), so a mix here equals the
/// renderer's mix up to rounding.
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
        case .genericRGB: encoded = ColorSpaceMath.genericRGB(fromSRGB: rgb)
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
        case .genericRGB: rgb = ColorSpaceMath.srgb(fromGenericRGB: straight)
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
        SIMD3(
            ColorSpaceMath.linear(fromSRGB: c.x), ColorSpaceMath.linear(fromSRGB: c.y),
            ColorSpaceMath.linear(fromSRGB: c.z))
    }

    private static func srgb(fromLinear c: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            ColorSpaceMath.srgb(fromLinear: c.x), ColorSpaceMath.srgb(fromLinear: c.y),
            ColorSpaceMath.srgb(fromLinear: c.z))
    }

    private static func oklab(fromLinear c: SIMD3<Double>) -> SIMD3<Double> { ColorSpaceMath.oklab(fromLinear: c) }

    private static func linear(fromOklab c: SIMD3<Double>) -> SIMD3<Double> { ColorSpaceMath.linear(fromOklab: c) }
}
