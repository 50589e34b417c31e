internal import COmbreSIMD

/// Any stops mixed in sRGB, evaluated exactly from per-segment factors (see `SegmentTable`):
/// no table, so without dithering each channel is the formula rounded to nearest.
///
/// A chunk whose eight lanes share a segment (nearly all of them: t moves smoothly along a
/// row) broadcasts that segment's factors; a chunk that straddles a stop gathers them lane by
/// lane. The factors live in the `SegmentTable` that the owning `GradientShader` keeps alive.
struct SegmentColorizer: Colorizer {
    let factors: SegmentFactors
    /// t is clamped to [low, high] first: one past each end still pads, and NaN becomes low.
    let low: Float
    let high: Float
    let pattern: DitherPattern
    private(set) var dither = SIMD8<Float>()

    init(_ table: SegmentTable, dither: Bool) {
        factors = table.factors
        low = factors.locations[0] - 1
        high = factors.locations[factors.stopCount - 1] + 1
        pattern = DitherPattern(dither: dither)
    }

    mutating func startRow(y: Int, x: Int) { dither = pattern.offsets(y: y, x: x) }

    var stopCount: Int { factors.stopCount }
    var locations: UnsafeMutablePointer<Float> { factors.locations }
    var origin: UnsafeMutablePointer<Float> { factors.origin }
    var base: UnsafeMutablePointer<SIMD4<Float>> { factors.base }
    var slope: UnsafeMutablePointer<SIMD4<Float>> { factors.slope }
    var quadratic: Bool { factors.quadratic }
    var isOpaque: Bool { factors.isOpaque }

    /// t clamped to the span that matters, NaN lanes moved to its low end.
    @inline(__always)
    func sanitized(_ t: SIMD8<Float>) -> SIMD8<Float> { ombre_clamp8(t, low, high) }

    /// The segment of a t that is not NaN: how many locations are at or below it.
    @inline(__always)
    func segment(of t: Float) -> Int {
        if stopCount <= 16 {
            var k = 0
            while k < stopCount && locations[k] <= t { k += 1 }
            return k
        }
        var (lo, hi) = (0, stopCount)
        while lo < hi {
            let mid = (lo + hi) / 2
            if locations[mid] <= t { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Where segment k ends (exclusive) and begins.
    @inline(__always)
    func upper(_ k: Int) -> Float { k < stopCount ? locations[k] : .infinity }
    @inline(__always)
    func lower(_ k: Int) -> Float { k > 0 ? locations[k - 1] : -.infinity }

    /// The segment all of a sanitized chunk lies in, or nil when it straddles a stop.
    @inline(__always)
    func sharedSegment(_ t: SIMD8<Float>) -> Int? {
        let k = segment(of: ombre_hmin8(t))
        return ombre_hmax8(t) < upper(k) ? k : nil
    }

    @inline(__always)
    func pixels(_ raw: SIMD8<Float>) -> SIMD8<UInt32> {
        let t = sanitized(raw)
        guard let k = sharedSegment(t) else { return gatheredPixels(t) }
        return pixels(t, segment: k)
    }

    /// A sanitized chunk that lies in segment k.
    @inline(__always)
    func pixels(_ t: SIMD8<Float>, segment k: Int) -> SIMD8<UInt32> {
        let b = base[k]
        let s = slope[k]
        return shade(
            u: t - origin[k],
            base: (.init(repeating: b[0]), .init(repeating: b[1]), .init(repeating: b[2]), .init(repeating: b[3])),
            slope: (.init(repeating: s[0]), .init(repeating: s[1]), .init(repeating: s[2]), .init(repeating: s[3])))
    }

    /// A sanitized chunk that may straddle stops. One stop between two segments, the usual
    /// case along a row, shades the chunk in both and picks per lane; more go lane by lane.
    @inline(__always)
    func straddlingPixels(_ t: SIMD8<Float>) -> SIMD8<UInt32> {
        let k = segment(of: ombre_hmin8(t))
        let high = ombre_hmax8(t)
        guard high < upper(k) else {
            guard high < upper(k + 1) else { return gatheredPixels(t) }
            return ombre_select_at8(t, locations[k], pixels(t, segment: k), pixels(t, segment: k + 1))
        }
        return pixels(t, segment: k)
    }

    /// A sanitized chunk whose lanes lie in different segments: each lane on its own, through
    /// memory (inserting lanes into SIMD values one by one is slow in Swift).
    @inline(never)
    func gatheredPixels(_ t: SIMD8<Float>) -> SIMD8<UInt32> {
        var result = SIMD8<UInt32>()
        let d = dither
        withUnsafeBytes(of: t) { tb in
            withUnsafeBytes(of: d) { db in
                withUnsafeMutableBytes(of: &result) { rb in
                    for lane in 0..<8 {
                        let p = pixel(
                            tb.load(fromByteOffset: lane * 4, as: Float.self),
                            db.load(fromByteOffset: lane * 4, as: Float.self))
                        rb.storeBytes(of: p, toByteOffset: lane * 4, as: UInt32.self)
                    }
                }
            }
        }
        return result
    }

    /// One pixel at sanitized t with dither offset d, with the same arithmetic as `shade`.
    @inline(__always)
    func pixel(_ t: Float, _ d: Float) -> UInt32 {
        let k = segment(of: t)
        let u = t - origin[k]
        let c = base[k]
        let s = slope[k]
        var v: SIMD4<Float>
        if quadratic {
            let alpha = c[3] + u * s[3]
            v = (c + u * s) * alpha + d
            v[3] = alpha * 255 + d
        } else {
            v = c + u * s + d
        }
        let bits = unsafeBitCast(v + roundingMagic, to: SIMD4<UInt32>.self) &- roundingMagicBits
        return bits[0] | bits[1] << 8 | bits[2] << 16 | (isOpaque ? 0xFF00_0000 : bits[3] << 24)
    }

    typealias Channels = (SIMD8<Float>, SIMD8<Float>, SIMD8<Float>, SIMD8<Float>)

    /// The pixels for offsets u into their segments, factors given per lane as (b, g, r, a).
    @inline(__always)
    func shade(u: SIMD8<Float>, base c: Channels, slope s: Channels) -> SIMD8<UInt32> {
        let d = dither
        if quadratic {
            let alpha = c.3 + u * s.3
            return packRounded(
                b: (c.0 + u * s.0) * alpha + d, g: (c.1 + u * s.1) * alpha + d, r: (c.2 + u * s.2) * alpha + d,
                a: alpha * 255 + d)
        }
        if isOpaque {
            return packRoundedOpaque(b: c.0 + u * s.0 + d, g: c.1 + u * s.1 + d, r: c.2 + u * s.2 + d)
        }
        return packRounded(b: c.0 + u * s.0 + d, g: c.1 + u * s.1 + d, r: c.2 + u * s.2 + d, a: c.3 + u * s.3 + d)
    }
}
