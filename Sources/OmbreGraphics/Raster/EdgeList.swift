/// Collects the edges of a path in device subpixels (24.8 fixed point, see
/// `ScanlineRasterizer`), leaving out those that cannot reach a bounding box.
///
/// The memory is kept from one path to the next.
final class EdgeList {
    /// Appended to for every edge of a path, by `addLine` alone, so its run-time exclusivity
    /// checks are left out.
    @exclusivity(unchecked) private(set) var edges: [RasterEdge] = []
    private(set) var bounds = IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    /// The leftmost and rightmost subpixel column of the edges kept.
    private var leftmost = Int.max
    private var rightmost = Int.min
    /// Whether an edge was dropped for lying right of the box, so that coverage may run on to
    /// its right side.
    private var passesRight = false
    /// The ends of the vertical edges, each with the change of winding it makes going down,
    /// kept for `mergeVerticalEdges`.
    @exclusivity(unchecked) private var columnEnds: [(x: Int, y: Int, winding: Int)] = []

    /// Forgets the edges and keeps only those that reach `bounds` from now on.
    func reset(bounds: IntRect) {
        self.bounds = bounds
        edges.removeAll(keepingCapacity: true)
        leftmost = .max
        rightmost = .min
        passesRight = false
    }

    /// The columns of the box that the edges kept can cover: from the one left of the first
    /// edge, rounded down to a multiple of 16 (so that rows swept in chunks of 16 stay aligned
    /// with the box's), to the one after the last edge, or to the box's right side when
    /// coverage runs on to it.
    var columns: (minX: Int, maxX: Int) {
        guard !edges.isEmpty else { return (bounds.minX, bounds.minX) }
        let shift = ScanlineRasterizer.shift
        let minX = max(bounds.minX, (leftmost >> shift) & ~15)
        let maxX = passesRight ? bounds.maxX : min(bounds.maxX, (rightmost >> shift) + 1)
        return (minX, max(minX, maxX))
    }

    /// Adds the outline of `path`, mapped through `t`, with every subpath closed and curves
    /// cut into chords within `tolerance` device pixels of them (see `Path.flattenForFilling`).
    func add(_ path: Path, transform t: AffineTransform, tolerance: Double = Path.flatteningTolerance) {
        var sink = EdgeSink(list: self)
        path.flattenForFilling(applying: t, tolerance: tolerance, into: &sink)
        sink.closeSubpath()
    }

    /// Adds the edge from `a` to `b` (device pixels).
    ///
    /// Edges entirely above, below or right of the box are dropped; the others keep their true
    /// end points, and the sweep cuts them to its clip box row by row and cell by cell. So the
    /// coverage of a pixel never depends on the box it is drawn in: a frame drawn in strips,
    /// bands or damaged rectangles has the pixels of one drawn whole. Horizontal edges add no
    /// coverage, and non-finite points are ignored.
    func addLine(_ a: Point, _ b: Point) {
        guard a.isFinite, b.isFinite else { return }
        let fy0 = Self.fixed(a.y)
        let fy1 = Self.fixed(b.y)
        guard fy0 != fy1 else { return }
        let fx0 = Self.fixed(a.x)
        let fx1 = Self.fixed(b.x)
        let shift = ScanlineRasterizer.shift
        let (top, bottom) = (min(fy0, fy1), max(fy0, fy1))
        guard bottom > bounds.minY << shift, top < bounds.maxY << shift else { return }
        guard min(fx0, fx1) < bounds.maxX << shift else {
            passesRight = true
            return
        }
        leftmost = min(leftmost, fx0, fx1)
        rightmost = max(rightmost, fx0, fx1)
        let down = fy0 < fy1
        let (x0, y0, x1, y1) = down ? (fx0, fy0, fx1, fy1) : (fx1, fy1, fx0, fy0)
        edges.append(
            RasterEdge(
                x0: x0, y0: y0, x1: x1, y1: y1, winding: down ? 1 : -1,
                dydx: x1 == x0 ? 0 : Double(y1 - y0) / Double(x1 - x0)))
    }

    /// Sums the vertical edges that share a column: where edges of opposite windings overlap
    /// (polygons cut along one vertical line, as a wedge cuts a star and both sides of its
    /// stroke at 12 and 6 o'clock), nothing is left to deposit, and the rest become one edge
    /// per stretch of one winding. A vertical edge deposits in proportion to its height and
    /// winding alone, so the cells, and every pixel, stay the same.
    func mergeVerticalEdges() {
        var count = 0
        for e in edges where e.x0 == e.x1 { count += 1 }
        guard count > 1 else { return }
        columnEnds.removeAll(keepingCapacity: true)
        var kept = 0
        for i in edges.indices {
            let e = edges[i]
            if e.x0 == e.x1 {
                columnEnds.append((e.x0, e.y0, e.winding))
                columnEnds.append((e.x0, e.y1, -e.winding))
            } else {
                edges[kept] = e
                kept += 1
            }
        }
        edges.removeLast(edges.count - kept)
        columnEnds.sort { ($0.x, $0.y) < ($1.x, $1.y) }
        var i = 0
        while i < columnEnds.count {
            let x = columnEnds[i].x
            var winding = 0
            var from = 0
            while i < columnEnds.count && columnEnds[i].x == x {
                let y = columnEnds[i].y
                var change = 0
                while i < columnEnds.count && columnEnds[i].x == x && columnEnds[i].y == y {
                    change += columnEnds[i].winding
                    i += 1
                }
                guard change != 0 else { continue }
                if winding != 0 {
                    edges.append(RasterEdge(x0: x, y0: from, x1: x, y1: y, winding: winding, dydx: 0))
                }
                winding += change
                from = y
            }
        }
    }

    /// `v` pixels in subpixels, rounded half away from zero.
    ///
    /// Far-out coordinates are pulled in so that differences cannot overflow; that moves
    /// nothing visible by more than a rounding error. Truncating v ± 0.5 rounds without the
    /// libm call that `rounded()` makes.
    @inline(__always)
    private static func fixed(_ v: Double) -> Int {
        let limit = 1e12
        let s = min(max(v, -limit), limit) * Double(ScanlineRasterizer.one)
        return Int(s + (s < 0 ? -0.5 : 0.5))
    }
}
