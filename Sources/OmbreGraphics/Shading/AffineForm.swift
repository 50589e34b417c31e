/// A value that is affine in device coordinates: kx·X + ky·Y + k0.
///
/// Evaluated at pixel centers, so a row needs one multiply-add per pixel.
struct AffineForm: Sendable {
    var kx: Float
    var ky: Float
    var k0: Float

    /// The form of `f(p) = p · (ax, ay) + c` applied after mapping device points through `t`.
    init(through t: AffineTransform, ax: Double, ay: Double, c: Double) {
        kx = Float(t.a * ax + t.b * ay)
        ky = Float(t.c * ax + t.d * ay)
        k0 = Float(t.tx * ax + t.ty * ay + c)
    }

    /// True when every coefficient is finite in Float; geometry that overflows it has no
    /// meaningful t and is treated as degenerate.
    var isFinite: Bool { kx.isFinite && ky.isFinite && k0.isFinite }

    /// The value at the center of pixel (0, y): the start of row y.
    @inline(__always)
    func rowStart(_ y: Int) -> Float {
        ky * (Float(y) + 0.5) + k0 + kx * 0.5
    }
}

/// Lane offsets 0...7 as floats.
let laneIndex = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
