/// A straight edge in device space, in 24.8 fixed point and oriented top to bottom.
///
/// Both shapes that share an edge store it identically whichever way they traverse it, so
/// their coverage adds up exactly along it.
struct RasterEdge {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int
    /// +1 when the path runs down the edge, −1 when it runs up.
    var winding: Int
    /// Horizontal subpixels per vertical subpixel.
    var dxdy: Double
    /// The x where the edge crosses the top of the row being swept, carried from the row
    /// above so that it is computed once.
    var xAtRowTop: Int

    /// The x at subpixel row `y` (inside y0...y1), clamped to the edge's x range.
    @inline(__always)
    func x(at y: Int) -> Int {
        if y == y0 { return x0 }
        if y == y1 { return x1 }
        // Rounds half away from zero without a libm call: truncation goes toward zero.
        let v = Double(y - y0) * dxdy
        let x = x0 + Int(v + (v < 0 ? -0.5 : 0.5))
        return min(max(x, min(x0, x1)), max(x0, x1))
    }
}
