/// The swept coverage of shapes that are drawn again unchanged, so that the frames that
/// repeat a shape (a progress view's star while only its wedge moves) replay its coverage
/// instead of sweeping its edges again.
///
/// A shape is its edges' id from `EdgeCache` (the same path under the same transform) and a
/// fill rule. It is recorded when it is drawn again over rows it was drawn on before, which
/// is a later frame: the strips of one frame cover other rows, and a shape that changes every
/// frame costs nothing extra. The recording spans the target's columns and every row the
/// shape was drawn on, and is trimmed to the clip box of each draw: a replayed pixel has
/// exactly the coverage a fresh sweep in that box gives it, because a pixel's coverage does
/// not depend on the box.
final class CoverageCache {
    /// What a draw does with a shape.
    enum Plan {
        /// Sweep its edges only.
        case sweep
        /// Sweep its edges in the recording's box while recording the rows.
        case record(CoverageRecording)
        /// Read the rows of an earlier sweep.
        case replay(CoverageRecording)
    }

    /// Shapes kept at once: a progress view records two (its fill and its stroke).
    static let capacity = 8
    /// Shapes remembered with the rows they were drawn on, so that a draw over those rows
    /// again knows to record.
    static let remembered = 16

    private var recordings: [CoverageRecording] = []
    private let spanLimit: Int
    private let valueLimit: Int
    /// Shapes drawn lately: the rows they were drawn on and when they were last planned.
    private var seen = [(shape: Int, minY: Int, maxY: Int, lastPlan: Int)](repeating: (0, 0, 0, 0), count: remembered)
    private var nextSeen = 0
    private var clock = 0
    /// Recordings begun so far.
    private(set) var recordingsBegun = 0

    /// A cache that refuses to keep a shape with more than `spanLimit` spans (3 MB of them by
    /// default) or `valueLimit` per-pixel coverage values: such a shape is swept every time.
    init(spanLimit: Int = 1 << 17, valueLimit: Int = 1 << 21) {
        self.spanLimit = spanLimit
        self.valueLimit = valueLimit
    }

    /// How many shapes can be replayed now.
    var recordedShapes: Int { recordings.count { $0.isComplete } }

    /// How to draw shape `id` with `rule` inside `box`, a part of `whole` (the target's pixels).
    func plan(shape id: Int, rule: FillRule, box: IntRect, whole: IntRect) -> Plan {
        clock += 1
        for r in recordings where r.shape == id && r.rule == rule {
            if r.isRefused { return .sweep }
            if r.covers(box) {
                r.gap = clock - r.lastUse
                r.lastUse = clock
                return .replay(r)
            }
        }
        guard let i = seen.firstIndex(where: { $0.shape == id }) else {
            seen[nextSeen] = (id, box.minY, box.maxY, clock)
            nextSeen = (nextSeen + 1) % Self.remembered
            return .sweep
        }
        let before = seen[i]
        seen[i] = (id, min(before.minY, box.minY), max(before.maxY, box.maxY), clock)
        // Rows not drawn on before: the next strip of the same frame, so nothing to replay yet.
        guard box.minY < before.maxY, box.maxY > before.minY, let r = freeRecording() else { return .sweep }
        recordingsBegun += 1
        r.begin(
            shape: id, rule: rule,
            box: IntRect(minX: whole.minX, minY: seen[i].minY, maxX: whole.maxX, maxY: seen[i].maxY))
        r.lastUse = clock
        // Expected back as soon as it came this time (the next strip or frame).
        r.gap = clock - before.lastPlan
        return .record(r)
    }

    /// A recording to overwrite: a new one while there is room, else the least recently used
    /// unless it is still in use, else nil. A recording is in use until it has gone unused for
    /// longer than it last waited between two uses (a frame, when it is drawn every frame):
    /// more shapes a frame than the cache holds then keep the first ones recorded and sweep
    /// the rest, rather than each dropping another's recording every frame.
    private func freeRecording() -> CoverageRecording? {
        if recordings.count < Self.capacity {
            recordings.append(CoverageRecording(spanLimit: spanLimit, valueLimit: valueLimit))
            return recordings[recordings.count - 1]
        }
        var oldest = recordings[0]
        for r in recordings where r.lastUse < oldest.lastUse { oldest = r }
        return clock - oldest.lastUse > oldest.gap ? oldest : nil
    }
}
