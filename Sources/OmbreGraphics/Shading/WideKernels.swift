internal import COmbreSIMD

/// Row kernels for CPUs with wider vectors than the baseline build (x86-64's SSE2), chosen at
/// run time. Each gives exactly the pixels of the Swift loop it stands in for, which stays
/// the reference and runs everywhere else.
enum WideKernels {
    /// Which kernels to use: none (the Swift loops), the AVX2 ones (with FMA), or the AVX-512
    /// ones (F, BW, VL and DQ), which take two chunks at a time.
    enum Level: Int, Comparable, Sendable, CaseIterable {
        case none, avx2, avx512

        static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// The widest kernels the CPU runs.
    static let best: Level =
        ombre_cpu_has_avx2() == 0 ? .none : ombre_cpu_has_avx512() == 0 ? .avx2 : .avx512

    /// True when the CPU runs AVX2.
    static let available = best >= .avx2

    /// Sets `count` pixels from `out` on to `value`.
    ///
    /// Precondition: `level` is at most `best`.
    @inline(__always)
    static func fill(_ out: UnsafeMutablePointer<UInt32>, count: Int, with value: UInt32, level: Level = best) {
        if level >= .avx512 {
            ombre_fill_avx512(out, count, value)
        } else {
            out.update(repeating: value, count: count)
        }
    }

    /// Writes `chunks` copies of the eight pixels `pattern`, one chunk after another from `out`.
    static func fillChunks(
        _ out: UnsafeMutableRawPointer, chunks: Int, with pattern: SIMD8<UInt32>, level: Level = best
    ) {
        if level >= .avx512 {
            withUnsafeBytes(of: pattern) {
                ombre_fill_chunks_avx512(
                    out.assumingMemoryBound(to: UInt32.self), chunks,
                    $0.baseAddress!.assumingMemoryBound(to: UInt32.self))
            }
        } else {
            for j in 0..<chunks { out.storeBytes(of: pattern, toByteOffset: j * 32, as: SIMD8<UInt32>.self) }
        }
    }

    /// Writes `chunks` chunks of a radial row of two opaque stops whose first stop is at or
    /// below 0, as `GradientShader.runRadialPadded` does with an `OpaqueTwoStopRadiusColorizer`:
    /// du steps by `chunkStep` per chunk, t is capped at `upper` (the last stop) and each
    /// channel is t · slope plus its row constant (`b`, `g`, `r`, dither included).
    ///
    /// Precondition: `level` is `.avx2` or wider, and at most `best`.
    static func radialTwoStopOpaque(
        du: SIMD8<Float>, chunkStep: Float, dv2: SIMD8<Float>, upper: Float, slope: SIMD4<Float>,
        b: SIMD8<Float>, g: SIMD8<Float>, r: SIMD8<Float>, chunks: Int, into start: UnsafeMutableRawPointer,
        level: Level
    ) {
        var run = Self.run(du: du, chunkStep: chunkStep, dv2: dv2, origin: upper, slope: slope, b: b, g: g, r: r)
        let out = start.assumingMemoryBound(to: UInt32.self)
        if level >= .avx512 {
            ombre_radial_two_stop_opaque_avx512(&run, chunks, out)
        } else {
            ombre_radial_two_stop_opaque_avx2(&run, chunks, out)
        }
    }

    private static func run(
        du: SIMD8<Float>, chunkStep: Float, dv2: SIMD8<Float>, origin: Float, slope: SIMD4<Float>,
        b: SIMD8<Float>, g: SIMD8<Float>, r: SIMD8<Float>
    ) -> ombre_radial_run {
        var run = ombre_radial_run()
        withUnsafeMutableBytes(of: &run.du) { $0.storeBytes(of: du, as: SIMD8<Float>.self) }
        withUnsafeMutableBytes(of: &run.dv2) { $0.storeBytes(of: dv2, as: SIMD8<Float>.self) }
        withUnsafeMutableBytes(of: &run.b) { $0.storeBytes(of: b, as: SIMD8<Float>.self) }
        withUnsafeMutableBytes(of: &run.g) { $0.storeBytes(of: g, as: SIMD8<Float>.self) }
        withUnsafeMutableBytes(of: &run.r) { $0.storeBytes(of: r, as: SIMD8<Float>.self) }
        run.slope_b = slope[0]
        run.slope_g = slope[1]
        run.slope_r = slope[2]
        run.chunk_step = chunkStep
        run.origin = origin
        return run
    }

    /// Writes `count` pixels of a conic row read by diamond angle from `colors`' table, as
    /// `GradientShader`'s generic row loop does with a diamond `ConicMapping` walker and a
    /// `TableFromStartColorizer` started on the same row. The AVX-512 kernel reads entries
    /// past the table's last; its memory has room for them (see `ColorTable`).
    ///
    /// Precondition: `level` is `.avx2` or wider, and at most `best`.
    static func conicRow(
        along: RowRamp, across: RowRamp, colors: TableColorizer, count: Int, into out: UnsafeMutablePointer<UInt32>,
        level: Level
    ) {
        var row = ombre_conic_row()
        withUnsafeMutableBytes(of: &row.along) { $0.storeBytes(of: along.value, as: SIMD8<Float>.self) }
        withUnsafeMutableBytes(of: &row.across) { $0.storeBytes(of: across.value, as: SIMD8<Float>.self) }
        withUnsafeMutableBytes(of: &row.bias) { $0.storeBytes(of: colors.rowBias, as: SIMD32<UInt16>.self) }
        row.entries = colors.entries
        row.pixels = colors.pixels
        row.whole = colors.whole
        row.fraction = colors.fraction
        row.along_step = along.step[0]
        row.across_step = across.step[0]
        row.scale = colors.scale
        row.shift = colors.shift
        row.last = colors.last
        if level >= .avx512 {
            ombre_conic_row_avx512(&row, count, out)
        } else {
            ombre_conic_row_avx2(&row, count, out)
        }
    }

    /// Writes `chunks` chunks of a radial row read from `colors`' table, t = sqrt(du² + dv²)
    /// with du stepping by `chunkStep`, as `GradientShader.runRadialPadded` does with a
    /// `TableFromStartColorizer`. Reads entries past the table's last; its memory has room.
    ///
    /// Precondition: `best` is `.avx512`.
    static func radialTableRun(
        du: SIMD8<Float>, chunkStep: Float, dv2: SIMD8<Float>, colors: TableColorizer, chunks: Int,
        into start: UnsafeMutableRawPointer
    ) {
        var run = ombre_radial_table_run()
        withUnsafeMutableBytes(of: &run.du) { $0.storeBytes(of: du, as: SIMD8<Float>.self) }
        withUnsafeMutableBytes(of: &run.dv2) { $0.storeBytes(of: dv2, as: SIMD8<Float>.self) }
        withUnsafeMutableBytes(of: &run.bias) { $0.storeBytes(of: colors.rowBias, as: SIMD32<UInt16>.self) }
        run.entries = colors.entries
        run.pixels = colors.pixels
        run.whole = colors.whole
        run.fraction = colors.fraction
        run.chunk_step = chunkStep
        run.scale = colors.scale
        run.shift = colors.shift
        run.last = colors.last
        ombre_radial_table_run_avx512(&run, chunks, start.assumingMemoryBound(to: UInt32.self))
    }

    /// Writes `chunks` chunks of an axial row read from `colors`' table at 16.16 fixed-point
    /// entry positions `index`, stepped by `step` per chunk, as `GradientShader.runAxialTable`'s
    /// inner loop does. Reads entries past the table's last; its memory has room for them.
    ///
    /// Precondition: `best` is `.avx512`; every position stays within the table.
    static func axialTableRun(
        index: SIMD8<Int32>, step: Int32, colors: TableColorizer, chunks: Int, into start: UnsafeMutableRawPointer
    ) {
        var run = ombre_axial_table_run()
        withUnsafeMutableBytes(of: &run.index) { $0.storeBytes(of: index, as: SIMD8<Int32>.self) }
        withUnsafeMutableBytes(of: &run.bias) { $0.storeBytes(of: colors.rowBias, as: SIMD32<UInt16>.self) }
        run.entries = colors.entries
        run.pixels = colors.pixels
        run.whole = colors.whole
        run.fraction = colors.fraction
        run.step = step
        ombre_axial_table_run_avx512(&run, chunks, start.assumingMemoryBound(to: UInt32.self))
    }

    /// Writes `chunks` chunks of 16.16 fixed-point channels (`b`, `g`, `r`, `a`, each stepped by
    /// its lane of `step` per chunk) as `GradientShader.fixedPointRun` does.
    ///
    /// Precondition: `best` is `.avx512`.
    static func fixedRun(
        b: SIMD8<Int32>, g: SIMD8<Int32>, r: SIMD8<Int32>, a: SIMD8<Int32>, step: SIMD4<Int32>, opaque: Bool,
        chunks: Int, into start: UnsafeMutableRawPointer
    ) {
        var run = ombre_fixed_run()
        withUnsafeMutableBytes(of: &run.b) { $0.storeBytes(of: b, as: SIMD8<Int32>.self) }
        withUnsafeMutableBytes(of: &run.g) { $0.storeBytes(of: g, as: SIMD8<Int32>.self) }
        withUnsafeMutableBytes(of: &run.r) { $0.storeBytes(of: r, as: SIMD8<Int32>.self) }
        withUnsafeMutableBytes(of: &run.a) { $0.storeBytes(of: a, as: SIMD8<Int32>.self) }
        run.step_b = step[0]
        run.step_g = step[1]
        run.step_r = step[2]
        run.step_a = step[3]
        run.opaque = opaque ? 1 : 0
        ombre_fixed_run_avx512(&run, chunks, start.assumingMemoryBound(to: UInt32.self))
    }
}
