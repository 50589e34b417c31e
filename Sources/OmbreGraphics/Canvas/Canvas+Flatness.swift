extension Canvas {
    /// The largest chord distance `setFlatness(_:)` accepts, in device pixels (PDF's limit).
    public static let largestFlatness = 100.0

    /// Cuts the curves of paths filled and clipped from now on (until the matching `restore()`)
    /// into chords within `tolerance` device pixels of them; strokes keep the default.
    ///
    /// At the default, `Path.flatteningTolerance` (0.05), the chords keep each curve's area
    /// (a circle's within 0.1 %). At any other tolerance curves are cut as Core Graphics cuts
    /// them: each into the fewest equal parameter steps, a power of two, whose chords stay
    /// within the tolerance by the curve's second-derivative bound, through points on the
    /// curve. A tolerance that is not positive
    /// and finite brings the default back; larger ones are capped at `largestFlatness`, smaller
    /// ones raised to a hundredth of a pixel.
    public func setFlatness(_ tolerance: Double) {
        guard tolerance > 0, tolerance.isFinite else {
            state.flatness = Path.flatteningTolerance
            return
        }
        state.flatness = min(max(tolerance, 0.01), Self.largestFlatness)
    }

    /// How far, in device pixels, the chords standing for curves may stray from them.
    public var flatness: Double { state.flatness }
}
