/// Receives a path flattened into straight lines.
protocol PathSink {
    /// Starts a subpath at `p`.
    mutating func moveTo(_ p: Point)
    /// Continues the subpath to `p`; `smooth` is true for points inside a flattened curve,
    /// where the outline has no corner.
    mutating func lineTo(_ p: Point, smooth: Bool)
    /// Ends the subpath with a line back to its start.
    mutating func closeSubpath()
    /// Gives the true directions at the ends of the curve whose points come next (its
    /// control polygon's first and last legs), which its chords only approach.
    mutating func curveDirections(start: Point, end: Point)
}

extension PathSink {
    /// Ignores a curve's end directions: only strokes' open ends need them.
    mutating func curveDirections(start: Point, end: Point) {}
}
