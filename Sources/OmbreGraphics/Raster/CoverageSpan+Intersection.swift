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
                // the ends cut, with none of the general case's per-span choices.
                while i < a.count && a[i].x < sb.end {
                    var span = a[i]
                    if span.end <= sb.x {
                        i += 1
                        continue
                    }
                    if span.x < sb.x {
                        let cut = sb.x - span.x
                        span.x = sb.x
                        span.count -= cut
                        span.values = span.values.map { $0 + Int(cut) }
                    }
                    if span.end > sb.end {
                        span.count = sb.end - span.x
                        out[n] = span
                        n += 1
                        break
                    }
                    out[n] = span
                    n += 1
                    i += 1
                }
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
}
