import Foundation

/// Premultiplied colors in 8.8 fixed point, (b, g, r, a) from low to high 16 bits, sampled
/// evenly from `start` to `end`.
///
/// The table has 1024 entries, or more (up to 16384) when a steep segment would otherwise
/// change by more than `spacing` (7/8 level) from one entry to the next: the nearest entry is
/// then within 7/16 level, a pixel rounded plainly within 15/16 of the formula. A table for
/// dithered pixels is made finer, to `ditheredSpacing`, where that takes at most
/// `ditheredCount` entries, and holds each entry encoded for the dither (see
/// `encodeForDither`): its integer part and a fraction that sets how many of the 64 dither
/// ranks round it up, chosen so that every rank stays within a level of the formula over all
/// the t that round to that entry. Entries no finer than that keep a chunk's eight pixels
/// within 32 neighbouring entries on more rows, which `WideKernels` read by permutes instead
/// of a gather.
///
/// Unchecked: the entries are written by `refill`, which runs only while nothing else holds
/// the table, and only read after that.
final class ColorTable: @unchecked Sendable {
    private(set) var count = 0
    private(set) var entries: UnsafeMutablePointer<UInt64>
    /// For a table made for pixels that are not dithered, each entry rounded to the nearest
    /// level and packed as a pixel (what the colorizer makes of it with no dither), which
    /// `WideKernels` read instead of the entries; nil for dithered pixels.
    private(set) var pixels: UnsafeMutablePointer<UInt32>?
    /// For a table made for dithered pixels, its entries split in two: the integer parts packed
    /// as a pixel and the fractions' bytes, which `WideKernels` read instead of the entries
    /// (the same bits); nil for pixels not dithered.
    private(set) var split: (whole: UnsafeMutablePointer<UInt32>, fraction: UnsafeMutablePointer<UInt32>)?
    private(set) var start: Float = 0
    private(set) var end: Float = 0
    /// How many entries the memory has room for.
    private var capacity = 0

    /// How many entries past the last one the memory holds, for `WideKernels` that read
    /// thirty-two at a time from any entry on.
    static let readPast = 31

    /// The most two neighbouring entries may differ by in any channel, in levels.
    static let spacing: Float = 7 / 8

    /// What neighbouring entries of a dithered table differ by at most where `ditheredCount`
    /// entries are enough: the entries whose span of colors could not hold both integers a
    /// dithered channel takes make up about this fraction of a level, and rows shade them
    /// undithered.
    static let ditheredSpacing: Float = 1 / 4

    /// The most entries a dithered table takes to reach `ditheredSpacing`: more would take
    /// a row's chunks out of reach of the permutes (more than four entries per pixel on a
    /// 1080p frame's diagonal).
    static let ditheredCount = 4096

    /// A table over the stops' span of t, or, with `warp`, over u in [-0.25, 0.75] holding the
    /// colors at t = warp(u); `steepness` bounds dt/du so that the entries stay fine enough for
    /// pixels `dithered` or not.
    init(
        _ mixer: ColorMixer, warp: (@Sendable (Float) -> Float)? = nil, steepness: Float = 1, dithered: Bool = true
    ) {
        entries = .allocate(capacity: 1 + Self.readPast)
        entries.initialize(repeating: 0, count: 1 + Self.readPast)
        pixelMemory = .allocate(capacity: 1 + Self.readPast)
        pixelMemory.initialize(repeating: 0, count: 1 + Self.readPast)
        fractionMemory = .allocate(capacity: 1 + Self.readPast)
        fractionMemory.initialize(repeating: 0, count: 1 + Self.readPast)
        refill(mixer, warp: warp, steepness: steepness, dithered: dithered)
    }

    deinit {
        entries.deallocate()
        pixelMemory.deallocate()
        fractionMemory.deallocate()
    }

    /// The memory of `pixels` (or of the integer parts of `split`), as large as the entries'.
    private var pixelMemory: UnsafeMutablePointer<UInt32>
    /// The memory of the fractions of `split`.
    private var fractionMemory: UnsafeMutablePointer<UInt32>

    /// Makes this the table for `mixer`, as `init` describes, in the same memory when there is room.
    ///
    /// Precondition: nothing else holds the table.
    func refill(
        _ mixer: ColorMixer, warp: (@Sendable (Float) -> Float)? = nil, steepness: Float = 1, dithered: Bool = true
    ) {
        let first = mixer.locations.first!
        let last = mixer.locations.last!
        if warp != nil {
            (start, end) = (-0.25, 0.75)
        } else {
            // All stops at one location make a step; center the table on it so both sides show.
            (start, end) = last - first > 1e-6 ? (first, last) : (first - 0.5, first + 0.5)
        }
        let span = warp == nil ? end - start : steepness
        count = Self.entryCount(mixer, span: span, spacing: Self.spacing)
        if dithered {
            count = max(
                count, min(Self.entryCount(mixer, span: span, spacing: Self.ditheredSpacing), Self.ditheredCount))
        }
        pixels = dithered ? nil : pixelMemory
        fill(mixer, warp: warp)
        // The slices can miss the steepest spot of a segment; the entries themselves cannot.
        let widest = Float(widestStep(mixer.locations, warp: warp)) / 256
        if widest > Self.spacing, count < Self.maximumCount {
            let needed = Float(count - 1) * widest / Self.spacing * 1.0625 + 1
            count = Self.count(needed: needed)
            pixels = dithered ? nil : pixelMemory
            fill(mixer, warp: warp)
        }
        split = nil
        if dithered {
            encodeForDither(mixer, warp: warp)
            for i in 0..<count {
                let lanes = unsafeBitCast(entries[i], to: SIMD4<UInt16>.self)
                let whole = SIMD4<UInt32>(truncatingIfNeeded: lanes &>> 8) &<< SIMD4(0, 8, 16, 24)
                let fraction = SIMD4<UInt32>(truncatingIfNeeded: lanes & 0xFF) &<< SIMD4(0, 8, 16, 24)
                pixelMemory[i] = whole.wrappedSum()
                fractionMemory[i] = fraction.wrappedSum()
            }
            split = (pixelMemory, fractionMemory)
        }
    }

    /// Writes `count` entries (the formula's colors, rounded to 8.8), growing the memory when
    /// it has no room for them.
    private func fill(_ mixer: ColorMixer, warp: (@Sendable (Float) -> Float)?) {
        if count > capacity {
            entries.deallocate()
            capacity = count
            // Room for the entries a wide kernel may read past the last (never used).
            entries = .allocate(capacity: count + Self.readPast)
            (entries + count).initialize(repeating: 0, count: Self.readPast)
            pixelMemory.deallocate()
            pixelMemory = .allocate(capacity: count + Self.readPast)
            (pixelMemory + count).initialize(repeating: 0, count: Self.readPast)
            fractionMemory.deallocate()
            fractionMemory = .allocate(capacity: count + Self.readPast)
            (fractionMemory + count).initialize(repeating: 0, count: Self.readPast)
            if pixels != nil { pixels = pixelMemory }
        }
        // Where two stops share the first location, the mix there is the second stop's color, but
        // every t below it pads with the first stop's: the first entry, which those t read, holds it.
        let locations = mixer.locations
        let padsFromFirst = warp == nil && locations.count > 1 && locations[1] <= locations[0] && start == locations[0]
        for i in 0..<count {
            let u = start + (end - start) * Float(i) / Float(count - 1)
            let c = mixer.premultipliedBGRA255(at: i == 0 && padsFromFirst ? start - 1 : warp?(u) ?? u)
            var packed: UInt64 = 0
            for ch in 0..<4 {
                let fixed = UInt64(min(max((c[ch] * 256).rounded(), 0), 65280))
                packed |= fixed << (16 * UInt64(ch))
            }
            entries[i] = packed
            if let pixels {
                // Rounded as ombre_round_pack8 rounds with a bias of half a level, 0x80.
                let lanes = (SIMD4<UInt64>(repeating: packed) &>> SIMD4(0, 16, 32, 48)) & 0xFFFF
                let bytes = (lanes &+ 0x80) &>> 8
                pixels[i] = UInt32(truncatingIfNeeded: bytes[0] | bytes[1] << 8 | bytes[2] << 16 | bytes[3] << 24)
            }
        }
    }

    /// The largest difference of two neighbouring entries in any channel, in 8.8 fixed point,
    /// leaving out neighbours on both sides of a stop (where two stops share a location the
    /// colors jump however fine the table).
    private func widestStep(_ locations: [Float], warp: (@Sendable (Float) -> Float)?) -> Int {
        var widest = 0
        var previousT = warp?(start) ?? start
        for i in 1..<count {
            let u = start + (end - start) * Float(i) / Float(count - 1)
            let t = warp?(u) ?? u
            defer { previousT = t }
            // The first entry of a table whose first stop is a step pads below it (see `fill`).
            if Self.hasStop(locations, above: min(previousT, t), upTo: max(previousT, t))
                || (i == 1 && warp == nil && previousT == locations[0])
            {
                continue
            }
            let a = unsafeBitCast(entries[i - 1], to: SIMD4<UInt16>.self)
            let b = unsafeBitCast(entries[i], to: SIMD4<UInt16>.self)
            let d = SIMD4<Int32>(truncatingIfNeeded: a) &- SIMD4<Int32>(truncatingIfNeeded: b)
            widest = max(widest, Int(max(abs(d[0]), abs(d[1]), abs(d[2]), abs(d[3]))))
        }
        return widest
    }

    /// True when one of `locations` (never decreasing) lies in (low, high].
    private static func hasStop(_ locations: [Float], above low: Float, upTo high: Float) -> Bool {
        let first = firstStop(locations, above: low)
        return first < locations.count && locations[first] <= high
    }

    /// The index of the first of `locations` (never decreasing) above `low`, or their count: a
    /// binary search, since a gradient may have a hundred thousand stops.
    static func firstStop(_ locations: [Float], above low: Float) -> Int {
        var (first, end) = (0, locations.count)
        while first < end {
            let middle = (first + end) / 2
            if locations[middle] > low { end = middle } else { first = middle + 1 }
        }
        return first
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

    /// The most entries a table has.
    static let maximumCount = 16384

    /// How many entries to make when `needed` would do: from 1024 to `maximumCount`, no more
    /// than needed, so that no row indexes more entries than it must.
    private static func count(needed: Float) -> Int {
        guard needed.isFinite, needed < Float(maximumCount) else { return maximumCount }
        return max(1024, Int(needed.rounded(.up)))
    }

    /// Enough entries that neighbours differ by at most `spacing` levels on the steepest
    /// segment, as far as its slices show.
    ///
    /// Each segment's steepness is measured over sixteen slices of it: straight mixing and the
    /// linear and Oklab spaces are not affine in t, so the ends alone can hide a swing.
    private static func entryCount(_ mixer: ColorMixer, span: Float, spacing: Float) -> Int {
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
        return count(needed: steepest / spacing + 1)
    }
}
