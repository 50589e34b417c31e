/// The coverage rows of one shape swept in one box, kept for replaying.
final class CoverageRecording {
    private let spanLimit: Int
    private let valueLimit: Int

    init(spanLimit: Int, valueLimit: Int) {
        self.spanLimit = spanLimit
        self.valueLimit = valueLimit
    }

    private(set) var shape = 0
    private(set) var rule = FillRule.nonZero
    /// The box it was swept in: its spans are exact for any box inside.
    private(set) var box = IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    /// True once a sweep has added every row within the limits; only then is it replayed.
    private(set) var isComplete = false
    /// When the cache last handed it out, and how many plans before that it had been.
    var lastUse = 0
    var gap = 0
    private let rows = ClipMask()

    /// True when the shape outgrew the limits: it is swept afresh every time instead.
    private(set) var isRefused = false

    /// Whether the recording is complete and holds every pixel of `inner`.
    func covers(_ inner: IntRect) -> Bool {
        isComplete && inner.minX >= box.minX && inner.maxX <= box.maxX && inner.minY >= box.minY
            && inner.maxY <= box.maxY
    }

    func begin(shape id: Int, rule: FillRule, box: IntRect) {
        shape = id
        self.rule = rule
        self.box = box
        isComplete = false
        isRefused = false
        gap = 0
        rows.begin()
    }

    /// Adds row `y`; once the recording grows past its limits it is refused, and adds nothing.
    func append(y: Int, spans: UnsafeBufferPointer<CoverageSpan>) {
        guard !isRefused else { return }
        rows.append(y: y, spans: spans)
        if rows.spanCount > spanLimit || rows.valueCount > valueLimit {
            isRefused = true
            rows.begin()
        }
    }

    /// Ends a sweep that added every row.
    func finish() {
        guard !isRefused else { return }
        rows.finish()
        isComplete = true
    }

    /// The rows that have spans.
    var bounds: IntRect { rows.bounds }

    /// The spans of row `y`, valid until the recording begins again.
    func row(_ y: Int) -> UnsafeBufferPointer<CoverageSpan> { rows.row(y) }
}
