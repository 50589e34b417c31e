internal import COmbreSIMD

/// Row kernels for CPUs with wider vectors than the baseline build (x86-64's SSE2), chosen at
/// run time. Each gives exactly the pixels of the Swift loop it stands in for, which stays
/// the reference and runs everywhere else.
enum WideKernels {
    /// True when the CPU runs AVX2.
    static let available = ombre_cpu_has_avx2() != 0

    /// Writes `chunks` opaque chunks of a radial segment run from `start` on, as the opaque loop
    /// of `GradientShader.fillRadialRun` does: du steps by `chunkStep` per chunk, u = t − `origin`,
    /// and each channel is u · slope plus its base with the row's dither (`b`, `g`, `r`).
    ///
    /// Precondition: `available`.
    static func radialRunOpaque(
        du: SIMD8<Float>, chunkStep: Float, dv2: SIMD8<Float>, origin: Float, slope: SIMD4<Float>,
        b: SIMD8<Float>, g: SIMD8<Float>, r: SIMD8<Float>, chunks: Int, into start: UnsafeMutableRawPointer
    ) {
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
        ombre_radial_run_opaque_avx2(&run, chunks, start.assumingMemoryBound(to: UInt32.self))
    }
}
