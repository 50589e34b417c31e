internal import COmbreSIMD

extension GradientShader {
    /// Fills the shader's plan from its program: the row set-up that `runRadialSegments` does
    /// in Swift before handing an opaque row of affine colors to `WideKernels`, kept once so
    /// that `ombre_radial_plan_row` does the rest per row; level 0 for every other program,
    /// and where the CPU has no AVX2.
    func preparePlan() {
        plan.pointee.level = 0
        let wide = WideKernels.best
        guard wide >= .avx2, case .shaded(.radialRowConstant(let m), .segments(let c)) = program, c.isOpaque,
            !c.quadratic
        else { return }
        let (u, v) = (m.radial.u, m.radial.v)
        plan.pointee = ombre_radial_plan(
            u_kx: u.kx, u_ky: u.ky, u_k0: u.k0, v_kx: v.kx, v_ky: v.ky, v_k0: v.k0, dither: c.pattern.table,
            locations: c.locations, origin: c.origin,
            base: UnsafeRawPointer(c.base).assumingMemoryBound(to: Float.self),
            slope: UnsafeRawPointer(c.slope).assumingMemoryBound(to: Float.self), stop_count: c.stopCount,
            low: c.low, high: c.high, level: Int32(wide.rawValue))
    }
}
