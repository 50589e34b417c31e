internal import COmbreSIMD

/// How a gradient kind maps device pixels to t; the only thing in which kinds differ.
///
/// A row is walked in chunks of eight pixels: the affine parts are set up once per row and
/// then advance by a constant step per chunk, so a chunk costs one add per affine value plus
/// the kind's own nonlinear step. A mapping holds only its affine forms, so that a shader's
/// program stays small enough to copy cheaply on every call; the walk's state lives in the
/// row walker it starts.
protocol GradientMapping: Sendable {
    associatedtype Walker: RowWalker
    /// A walker over device row `y` for chunks starting at column `x`.
    func startRow(_ y: Int, x: Int) -> Walker
}

/// The walk along one row of a gradient mapping.
protocol RowWalker {
    /// t at the centers of the next eight pixels of the row.
    mutating func next() -> SIMD8<Float>
}

/// An affine value along a row: its eight lanes now and the step to the next chunk.
struct RowRamp: RowWalker {
    var value = SIMD8<Float>()
    var step = SIMD8<Float>()

    init() {}

    /// Lanes x...x+7 of row `y` of `form`.
    init(_ form: AffineForm, y: Int, x: Int) {
        value = (laneIndex + Float(x)) * form.kx + form.rowStart(y)
        step = SIMD8(repeating: form.kx * 8)
    }

    @inline(__always)
    mutating func advance() -> SIMD8<Float> {
        // Not `defer`: the compiler outlines a defer block into a call in this hot loop.
        let current = value
        value += step
        return current
    }

    @inline(__always)
    mutating func next() -> SIMD8<Float> { advance() }
}

/// t = (u − s)·(e − s) / |e − s|², affine in device coordinates.
struct AxialMapping: GradientMapping {
    let form: AffineForm

    init(form: AffineForm) { self.form = form }

    func startRow(_ y: Int, x: Int) -> RowRamp { RowRamp(form, y: y, x: x) }

    /// t in the first chunk of row y from column x, and what each further chunk adds.
    func row(_ y: Int, x: Int) -> (t0: SIMD8<Float>, step: Float) { (RowRamp(form, y: y, x: x).value, form.kx * 8) }
}

/// t = sqrt(du² + dv²), with du and dv affine in device coordinates.
struct RadialMapping: GradientMapping {
    let u: AffineForm
    let v: AffineForm
    let vIsRowConstant: Bool

    init(u: AffineForm, v: AffineForm) {
        self.u = u
        self.v = v
        vIsRowConstant = v.kx == 0
    }

    /// The walk along a row: du and dv step per chunk.
    struct Walker: RowWalker {
        var du: RowRamp
        var dv: RowRamp

        @inline(__always)
        mutating func next() -> SIMD8<Float> {
            let a = du.advance()
            let b = dv.advance()
            return ombre_sqrt8(a * a + b * b)
        }
    }

    func startRow(_ y: Int, x: Int) -> Walker { Walker(du: RowRamp(u, y: y, x: x), dv: RowRamp(v, y: y, x: x)) }

    /// The same mapping for a gradient whose v does not change along a row, with that test
    /// taken out of the per-chunk path.
    var rowConstant: RowConstantRadialMapping { RowConstantRadialMapping(radial: self) }
}

/// A `RadialMapping` whose v is constant along each row (the gradient is not rotated): dv² is
/// added once per row instead of stepping and squaring dv per chunk.
struct RowConstantRadialMapping: GradientMapping {
    var radial: RadialMapping

    /// The walk along a row: du steps per chunk, dv² stays.
    struct Walker: RowWalker {
        var du: RowRamp
        let dv2: SIMD8<Float>

        @inline(__always)
        mutating func next() -> SIMD8<Float> {
            let a = du.advance()
            return ombre_sqrt8(a * a + dv2)
        }
    }

    func startRow(_ y: Int, x: Int) -> Walker {
        let dv = RowRamp(radial.v, y: y, x: x).value
        return Walker(du: RowRamp(radial.u, y: y, x: x), dv2: dv * dv)
    }
}

/// t = angle / 2π in [0, 1), the angle of (along, across) measured clockwise on screen from
/// the start → end direction; along and across are affine in device coordinates.
///
/// With `diamond` set it yields the diamond angle instead, a cheaper value that orders pixels
/// the same way; only a color table built for it (see `ColorTable.conicWarp`) may read it.
struct ConicMapping: GradientMapping {
    let along: AffineForm
    let across: AffineForm
    let diamond: Bool

    init(along: AffineForm, across: AffineForm, diamond: Bool = false) {
        self.along = along
        self.across = across
        self.diamond = diamond
    }

    /// The walk along a row: both forms step per chunk.
    struct Walker: RowWalker {
        var p: RowRamp
        var q: RowRamp
        let diamond: Bool

        @inline(__always)
        mutating func next() -> SIMD8<Float> {
            let x = p.advance()
            return diamond ? ombre_diamond8(q.advance(), x) : ombre_turns8(q.advance(), x)
        }
    }

    func startRow(_ y: Int, x: Int) -> Walker {
        Walker(p: RowRamp(along, y: y, x: x), q: RowRamp(across, y: y, x: x), diamond: diamond)
    }
}
