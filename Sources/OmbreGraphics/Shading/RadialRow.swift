internal import COmbreSIMD

/// One row of a radial gradient that is not rotated: du at the row's first eight pixels and
/// its step from one chunk to the next; dv² is the same all along.
struct RadialRow {
    let du: SIMD8<Float>
    let chunkStep: Float
    let dv2: SIMD8<Float>

    /// Row `y` of `mapping` from column `x` on.
    init(_ mapping: RowConstantRadialMapping, y: Int, x: Int) {
        let walker = mapping.startRow(y, x: x)
        du = walker.du.value
        chunkStep = walker.du.step[0]
        dv2 = walker.dv2
    }

    var isFinite: Bool { du[0].isFinite && du[7].isFinite && chunkStep.isFinite && dv2[0].isFinite }

    /// How much du changes from one pixel to the next.
    private var perPixel: Double { Double(chunkStep) / 8 }

    /// Where du is 0, in pixels from the row's first; only for a `perPixel` other than 0.
    private var center: Double { -Double(du[0]) / perPixel }

    /// t at the eight pixels of chunk j.
    @inline(__always)
    func t(chunk j: Int) -> SIMD8<Float> {
        let a = du + Float(j) * chunkStep
        return ombre_sqrt8(a * a + dv2)
    }

    /// How many chunks from chunk j on (at least that one, which must lie inside, and at most
    /// `limit`) stay inside the segment from `lower` to `upper`, with one chunk of margin for
    /// rounding.
    ///
    /// t leaves the segment where it first crosses one of its stops to the right of chunk j;
    /// t = l where du = ±sqrt(l² − dv²), on either side of the column where du = 0.
    func chunksInside(lower: Float, upper: Float, from j: Int, limit: Int) -> Int {
        guard perPixel != 0 else { return limit }
        let center = self.center
        let first = Double(8 * j)
        var end = Double.infinity
        func crossings(of stop: Float) {
            let l = Double(stop)
            guard l.isFinite, l > 0 else { return }
            let r = l * l - Double(dv2[0])
            guard r > 0 else { return }
            let w = r.squareRoot() / abs(perPixel)
            if center - w > first { end = min(end, center - w) }
            if center + w > first { end = min(end, center + w) }
        }
        crossings(of: lower)
        crossings(of: upper)
        // Chunk m is kept when its last pixel, 8m + 7, lies a whole chunk before the end.
        guard end < Double(8 * (j + limit) + 16) else { return limit }
        let last = Int(((end - 16) / 8).rounded(.up))
        return max(1, min(limit, last - j))
    }

    /// The chunks lo..<hi of the row's first `chunks` that may hold a pixel with t below
    /// `stop`; every chunk outside them has t at or above it in every lane. With a pixel of
    /// margin, so that rounding in Float never puts a pixel inside that this finds outside.
    func chunksReaching(below stop: Float, chunks: Int) -> (lo: Int, hi: Int) {
        let l = Double(stop)
        guard isFinite, l.isFinite, perPixel != 0 else { return (0, chunks) }
        let r = l * l - Double(dv2[0])
        // The row misses the circle: t ≥ |dv| ≥ stop everywhere (the margin keeps t = stop
        // within a rounding of dv out of it).
        guard r > 1e-6 * l * l else { return r < -1e-6 * l * l ? (0, 0) : (0, chunks) }
        let w = r.squareRoot() / abs(perPixel) + 1
        // Chunk j covers pixels 8j...8j + 7; it may reach inside when they meet (center ± w).
        let first = ((center - w - 7) / 8).rounded(.down) + 1
        let last = ((center + w) / 8).rounded(.up)
        let lo = Int(max(0, min(Double(chunks), first)))
        let hi = Int(max(Double(lo), min(Double(chunks), last)))
        return (lo, hi)
    }
}
