extension CoverageSpan {
    /// Writes the spans where both `a` and `b` cover, with their coverages multiplied, to `out`
    /// and returns how many; both inputs must be sorted and non-overlapping.
    ///
    /// Per-pixel products go to `values`, indexed by device column; where one side covers
    /// fully the other side's values are passed through without copying. `out` needs room
    /// for one span per pixel of the overlap. Spans of `a` inside a full run of `b` come out
    /// as they are, cut to the run.
    static func intersect(
        _ a: UnsafeBufferPointer<CoverageSpan>, _ b: UnsafeBufferPointer<CoverageSpan>,
        into out: UnsafeMutablePointer<CoverageSpan>, values: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var i = 0
        var j = 0
        var n = 0
        while i < a.count && j < b.count {
            let sb = b[j]
            if sb.values == nil && sb.alpha == 255 {
                // A clip row is mostly full runs: the spans inside one are copied as they are,
                // in one block, and the end ones cut.
                n += copy(a, from: &i, cutTo: sb.x, sb.end, into: out + n)
                j += 1
                continue
            }
            let sa = a[i]
            let lo = max(sa.x, sb.x)
            let hi = min(sa.end, sb.end)
            if lo < hi {
                let count = hi - lo
                switch (sa.values, sb.values) {
                case (nil, nil):
                    let alpha = UInt8(Blend.multiply(UInt32(sa.alpha), UInt32(sb.alpha)))
                    if alpha > 0 {
                        out[n] = CoverageSpan(x: lo, count: count, alpha: alpha, values: nil)
                        n += 1
                    }
                case (let va?, nil) where sb.alpha == 255:
                    out[n] = CoverageSpan(x: lo, count: count, alpha: 0, values: va + Int(lo - sa.x))
                    n += 1
                case (nil, let vb?) where sa.alpha == 255:
                    out[n] = CoverageSpan(x: lo, count: count, alpha: 0, values: vb + Int(lo - sb.x))
                    n += 1
                default:
                    let dst = values + Int(lo)
                    for k in 0..<Int(count) {
                        let ca = sa.values.map { $0[Int(lo - sa.x) + k] } ?? sa.alpha
                        let cb = sb.values.map { $0[Int(lo - sb.x) + k] } ?? sb.alpha
                        dst[k] = UInt8(Blend.multiply(UInt32(ca), UInt32(cb)))
                    }
                    out[n] = CoverageSpan(x: lo, count: count, alpha: 0, values: UnsafePointer(dst))
                    n += 1
                }
            }
            if sa.end <= sb.end { i += 1 } else { j += 1 }
        }
        return n
    }

    /// Copies the spans of `spans` from index `i` on that reach into columns `lo..<hi` to
    /// `out`, the end ones cut to those columns, and returns how many; `i` moves on past the
    /// spans that end by `hi`. `spans` must be sorted and non-overlapping.
    static func copy(
        _ spans: UnsafeBufferPointer<CoverageSpan>, from i: inout Int, cutTo lo: Int32, _ hi: Int32,
        into out: UnsafeMutablePointer<CoverageSpan>
    ) -> Int {
        while i < spans.count && spans[i].end <= lo { i += 1 }
        var k = i
        while k < spans.count && spans[k].end <= hi { k += 1 }
        // spans[k] may start inside and end past hi.
        let n = k - i + (k < spans.count && spans[k].x < hi ? 1 : 0)
        guard n > 0 else { return 0 }
        out.initialize(from: spans.baseAddress! + i, count: n)
        cutEnds(out, count: n, to: lo, hi)
        i = k
        return n
    }

    /// Cuts the first of `count` spans at `out` to start at column `lo` or after, and the last
    /// to end at `hi` or before.
    static func cutEnds(_ out: UnsafeMutablePointer<CoverageSpan>, count n: Int, to lo: Int32, _ hi: Int32) {
        if out[0].x < lo {
            let cut = lo - out[0].x
            out[0].x = lo
            out[0].count -= cut
            out[0].values = out[0].values.map { $0 + Int(cut) }
        }
        if out[n - 1].end > hi { out[n - 1].count = hi - out[n - 1].x }
    }
}
