internal import COmbreRaster

/// Turns paths into rows of coverage spans by exact area, the way classic font rasterizers
/// do: every edge leaves a signed cover (its height) and area in the cells it crosses, and a
/// sweep along each row adds them up.
///
/// Edges are deposited a band of rows at a time, edge by edge (`ombre_band_deposit`), and the
/// band's rows are then swept one by one. Memory is proportional to the width of the clip box
/// and to the band's height, never to the box's area; the buffers are kept between draws so
/// that a frame allocates nothing per pixel. Coordinates are 24.8 fixed point, so shared edges
/// cancel exactly and coverage is exact to 1/256 pixel.
final class ScanlineRasterizer {
    /// Subpixels per pixel, as a shift.
    static let shift = 8
    static let one = 1 << shift
    /// Doubled area of a whole pixel, the unit that cell sums come in.
    static let fullArea = 2 * one * one
    /// The most rows deposited at once: enough that each edge's loop runs long, few enough
    /// that the band's cells stay in the cache beside the strip's pixels (see `RenderWork`; 40
    /// rows of a 1080p frame are 0.6 MB). A strip taller than this is swept in bands of even
    /// height; 70-row bands, one per 512 KB strip, swept the cold progress view 4 % slower.
    static let bandRows = 40

    private(set) var clip = IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    @exclusivity(unchecked) private var edges: [RasterEdge] = []
    @exclusivity(unchecked) private var edgesBottom = 0
    private let band: OpaquePointer
    /// The sweep's state: the next row to sweep, the row after the deposited band, the row
    /// after the shape's last one, and the fill rule. Read and written for every row by
    /// `nextRow` alone, so their run-time exclusivity checks are left out (as for `edges`).
    @exclusivity(unchecked) private var sweepY = 0
    @exclusivity(unchecked) private var bandEnd = 0
    @exclusivity(unchecked) private var lastRow = 0
    @exclusivity(unchecked) private var evenOdd: Int32 = 0
    /// A clip mask whose columns bound each band's, or nil to sweep the clip box's columns;
    /// and the first column of the band deposited last.
    @exclusivity(unchecked) private var columnMask: ClipMask?
    @exclusivity(unchecked) private var bandMinX = 0
    /// Room for a row of spans derived from the swept ones (a clip intersection), as many as
    /// the clip box has pixels.
    private(set) var derivedSpans: UnsafeMutablePointer<CoverageSpan>
    /// Room for a row of spans cut to a smaller box (see `ShapeRows`), one per pixel.
    private(set) var trimmedSpans: UnsafeMutablePointer<CoverageSpan>
    private var capacity = 0

    /// A rasterizer that deposits and sweeps with instructions no wider than `level` (tests
    /// hold every level the CPU runs to the same spans).
    init(level: WideKernels.Level = WideKernels.best) {
        guard let band = ombre_band_create() else { preconditionFailure("out of memory for the rasterizer") }
        self.band = band
        ombre_band_use_level(band, Int32(level.rawValue + 1))
        derivedSpans = .allocate(capacity: 1)
        trimmedSpans = .allocate(capacity: 1)
        reserve(64)
    }

    deinit {
        ombre_band_destroy(band)
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
        edgesBottom = 0
        columnMask = nil
        bandMinX = clip.minX
        sweepY = clip.maxY
        lastRow = clip.maxY
        reserve(clip.width)
        guard ombre_band_reserve(band, clip.minX, clip.width, Self.bandRows) != 0 else {
            preconditionFailure("out of memory for a \(clip.width)-pixel row")
        }
    }

    /// Grows the span rows to hold `width` pixels, at least doubling them: a clip box that
    /// widens a little every frame (a growing wedge) then reallocates a few times in all.
    private func reserve(_ width: Int) {
        guard width + 2 > capacity else { return }
        let cells = max(width + 2, 2 * capacity)
        derivedSpans.deallocate()
        trimmedSpans.deallocate()
        capacity = cells
        derivedSpans = .allocate(capacity: cells)
        trimmedSpans = .allocate(capacity: cells)
    }

    /// Takes `shape`'s edges (see `EdgeCache`: ordered by starting row, none below the clip
    /// box) as the shape to sweep next.
    func use(_ shape: ShapeEdges) {
        edges = shape.edges
        edgesBottom = shape.bottom
    }

    /// Sweeps each band only in the columns where `mask` has spans in the band's rows, for
    /// rows that will be cut to `mask`: their coverage there is the same, edges right of those
    /// columns are left out and edges left of them deposit their cover alone. Until the next
    /// `reset(clip:)`.
    func narrow(to mask: ClipMask) {
        columnMask = mask
    }
}

extension ScanlineRasterizer {
    /// Starts a sweep that `nextRow()` carries on one row at a time, so that several shapes
    /// can be swept side by side and painted row by row while each row is in the cache.
    func beginSweep(rule: FillRule) {
        evenOdd = rule == .evenOdd ? 1 : 0
        guard let first = edges.first, !clip.isEmpty else {
            sweepY = clip.maxY
            lastRow = clip.maxY
            return
        }
        // Rows above the box are never swept; the sweep starts at its top.
        sweepY = max(clip.minY, first.y0 >> Self.shift)
        bandEnd = sweepY
        lastRow = min(clip.maxY, (edgesBottom + Self.one - 1) >> Self.shift)
    }

    /// The row of the sweep after the last one returned that has spans, or nil when the shape
    /// has no more; the last call lets go of the edges.
    ///
    /// Spans are sorted by x and do not overlap; runs of one coverage are never 0, while
    /// per-pixel spans may hold zeros, and full coverage too: the sweep takes cells 16 at a
    /// time, and the pixels of such a chunk between its touched cells come in one per-pixel
    /// span (see `ombre_band_emit`). The spans and their values are valid until the next call.
    func nextRow() -> (y: Int, spans: UnsafeBufferPointer<CoverageSpan>)? {
        while sweepY < lastRow {
            depositBandIfNeeded()
            let y = sweepY
            sweepY += 1
            var first: UnsafePointer<ombre_raster_span>?
            let count = ombre_band_emit(band, y, evenOdd, &first)
            if count > 0, let first {
                let spans = UnsafeRawPointer(first).assumingMemoryBound(to: CoverageSpan.self)
                return (y, UnsafeBufferPointer(start: spans, count: count))
            }
        }
        // Let go of the edges, so that their cache may reuse the memory.
        edges = []
        return nil
    }

    /// The row that `paintRow` sweeps next, or nil when the shape has no more rows (the edges
    /// are then let go of).
    func rowToPaint() -> Int? {
        guard sweepY < lastRow else {
            edges = []
            return nil
        }
        return sweepY
    }

    /// Sweeps the row `rowToPaint()` names and paints its coverage with `color` (a
    /// premultiplied pixel) at opacity `alpha` (0...255) into `row`, the target's pixels of
    /// that row from its first: the pixels that painting `nextRow()`'s spans with the color
    /// gives, without making the spans.
    func paintRow(into row: UnsafeMutablePointer<UInt32>, color: UInt32, alpha: UInt32) {
        guard sweepY < lastRow else { return }
        depositBandIfNeeded()
        ombre_band_paint(band, sweepY, evenOdd, row + bandMinX, color, alpha)
        sweepY += 1
    }

    /// Deposits the band that starts at the sweep's row when the sweep has reached it.
    @inline(__always)
    private func depositBandIfNeeded() {
        guard sweepY >= bandEnd else { return }
        // Bands of even height, so that no band is a sliver that walks every edge again.
        let rows = lastRow - sweepY
        let bands = (rows + Self.bandRows - 1) / Self.bandRows
        bandEnd = sweepY + (rows + bands - 1) / bands
        let (top, bottom) = (sweepY, bandEnd)
        if let mask = columnMask {
            // Within the capacity that `reset(clip:)` reserved, so it cannot fail.
            let columns = mask.columns(top: top, bottom: bottom)
            let minX = min(max(clip.minX, columns?.minX ?? clip.maxX), clip.maxX)
            let maxX = max(min(clip.maxX, columns?.maxX ?? clip.minX), minX)
            bandMinX = minX
            ombre_band_reserve(band, minX, maxX - minX, Self.bandRows)
        }
        edges.withUnsafeBufferPointer { sorted in
            sorted.withMemoryRebound(to: ombre_edge.self) {
                ombre_band_deposit(band, $0.baseAddress, $0.count, top, bottom)
            }
        }
    }
}
