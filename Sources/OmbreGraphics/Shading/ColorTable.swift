import Foundation

/// Premultiplied colors in 8.8 fixed point, (b, g, r, a) from low to high 16 bits, sampled
/// evenly from `start` to `end`.
///
/// The table has 1024 entries, or more (up to 16384) when a steep segment would otherwise
/// change by more than a quarter level from one entry to the next.
///
/// Unchecked: the entries are written by `refill`, which runs only while nothing else holds
/// the table, and only read after that.
final class ColorTable: @unchecked Sendable {
    private(set) var count = 0
    private(set) var entries: UnsafeMutablePointer<UInt64>
    private(set) var start: Float = 0
    private(set) var end: Float = 0
    /// How many entries the memory has room for.
    private var capacity = 0

    /// How many entries past the last one the memory holds, for `WideKernels` that read
    /// sixteen at a time from any entry on.
    static let readPast = 15

    /// A table over the stops' span of t, or, with `warp`, over u in [-0.25, 0.75] holding the
    /// colors at t = warp(u); `steepness` bounds dt/du so that the entries stay fine enough.
    init(_ mixer: ColorMixer, warp: (@Sendable (Float) -> Float)? = nil, steepness: Float = 1) {
        entries = .allocate(capacity: 1 + Self.readPast)
        entries.initialize(repeating: 0, count: 1 + Self.readPast)
        refill(mixer, warp: warp, steepness: steepness)
    }

    deinit { entries.deallocate() }

    /// Makes this the table for `mixer`, as `init` describes, in the same memory when there is room.
    ///
    /// Precondition: nothing else holds the table.
    func refill(_ mixer: ColorMixer, warp: (@Sendable (Float) -> Float)? = nil, steepness: Float = 1) {
        let first = mixer.locations.first!
        let last = mixer.locations.last!
        if warp != nil {
            (start, end) = (-0.25, 0.75)
        } else {
            // All stops at one location make a step; center the table on it so both sides show.
            (start, end) = last - first > 1e-6 ? (first, last) : (first - 0.5, first + 0.5)
        }
        let span = warp == nil ? end - start : steepness
        count = Self.entryCount(mixer, span: span)
        if count > capacity {
            entries.deallocate()
            capacity = count
            // Room for the entries a wide kernel may read past the last (never used).
            entries = .allocate(capacity: count + Self.readPast)
            (entries + count).initialize(repeating: 0, count: Self.readPast)
        }
        for i in 0..<count {
            let u = start + (end - start) * Float(i) / Float(count - 1)
            let c = mixer.premultipliedBGRA255(at: warp?(u) ?? u)
            var packed: UInt64 = 0
            for ch in 0..<4 {
                let fixed = UInt64(min(max((c[ch] * 256).rounded(), 0), 65280))
                packed |= fixed << (16 * UInt64(ch))
            }
            entries[i] = packed
        }
    }

    /// The turn (angle / 2π, in [0, 1)) whose quarter diamond angle is `u` (as
    /// `ombre_diamond8` computes it, in [-0.25, 0.75)); dt/du stays below 4/π.
    static let conicWarp: @Sendable (Float) -> Float = { u in
        var p = Double(u) * 4
        if p < 0 { p += 4 }
        let quadrant = min(p.rounded(.down), 3)
        let f = p - quadrant
        // Within a quadrant the diamond angle is y/(x + y) for a point (x, y) = (1 − f, f).
        let angle = atan2(f, 1 - f) + quadrant * Double.pi / 2
        return Float(angle / (2 * Double.pi))
    }

    /// The largest dt/du of `conicWarp`, at the quadrant boundaries.
    static let conicSteepness: Float = 4 / Float.pi

    /// Enough entries that neighbours differ by at most a quarter level on the steepest segment,
    /// so the nearest entry is within 1/8 level.
    ///
    /// Each segment's steepness is measured over sixteen slices of it: straight mixing and the
    /// linear and Oklab spaces are not affine in t, so the ends alone can hide a swing.
    private static func entryCount(_ mixer: ColorMixer, span: Float) -> Int {
        let slices = 16
        var steepest: Float = 0
        let l = mixer.locations
        for i in 0..<(l.count - 1) where l[i + 1] > l[i] {
            let width = (l[i + 1] - l[i]) / span
            var previous = mixer.premultipliedBGRA255(at: l[i])
            for k in 1...slices {
                let t = k == slices ? l[i + 1] : l[i] + (l[i + 1] - l[i]) * Float(k) / Float(slices)
                // The upper stop itself pads; approach it from inside the segment.
                let c = k == slices ? mixer.stopBGRA255(i + 1) : mixer.premultipliedBGRA255(at: t)
                let d = c - previous
                let swing = max(abs(d[0]), abs(d[1]), abs(d[2]), abs(d[3]))
                steepest = max(steepest, swing * Float(slices) / width)
                previous = c
            }
        }
        var count = 1024
        while count < 16384 && Float(count - 1) < 4 * steepest { count *= 2 }
        return count
    }
}
