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
        ombre_turns8(y, x)
    }
}
