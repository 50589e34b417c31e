internal import COmbreSIMD

/// How a gradient kind maps device pixels to t; the only thing in which kinds differ.
protocol GradientMapping: Sendable {
    /// Prepares the per-row constants of device row `y`.
    mutating func startRow(_ y: Int)
    /// t at the centers of device pixels x...x+7 of the current row.
    func t8(_ x: Int) -> SIMD8<Float>
}

/// t = (u − s)·(e − s) / |e − s|², affine in device coordinates.
struct AxialMapping: GradientMapping {
    let form: AffineForm
    var base: Float = 0

    init(form: AffineForm) { self.form = form }

    mutating func startRow(_ y: Int) { base = form.rowStart(y) }

    @inline(__always)
    func t8(_ x: Int) -> SIMD8<Float> {
        let lanes = laneIndex + Float(x)
        return lanes * form.kx + base
    }
}

/// t = sqrt(du² + dv²), with du and dv affine in device coordinates.
struct RadialMapping: GradientMapping {
    let u: AffineForm
    let v: AffineForm
    var uBase: Float = 0
    var vBase: Float = 0

    init(u: AffineForm, v: AffineForm) {
        self.u = u
        self.v = v
    }

    mutating func startRow(_ y: Int) {
        uBase = u.rowStart(y)
        vBase = v.rowStart(y)
    }

    @inline(__always)
    func t8(_ x: Int) -> SIMD8<Float> {
        let lanes = laneIndex + Float(x)
        let du = lanes * u.kx + uBase
        let dv = lanes * v.kx + vBase
        return ombre_sqrt8(du * du + dv * dv)
    }
}

/// t = angle / 2π in [0, 1), the angle of (along, across) measured clockwise on screen from
/// the start → end direction; along and across are affine in device coordinates.
struct ConicMapping: GradientMapping {
    let along: AffineForm
    let across: AffineForm
    var alongBase: Float = 0
    var acrossBase: Float = 0

    init(along: AffineForm, across: AffineForm) {
        self.along = along
        self.across = across
    }

    mutating func startRow(_ y: Int) {
        alongBase = along.rowStart(y)
        acrossBase = across.rowStart(y)
    }

    @inline(__always)
    func t8(_ x: Int) -> SIMD8<Float> {
        let lanes = laneIndex + Float(x)
        let p = lanes * along.kx + alongBase
        let q = lanes * across.kx + acrossBase
        return Self.turns(y: q, x: p)
    }

    /// atan2(y, x) / 2π wrapped into [0, 1), accurate to about 1e-6 turns.
    @inline(__always)
    static func turns(y: SIMD8<Float>, x: SIMD8<Float>) -> SIMD8<Float> {
        let ax = x.replacing(with: -x, where: x .< 0)
        let ay = y.replacing(with: -y, where: y .< 0)
        let swap = ay .> ax
        let mx = ax.replacing(with: ay, where: swap)
        let mn = ay.replacing(with: ax, where: swap)
        var a = mn / mx
        a.replace(with: 0, where: mx .== 0)
        let s = a * a
        // A minimax polynomial for atan on [0, 1] (max error about 1e-7 rad), in turns.
        var r = s * -0.01172120 + 0.05265332
        r = r * s - 0.11643287
        r = r * s + 0.19354346
        r = r * s - 0.33262347
        r = r * s + 0.99997726
        r = r * a * (1 / (2 * Float.pi))
        r.replace(with: 0.25 - r, where: swap)
        r.replace(with: 0.5 - r, where: x .< 0)
        r.replace(with: 1 - r, where: y .< 0)
        r.replace(with: r - 1, where: r .>= 1)
        return r
    }
}
