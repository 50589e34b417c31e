/// Turns paths into rows of coverage spans by exact area, the way classic font rasterizers
/// do: every edge leaves a signed cover (its height) and area in the cells it crosses, and a
/// sweep along each row adds them up.
///
/// Memory is proportional to the width of the clip box and to the number of edges, never to
/// its area; the buffers are kept between draws so that a frame allocates nothing per pixel.
/// Coordinates are 24.8 fixed point, so shared edges cancel exactly and coverage is exact to
/// 1/256 pixel.
final class ScanlineRasterizer {
    /// Subpixels per pixel, as a shift.
    static let shift = 8
    static let one = 1 << shift
    /// Doubled area of a whole pixel, the unit that cell sums come in.
    static let fullArea = 2 * one * one

    private(set) var clip = IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    private var edges: [RasterEdge] = []
    /// The sweep's state: edges that reach the current row, the next edge to join them, the
    /// next row and the fill rule.
    private var active: UnsafeMutablePointer<RasterEdge>
    private var activeCount = 0
    private var activeCapacity = 0
    private var nextEdge = 0
    private var sweepY = 0
    private var sweepRule = FillRule.nonZero
    /// Per cell of the current row: the sum of cover and of doubled area, indexed from clip.minX.
    private var cover: UnsafeMutablePointer<Int>
    private var area: UnsafeMutablePointer<Int>
    /// One bit per cell touched in the current row, so that the sweep visits them in order
    /// without sorting and without scanning untouched pixels.
    private var touched: UnsafeMutablePointer<UInt64>
    /// The per-pixel coverage that varying spans of the current row point into.
    private var alphas: UnsafeMutablePointer<UInt8>
    private var spans: UnsafeMutablePointer<CoverageSpan>
    /// Room for a row of spans derived from the swept ones (a clip intersection), as many as
    /// the clip box has pixels.
    private(set) var derivedSpans: UnsafeMutablePointer<CoverageSpan>
    /// Room for a row of spans cut to a smaller box (see `ShapeRows`), one per pixel.
    private(set) var trimmedSpans: UnsafeMutablePointer<CoverageSpan>
    private var capacity = 0

    init() {
        active = .allocate(capacity: 1)
        cover = .allocate(capacity: 1)
        area = .allocate(capacity: 1)
        touched = .allocate(capacity: 1)
        alphas = .allocate(capacity: 1)
        spans = .allocate(capacity: 1)
        derivedSpans = .allocate(capacity: 1)
        trimmedSpans = .allocate(capacity: 1)
        reserve(64)
    }

    deinit {
        active.deallocate()
        cover.deallocate()
        area.deallocate()
        touched.deallocate()
        alphas.deallocate()
        spans.deallocate()
        derivedSpans.deallocate()
        trimmedSpans.deallocate()
    }

    /// Forgets all edges and prepares to produce coverage inside `clip` only.
    ///
    /// `clip` is in device pixels, which are never negative (rounding relies on it); an
    /// empty clip produces nothing.
    func reset(clip: IntRect) {
        self.clip = clip
        edges = []
        reserve(clip.width)
    }

    /// Grows the row buffers to hold `width` pixels (plus one cell on the right edge), at
    /// least doubling them: a clip box that widens a little every frame (a growing wedge)
    /// then reallocates a few times in all, not every frame.
    private func reserve(_ width: Int) {
        guard width + 2 > capacity else { return }
        let cells = max(width + 2, 2 * capacity)
        cover.deallocate()
        area.deallocate()
        touched.deallocate()
        alphas.deallocate()
        spans.deallocate()
        derivedSpans.deallocate()
        trimmedSpans.deallocate()
        capacity = cells
        cover = .allocate(capacity: cells)
        cover.initialize(repeating: 0, count: cells)
        area = .allocate(capacity: cells)
        area.initialize(repeating: 0, count: cells)
        let words = cells / 64 + 1
        touched = .allocate(capacity: words)
        touched.initialize(repeating: 0, count: words)
        alphas = .allocate(capacity: cells)
        spans = .allocate(capacity: 2 * cells + 2)
        derivedSpans = .allocate(capacity: cells)
        trimmedSpans = .allocate(capacity: cells)
    }

    /// Takes `edges` (see `EdgeCache`: ordered by starting row, none below the clip box) as
    /// the shape to sweep next.
    func use(_ edges: [RasterEdge]) {
        self.edges = edges
        // Room for every edge to be active at once, so that the sweep never checks.
        if edges.count > activeCapacity {
            active.deallocate()
            activeCapacity = edges.count
            active = .allocate(capacity: activeCapacity)
        }
    }
}

extension ScanlineRasterizer {
    /// Starts a sweep that `nextRow()` carries on one row at a time, so that several shapes
    /// can be swept side by side and painted row by row while each row is in the cache.
    func beginSweep(rule: FillRule) {
        sweepRule = rule
        activeCount = 0
        nextEdge = 0
        guard !edges.isEmpty, !clip.isEmpty else {
            sweepY = clip.maxY
            return
        }
        sweepY = max(clip.minY, edges[0].y0 >> Self.shift)
        // Rows above the box are never swept; `nextRow` starts at its top.
    }

    /// The row of the sweep after the last one returned that has spans, or nil when the shape
    /// has no more; the last call consumes the edges.
    ///
    /// Spans are sorted by x and do not overlap; runs of one coverage are never 0, while
    /// per-pixel spans may hold zeros. The spans and their values are valid until the next call.
    func nextRow() -> (y: Int, spans: UnsafeBufferPointer<CoverageSpan>)? {
        // The sweep state lives in locals while a row is swept: every access to a class's
        // stored property is checked for exclusivity at run time, which cost more than the sweep.
        let clip = self.clip
        let edges = self.edges
        let active = self.active
        var activeCount = self.activeCount
        var next = nextEdge
        var y = sweepY
        let right = clip.maxX << Self.shift
        defer {
            self.activeCount = activeCount
            nextEdge = next
            sweepY = y
        }
        let row = edges.withUnsafeBufferPointer { sorted -> (y: Int, spans: UnsafeBufferPointer<CoverageSpan>)? in
            while y < clip.maxY {
                let rowTop = y << Self.shift
                let rowBottom = rowTop + Self.one
                y += 1
                while next < sorted.count && sorted[next].y0 < rowBottom {
                    var e = sorted[next]
                    next += 1
                    // Edges made for a larger box may end above this one or lie right of it.
                    guard e.y1 > rowTop, min(e.x0, e.x1) < right else { continue }
                    // An edge from above the box enters it where its true line crosses.
                    if e.y0 < rowTop { e.xAtRowTop = e.x(at: rowTop) }
                    (active + activeCount).initialize(to: e)
                    activeCount += 1
                }
                if activeCount == 0 {
                    guard next < sorted.count else { break }
                    y = sorted[next].y0 >> Self.shift
                    continue
                }
                var row = RasterRowCells(
                    cover: cover, area: area, touched: touched, alphas: alphas, spans: spans, minX: clip.minX,
                    width: clip.width)
                var kept = 0
                for i in 0..<activeCount {
                    var e = active[i]
                    let ya = max(e.y0, rowTop)
                    let yb = min(e.y1, rowBottom)
                    if ya < yb {
                        // Where the edge left the row above, it enters this one.
                        let xa = ya == e.y0 ? e.x0 : e.xAtRowTop
                        e.xAtRowTop = e.x(at: yb)
                        row.addPiece(xa: xa, ya: ya - rowTop, xb: e.xAtRowTop, yb: yb - rowTop, winding: e.winding)
                    }
                    if e.y1 > rowBottom {
                        active[kept] = e
                        kept += 1
                    }
                }
                activeCount = kept
                let count = row.emitSpans(rule: sweepRule)
                if count > 0 { return (rowTop >> Self.shift, UnsafeBufferPointer(start: spans, count: count)) }
            }
            y = clip.maxY
            activeCount = 0
            return nil
        }
        // Let go of the edges, so that their cache may reuse the memory.
        if row == nil { self.edges = [] }
        return row
    }
}
