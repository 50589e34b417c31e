/// Premultiplied colors in 8.8 fixed point, (b, g, r, a) from low to high 16 bits, sampled
/// evenly from `start` to `end`.
///
/// The table has 1024 entries, or more (up to 16384) when a steep segment would otherwise
/// change by more than a quarter level from one entry to the next.
final class ColorTable: @unchecked Sendable {
    let count: Int
    let entries: UnsafeMutablePointer<UInt64>
    let start: Float
    let end: Float

    init(_ mixer: ColorMixer) {
        let first = mixer.locations.first!
        let last = mixer.locations.last!
        // All stops at one location make a step; center the table on it so both sides show.
        (start, end) = last - first > 1e-6 ? (first, last) : (first - 0.5, first + 0.5)
        count = Self.entryCount(mixer, span: end - start)
        entries = .allocate(capacity: count)
        for i in 0..<count {
            let t = start + (end - start) * Float(i) / Float(count - 1)
            let c = mixer.premultipliedBGRA255(at: t)
            var packed: UInt64 = 0
            for ch in 0..<4 {
                let fixed = UInt64(min(max((c[ch] * 256).rounded(), 0), 65280))
                packed |= fixed << (16 * UInt64(ch))
            }
            entries[i] = packed
        }
    }

    deinit { entries.deallocate() }

    /// Enough entries that neighbours differ by at most a quarter level on the steepest segment,
    /// so the nearest entry is within 1/8 level.
    private static func entryCount(_ mixer: ColorMixer, span: Float) -> Int {
        var steepest: Float = 0
        let l = mixer.locations
        for i in 0..<(l.count - 1) {
            let d = mixer.premultipliedBGRA255(at: l[i + 1]) - mixer.premultipliedBGRA255(at: l[i])
            let swing = max(abs(d[0]), abs(d[1]), abs(d[2]), abs(d[3]))
            let width = (l[i + 1] - l[i]) / span
            steepest = max(steepest, width > 0 ? swing / width : (swing > 0 ? .infinity : 0))
        }
        var count = 1024
        while count < 16384 && Float(count - 1) < 4 * steepest { count *= 2 }
        return count
    }
}
