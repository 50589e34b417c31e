extension Int32 {
    /// `v` rounded to nearest (halves away from zero) and clamped to Int32's range; NaN gives 0.
    ///
    /// A conversion that cannot trap, for fixed-point steps computed from whatever geometry
    /// reaches the renderer. Inlined and without `rounded()`, which is a libm call: a row
    /// of an 8-stop gradient makes a few of these per stop it crosses.
    @inline(__always)
    init(saturating v: Float) {
        guard !v.isNaN else {
            self = 0
            return
        }
        let c = Swift.min(Swift.max(v, -2_147_483_520), 2_147_483_520)
        self = Int32(c + (c < 0 ? -0.5 : 0.5))
    }
}
