/// A straight edge in device space, in 24.8 fixed point and oriented top to bottom.
///
/// Both shapes that share an edge store it identically whichever way they traverse it, so
/// their coverage adds up exactly along it. The layout is `ombre_edge`'s (tested), which the
/// sweep reads.
struct RasterEdge {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int
    /// +1 when the path runs down the edge, −1 when it runs up.
    var winding: Int
    /// Vertical subpixels per horizontal subpixel (0 for a vertical edge): where the edge
    /// crosses a pixel's side, worked out once per edge rather than once per band.
    var dydx: Double
}
