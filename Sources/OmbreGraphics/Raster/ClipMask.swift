/// The coverage of a clip path (or of a shape kept by `CoverageCache`), kept as sorted spans
/// per device row rather than a mask of the whole canvas: it costs memory in proportion to the
/// outline, and intersecting it with a fill costs time in proportion to the spans, not the pixels.
///
/// Built row by row between `begin()` and `finish()`, then read only; a canvas keeps its masks
/// and rebuilds one once no state refers to it any more, so clipping frame after frame
/// allocates nothing.
final class ClipMask: @unchecked Sendable {
    // Read for every row a clipped shape paints, never while being changed (a mask is built
    // between `begin()` and `finish()`, then only read): the run-time exclusivity checks of
    // these two were 2–3 % of a clipped progress view's frame, so they are left out.

    /// The smallest pixel rectangle outside which coverage is 0.
    @exclusivity(unchecked) private(set) var bounds = IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    /// Everything a row adds, in one value so that adding a row is one access to the class's
    /// storage rather than one per span.
    @exclusivity(unchecked) private var rows = ClipRows()

    /// Forgets the previous coverage.
    func begin() { rows.removeAll() }

    /// Adds the spans of row `y`; rows must come in increasing order. Empty rows are skipped.
    func append(y: Int, spans row: UnsafeBufferPointer<CoverageSpan>) { rows.append(y: y, spans: row) }

    /// Ends the rows and makes the spans point at their coverage.
    func finish() { bounds = rows.finish() }

    /// Spans and per-pixel values added since `begin()`.
    var spanCount: Int { rows.spanCount }
    var valueCount: Int { rows.valueCount }

    /// The spans of device row `y`, empty outside `bounds`.
    func row(_ y: Int) -> UnsafeBufferPointer<CoverageSpan> {
        guard y >= bounds.minY, y < bounds.maxY else { return UnsafeBufferPointer(start: nil, count: 0) }
        return rows.row(y - bounds.minY)
    }

    /// The columns `minX..<maxX` outside which device rows `top..<bottom` have no spans, or
    /// nil when none of them has any.
    func columns(top: Int, bottom: Int) -> (minX: Int, maxX: Int)? {
        let first = max(top, bounds.minY)
        let last = min(bottom, bounds.maxY)
        guard first < last else { return nil }
        return rows.columns(from: first - bounds.minY, to: last - bounds.minY)
    }
}

/// The rows of a `ClipMask`: spans per row, with their per-pixel coverage copied in.
struct ClipRows: ~Copyable {
    /// For each row from `firstRow`, the index of its first span; one more entry ends the last.
    private var rowStarts = GrowingBuffer<Int>()
    private var spans = GrowingBuffer<CoverageSpan>()
    /// Where each span's per-pixel coverage starts in `values`, or −1; pointers are only
    /// made once `values` has stopped growing.
    private var valueOffsets = GrowingBuffer<Int>()
    private var values = GrowingBuffer<UInt8>()
    private var minX = Int.max
    private var maxX = Int.min
    private var firstRow = 0
    private var nextRow = 0

    var spanCount: Int { spans.count }
    var valueCount: Int { values.count }

    mutating func removeAll() {
        rowStarts.count = 0
        spans.count = 0
        valueOffsets.count = 0
        values.count = 0
        minX = .max
        maxX = .min
        firstRow = 0
        nextRow = 0
    }

    mutating func append(y: Int, spans row: UnsafeBufferPointer<CoverageSpan>) {
        guard let first = row.first, let last = row.last else { return }
        if rowStarts.count == 0 {
            firstRow = y
            nextRow = y
        }
        // Rows without spans start (and so end) where the next row with spans starts.
        while nextRow <= y {
            rowStarts.append(spans.count)
            nextRow += 1
        }
        minX = min(minX, Int(first.x))
        maxX = max(maxX, Int(last.end))
        for s in row {
            var offset = -1
            if let v = s.values {
                offset = values.count
                values.append(contentsOf: UnsafeBufferPointer(start: v, count: Int(s.count)))
            }
            spans.append(CoverageSpan(x: s.x, count: s.count, alpha: s.alpha, values: nil))
            valueOffsets.append(offset)
        }
    }

    /// Ends the rows, makes the spans point at their coverage and returns the bounds.
    mutating func finish() -> IntRect {
        guard rowStarts.count > 0 else { return IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0) }
        rowStarts.append(spans.count)
        for i in 0..<spans.count where valueOffsets[i] >= 0 {
            spans[i].values = UnsafePointer(values.base + valueOffsets[i])
        }
        return IntRect(minX: minX, minY: firstRow, maxX: maxX, maxY: nextRow)
    }

    /// The spans of row `i` counted from the first.
    func row(_ i: Int) -> UnsafeBufferPointer<CoverageSpan> {
        UnsafeBufferPointer(start: spans.base + rowStarts[i], count: rowStarts[i + 1] - rowStarts[i])
    }

    /// The columns that the spans of rows `from..<to` (counted from the first) lie in, or nil
    /// when they have none: each row's spans are sorted, so its first and last bound it.
    func columns(from: Int, to: Int) -> (minX: Int, maxX: Int)? {
        var lo = Int.max
        var hi = Int.min
        for i in from..<to where rowStarts[i + 1] > rowStarts[i] {
            lo = min(lo, Int(spans[rowStarts[i]].x))
            hi = max(hi, Int(spans[rowStarts[i + 1] - 1].end))
        }
        return lo < hi ? (lo, hi) : nil
    }
}

/// Memory for a growing run of plain values that keeps its capacity when emptied.
struct GrowingBuffer<Element>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private var capacity = 16
    var count = 0

    init() { base = .allocate(capacity: 16) }

    deinit { base.deallocate() }

    subscript(i: Int) -> Element {
        get { base[i] }
        set { base[i] = newValue }
    }

    mutating func append(_ value: Element) {
        reserve(count + 1)
        (base + count).initialize(to: value)
        count += 1
    }

    mutating func append(contentsOf values: UnsafeBufferPointer<Element>) {
        guard let source = values.baseAddress else { return }
        reserve(count + values.count)
        (base + count).initialize(from: source, count: values.count)
        count += values.count
    }

    private mutating func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let grown = max(needed, 2 * capacity)
        let memory = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        memory.moveInitialize(from: base, count: count)
        base.deallocate()
        base = memory
        capacity = grown
    }
}
