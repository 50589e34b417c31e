/// The coverage of a clip path, kept as sorted spans per device row rather than a mask of the
/// whole canvas: it costs memory in proportion to the clip's outline, and intersecting it with
/// a fill costs time in proportion to the spans, not the pixels.
///
/// Immutable once built, so canvases may share it between saved states.
final class ClipMask: @unchecked Sendable {
    /// The smallest pixel rectangle outside which coverage is 0.
    let bounds: IntRect
    /// For each row of `bounds`, the index of its first span; one more entry ends the last.
    private let rowStarts: UnsafeMutablePointer<Int>
    private let spans: UnsafeMutablePointer<CoverageSpan>
    /// The per-pixel coverage that varying spans point into.
    private let values: UnsafeMutablePointer<UInt8>

    fileprivate init(builder b: Builder) {
        let minY = b.rows.first?.y ?? 0
        let maxY = (b.rows.last?.y ?? -1) + 1
        bounds =
            b.rows.isEmpty
            ? IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
            : IntRect(minX: b.minX, minY: minY, maxX: b.maxX, maxY: maxY)
        values = .allocate(capacity: max(b.values.count, 1))
        values.initialize(from: b.values, count: b.values.count)
        spans = .allocate(capacity: max(b.spans.count, 1))
        for (i, s) in b.spans.enumerated() {
            (spans + i).initialize(
                to: CoverageSpan(
                    x: s.x, count: s.count, alpha: s.alpha,
                    values: s.valueOffset < 0 ? nil : UnsafePointer(values + s.valueOffset)))
        }
        let height = maxY - minY
        rowStarts = .allocate(capacity: height + 1)
        var next = 0
        for y in minY..<maxY {
            while next < b.rows.count && b.rows[next].y < y { next += 1 }
            // A row without spans starts (and so ends) where the next row with spans starts.
            rowStarts[y - minY] = next < b.rows.count ? b.rows[next].start : b.spans.count
        }
        rowStarts[height] = b.spans.count
    }

    deinit {
        rowStarts.deallocate()
        spans.deallocate()
        values.deallocate()
    }

    /// The spans of device row `y`, empty outside `bounds`.
    func row(_ y: Int) -> UnsafeBufferPointer<CoverageSpan> {
        guard y >= bounds.minY, y < bounds.maxY else { return UnsafeBufferPointer(start: nil, count: 0) }
        let i = y - bounds.minY
        return UnsafeBufferPointer(start: spans + rowStarts[i], count: rowStarts[i + 1] - rowStarts[i])
    }

    /// Collects rows of spans, top to bottom, and copies them into a mask.
    struct Builder {
        fileprivate struct StoredSpan {
            var x: Int32
            var count: Int32
            var alpha: UInt8
            var valueOffset: Int
        }

        fileprivate var rows: [(y: Int, start: Int)] = []
        fileprivate var spans: [StoredSpan] = []
        fileprivate var values: [UInt8] = []
        fileprivate var minX = Int.max
        fileprivate var maxX = Int.min

        /// Adds the spans of row `y`; rows must come in increasing order. Empty rows are
        /// skipped.
        mutating func append(y: Int, spans row: UnsafeBufferPointer<CoverageSpan>) {
            guard let first = row.first, let last = row.last else { return }
            rows.append((y, spans.count))
            minX = min(minX, Int(first.x))
            maxX = max(maxX, Int(last.end))
            for s in row {
                var offset = -1
                if let v = s.values {
                    offset = values.count
                    values.append(contentsOf: UnsafeBufferPointer(start: v, count: Int(s.count)))
                }
                spans.append(StoredSpan(x: s.x, count: s.count, alpha: s.alpha, valueOffset: offset))
            }
        }

        func build() -> ClipMask { ClipMask(builder: self) }
    }
}
