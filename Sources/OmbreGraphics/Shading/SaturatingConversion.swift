extension Int {
    /// `v` rounded toward zero and clamped to a range far inside Int's; NaN gives 0.
    ///
    /// A conversion that cannot trap, for values computed from whatever geometry reaches the
    /// renderer (a step of 1e-20 turns a division into 1e20).
    init(saturating v: Double) {
        let limit = 4.0e18
        self = v.isNaN ? 0 : Int(Swift.min(Swift.max(v, -limit), limit))
    }
}

extension Int32 {
    /// `v` rounded to nearest and clamped to Int32's range; NaN gives 0.
    init(saturating v: Float) {
        self = v.isNaN ? 0 : Int32(Swift.min(Swift.max(v.rounded(), -2_147_483_520), 2_147_483_520))
    }
}
