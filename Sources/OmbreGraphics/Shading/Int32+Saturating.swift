extension Int32 {
    /// `v` rounded to nearest and clamped to Int32's range; NaN gives 0.
    ///
    /// A conversion that cannot trap, for fixed-point steps computed from whatever geometry
    /// reaches the renderer.
    init(saturating v: Float) {
        self = v.isNaN ? 0 : Int32(Swift.min(Swift.max(v.rounded(), -2_147_483_520), 2_147_483_520))
    }
}
