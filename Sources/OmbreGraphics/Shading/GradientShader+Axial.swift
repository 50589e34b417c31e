internal import COmbreSIMD

extension GradientShader {
    /// Shades one row of an axial gradient with `colors`: the chunks whose t reaches past
    /// [l0, l1] go through the clamping colorizer, and `inner` writes the chunks lo..<hi in
    /// between, where t is known to stay inside.
    @inline(__always)
    private static func shadeAxialRow<C: Colorizer>(
        _ colors: C, t0: SIMD8<Float>, step dt: Float, l0: Float, l1: Float, count: Int,
        into out: UnsafeMutablePointer<UInt32>, inner: (_ lo: Int, _ hi: Int, _ raw: UnsafeMutableRawPointer) -> Void
    ) {
        let chunks = count / 8
        let (lo, hi) = unclampedChunks(first: t0[0], last: t0[7], step: dt, l0: l0, l1: l1, chunks: chunks)
        let raw = UnsafeMutableRawPointer(out)
        let inside = lo < hi
        colors.shadeChunks(0..<lo, t0: t0, dt: dt, into: raw, outward: inside ? .before : nil)
        if inside { inner(lo, hi, raw) }
        colors.shadeChunks(max(hi, lo)..<chunks, t0: t0, dt: dt, into: raw, outward: inside ? .after : nil)
        if chunks * 8 < count {
            let px = colors.pixels(t0 + Float(chunks) * dt)
            PixelCopy.store(px, first: count - chunks * 8, to: out + chunks * 8)
        }
    }

    /// Two stops along an axis: every channel is affine along the row. Chunks that stay
    /// between the stops keep each channel as a 16.16 fixed-point running value that one
    /// integer add moves to the next chunk (exact, so it never drifts).
    static func runAxialTwoStop(
        _ mapping: AxialMapping, _ colors: TwoStopColorizer, _ y: Int, _ x: Int, _ count: Int,
        _ out: UnsafeMutablePointer<UInt32>
    ) {
        var c = colors
        c.startRow(y: y, x: x)
        let (t0, dt) = mapping.row(y, x: x)
        shadeAxialRow(c, t0: t0, step: dt, l0: c.l0, l1: c.l1, count: count, into: out) { lo, hi, raw in
            let t = t0 + Float(lo) * dt
            let s = c.slope
            fixedPointRun(
                b: t * s[0] + c.rowB, g: t * s[1] + c.rowG, r: t * s[2] + c.rowR, a: t * s[3] + c.rowA,
                step: s * dt, opaque: c.isOpaque, chunks: hi - lo, into: raw + lo * 32)
        }
    }

    /// Writes `chunks` chunks whose channels start at b, g, r, a (levels, dither included,
    /// each within −0.5...255.5 all along) and change by `step` (b, g, r, a) per chunk.
    ///
    /// Each channel is a 16.16 fixed-point running value that one integer add moves on; the
    /// rounded step's error stays far below a level over any row.
    @inline(__always)
    static func fixedPointRun(
        b: SIMD8<Float>, g: SIMD8<Float>, r: SIMD8<Float>, a: SIMD8<Float>, step: SIMD4<Float>, opaque: Bool,
        chunks: Int, into start: UnsafeMutableRawPointer, wide: WideKernels.Level = WideKernels.best
    ) {
        // +0.5 turns the truncation of the fixed-point values into rounding.
        @inline(__always) func fixed(_ v: SIMD8<Float>) -> SIMD8<Int32> { ombre_trunc8((v + 0.5) * 65536) }
        @inline(__always) func fixedStep(_ d: Float) -> Int32 { Int32(saturating: d * 65536) }
        var b = fixed(b)
        var g = fixed(g)
        var r = fixed(r)
        let (db, dg, dr) = (fixedStep(step[0]), fixedStep(step[1]), fixedStep(step[2]))
        if wide >= .avx512, WideKernels.best >= wide {
            WideKernels.fixedRun(
                b: b, g: g, r: r, a: fixed(a), step: SIMD4(db, dg, dr, fixedStep(step[3])), opaque: opaque,
                chunks: chunks, into: start)
            return
        }
        var p = start
        if opaque {
            // A loop of its own: without the alpha channel every value stays in a register.
            for _ in 0..<chunks {
                let px = (b &>> 16) | ((g &>> 8) & 0xFF00) | (r & 0xFF_0000) | -0x0100_0000
                p.storeBytes(of: px, as: SIMD8<Int32>.self)
                p += 32
                b &+= db
                g &+= dg
                r &+= dr
            }
        } else {
            var a = fixed(a)
            let da = fixedStep(step[3])
            for _ in 0..<chunks {
                let px = (b &>> 16) | ((g &>> 8) & 0xFF00) | (r & 0xFF_0000) | ((a &<< 8) & -0x0100_0000)
                p.storeBytes(of: px, as: SIMD8<Int32>.self)
                p += 32
                b &+= db
                g &+= dg
                r &+= dr
                a &+= da
            }
        }
    }

    /// Many stops along an axis: the table index is affine along the row, so chunks whose t
    /// stays within the table's span step a 16.16 fixed-point index by one integer add.
    static func runAxialTable(
        _ mapping: AxialMapping, _ colors: TableColorizer, _ y: Int, _ x: Int, _ count: Int,
        _ out: UnsafeMutablePointer<UInt32>, wide: WideKernels.Level = WideKernels.best
    ) {
        var c = colors
        c.startRow(y: y, x: x)
        let (t0, dt) = mapping.row(y, x: x)
        shadeAxialRow(c, t0: t0, step: dt, l0: c.start, l1: c.end, count: count, into: out) { lo, hi, raw in
            let f = (t0 + Float(lo) * dt) * c.scale + c.shift
            // +0.5 turns truncation into rounding to the nearest entry.
            var index = ombre_trunc8((f + 0.5) * 65536)
            let step = Int32(saturating: c.scale * dt * 65536)
            if wide >= .avx512, WideKernels.best >= wide {
                WideKernels.axialTableRun(index: index, step: step, colors: c, chunks: hi - lo, into: raw + lo * 32)
                return
            }
            var p = raw + lo * 32
            for _ in lo..<hi {
                let px = c.pixels(index: index &>> 16)
                p.storeBytes(of: px, as: SIMD8<UInt32>.self)
                p += 32
                index &+= step
            }
        }
    }

    /// The chunks j in lo..<hi whose first and last t, `first + j·step` and `last + j·step`,
    /// both lie in [l0, l1]; none when any of them is not finite.
    static func unclampedChunks(
        first: Float, last: Float, step: Float, l0: Float, l1: Float, chunks: Int
    ) -> (Int, Int) {
        let small = Double(min(first, last))
        let large = Double(max(first, last))
        let d = Double(step)
        guard small.isFinite, large.isFinite, d.isFinite else { return (0, 0) }
        guard d != 0 else { return small >= Double(l0) && large <= Double(l1) ? (0, chunks) : (0, 0) }
        // small + j·d >= l0 and large + j·d <= l1 (for d > 0); the other way round for d < 0.
        let a = d > 0 ? (Double(l0) - small) / d : (Double(l1) - large) / d
        let b = d > 0 ? (Double(l1) - large) / d : (Double(l0) - small) / d
        // One chunk of margin on each side keeps rounding from ever skipping a needed clamp.
        let lo = max(0, min(chunks, Int(saturating: a.rounded(.up)) + 1))
        let hi = max(lo, min(chunks, Int(saturating: b.rounded(.down))))
        return (lo, hi)
    }
}
