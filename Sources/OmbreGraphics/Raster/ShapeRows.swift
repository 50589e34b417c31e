/// The coverage rows of one shape inside a clip box, top to bottom: swept afresh, swept and
/// recorded on the way (see `CoverageCache`), or read from a recording.
///
/// Rows come as `ScanlineRasterizer.nextRow()` gives them and are valid until the next call.
struct ShapeRows {
    private let raster: ScanlineRasterizer
    private let plan: CoverageCache.Plan
    private let box: IntRect
    /// The next row to replay, and the row after the last.
    private var y: Int
    private var lastRow: Int

    /// Rows of `edges` with `rule` inside `box`, from where `plan` says; `raster` sweeps them
    /// or holds trimmed rows. Rows that will be cut to `mask` are swept afresh only in the
    /// columns where it has spans.
    init(
        _ edges: ShapeEdges, rule: FillRule, box: IntRect, plan: CoverageCache.Plan, raster: ScanlineRasterizer,
        mask: ClipMask? = nil
    ) {
        self.raster = raster
        self.plan = plan
        self.box = box
        y = 0
        lastRow = 0
        switch plan {
        case .sweep, .record:
            // A recording is swept in its whole box, so that it serves every strip and clip.
            var sweepBox = box
            if case .record(let recording) = plan { sweepBox = recording.box }
            // Only the columns the shape can cover: fewer cells to fill and sweep, which leaves
            // more of the cache to the rows painted.
            let columns = edges.columns
            let minX = min(max(sweepBox.minX, columns.minX), sweepBox.maxX)
            let maxX = max(min(sweepBox.maxX, columns.maxX), minX)
            sweepBox = IntRect(minX: minX, minY: sweepBox.minY, maxX: maxX, maxY: sweepBox.maxY)
            raster.reset(clip: sweepBox)
            raster.use(edges)
            // A recording serves other clips, so only rows swept for this one are narrowed.
            if case .sweep = plan, let mask { raster.narrow(to: mask) }
            raster.beginSweep(rule: rule)
        case .replay(let recording):
            // Sized for the box: trimmed rows hold at most one span per pixel of it.
            raster.reset(clip: box)
            y = max(box.minY, recording.bounds.minY)
            lastRow = min(box.maxY, recording.bounds.maxY)
        }
    }

    /// The next row that has spans inside the box, or nil after the last.
    mutating func next() -> (y: Int, spans: UnsafeBufferPointer<CoverageSpan>)? {
        switch plan {
        case .sweep:
            return raster.nextRow()
        case .record(let recording):
            while let row = raster.nextRow() {
                recording.append(y: row.y, spans: row.spans)
                guard row.y >= box.minY, row.y < box.maxY else { continue }
                let spans = trimmed(row.spans)
                if !spans.isEmpty { return (row.y, spans) }
            }
            recording.finish()
            return nil
        case .replay(let recording):
            while y < lastRow {
                let row = y
                y += 1
                let spans = trimmed(recording.row(row))
                if !spans.isEmpty { return (row, spans) }
            }
            return nil
        }
    }

    /// Whether the rows are swept afresh and go nowhere else, so that they may be painted as
    /// they are swept (`paintRow`) rather than read as spans.
    var sweepsAfresh: Bool {
        if case .sweep = plan { return true }
        return false
    }

    /// The row `paintRow` paints next, or nil after the last (swept afresh only).
    func rowToPaint() -> Int? { raster.rowToPaint() }

    /// Sweeps the row `rowToPaint()` names into `row` (the target's row, from its first pixel)
    /// with `color` at opacity `alpha` (see `ScanlineRasterizer.paintRow`).
    func paintRow(into row: UnsafeMutablePointer<UInt32>, color: UInt32, alpha: UInt32) {
        raster.paintRow(into: row, color: color, alpha: alpha)
    }

    /// The part of `spans` inside the box's columns: the same spans when they all lie inside,
    /// else a copy in the rasterizer's trim row with the end spans cut.
    private func trimmed(_ spans: UnsafeBufferPointer<CoverageSpan>) -> UnsafeBufferPointer<CoverageSpan> {
        let minX = Int32(truncatingIfNeeded: box.minX)
        let maxX = Int32(truncatingIfNeeded: box.maxX)
        var lo = 0
        var hi = spans.count
        while lo < hi && spans[lo].end <= minX { lo += 1 }
        while hi > lo && spans[hi - 1].x >= maxX { hi -= 1 }
        guard lo < hi else { return UnsafeBufferPointer(start: nil, count: 0) }
        if spans[lo].x >= minX && spans[hi - 1].end <= maxX {
            return UnsafeBufferPointer(rebasing: spans[lo..<hi])
        }
        let out = raster.trimmedSpans
        let n = hi - lo
        out.initialize(from: spans.baseAddress! + lo, count: n)
        CoverageSpan.cutEnds(out, count: n, to: minX, maxX)
        return UnsafeBufferPointer(start: out, count: n)
    }
}
