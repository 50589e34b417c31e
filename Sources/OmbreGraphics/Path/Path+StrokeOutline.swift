extension Path {
    /// The outline that stroking this path with `style` covers, to be filled with the nonzero
    /// rule; curves, round joins and round caps come out as straight lines within `tolerance`
    /// (in this path's units) of the true outline.
    ///
    /// Empty when the width or the tolerance is not positive and finite.
    package func strokeOutline(_ style: StrokeStyle, tolerance: Double) -> Path {
        Stroker.outline(of: self, style: style, tolerance: tolerance)
    }
}
