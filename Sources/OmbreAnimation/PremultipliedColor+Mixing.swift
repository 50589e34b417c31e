import OmbreGraphics

extension PremultipliedColor {
    /// Two colors mixed as a gradient mixes its stops, in `space`: straight (the device's way,
    /// so white → `clear` passes through translucent grey) or, when `premultiplied`,
    /// premultiplied by alpha.
    static func mixing(
        _ a: Color, _ b: Color, fraction f: Double, in space: Gradient.Interpolation, premultiplied: Bool
    ) -> PremultipliedColor {
        let from = PremultipliedColor(a, in: space)
        let to = PremultipliedColor(b, in: space)
        guard !premultiplied else { return from.interpolated(to: to, fraction: f) }
        // Straight components: those of the opaque color, which keep their value at alpha 0.
        func straight(_ c: Color) -> SIMD4<Double> {
            var opaque = c
            opaque.alpha = 1
            let s = PremultipliedColor(opaque, in: space).components
            return SIMD4(s[0], s[1], s[2], Double(c.alpha))
        }
        let m = (1 - f) * straight(a) + f * straight(b)
        return PremultipliedColor(components: SIMD4(m[0] * m[3], m[1] * m[3], m[2] * m[3], m[3]), space: space)
    }
}
