internal import COmbreSIMD

extension GradientShader {
    /// Any stops mixed in sRGB, radially, not rotated: along a row t = sqrt(du² + dv²) falls
    /// until du = 0 and rises after, so the pixels of one segment form at most two runs, whose
    /// ends follow from du² = l² − dv² at the segment's stops. A run is shaded from that
    /// segment's factors without looking anything up; only the chunks that straddle a stop
    /// pick per lane. Without dithering each channel is the formula rounded, as along an axis.
    static func runRadialSegments(
        _ mapping: RowConstantRadialMapping, _ colors: SegmentColorizer, _ y: Int, _ x: Int, _ count: Int,
        _ out: UnsafeMutablePointer<UInt32>
    ) {
        let row = RadialRow(mapping, y: y, x: x)
        var c = colors
        c.startRow(y: y, x: x)
        let chunks = count / 8
        let raw = UnsafeMutableRawPointer(out)
        // Garbage geometry (t not finite) still shades every chunk validly, one at a time.
        let walkable = row.isFinite
        var j = 0
        while j < chunks {
            let t = c.sanitized(row.t(chunk: j))
            guard walkable, let k = c.sharedSegment(t) else {
                raw.storeBytes(of: c.straddlingPixels(t), toByteOffset: j * 32, as: SIMD8<UInt32>.self)
                j += 1
                continue
            }
            let run = row.chunksInside(lower: c.lower(k), upper: c.upper(k), from: j, limit: chunks - j)
            fillRadialRun(c, segment: k, row: row, from: j, chunks: run, into: raw + j * 32)
            j += run
        }
        if chunks * 8 < count {
            let px = c.pixels(row.t(chunk: chunks))
            PixelCopy.store(px, first: count - chunks * 8, to: out + chunks * 8)
        }
    }

    /// Writes `chunks` chunks from chunk j on, all inside segment k.
    @inline(__always)
    private static func fillRadialRun(
        _ c: SegmentColorizer, segment k: Int, row: RadialRow, from j: Int, chunks: Int,
        into start: UnsafeMutableRawPointer
    ) {
        let s = c.slope[k]
        var p = start
        if s == .zero {
            // Constant color: with the dither pattern repeating every 8 columns, so do the chunks.
            let px = c.pixels(row.t(chunk: j), segment: k)
            for _ in 0..<chunks {
                p.storeBytes(of: px, as: SIMD8<UInt32>.self)
                p += 32
            }
            return
        }
        // A t a hair outside the segment moves a channel by slope · (that hair): far below a
        // level unless the segment is only a few Float steps wide. Those, and straight mixing
        // of differing alphas (not chosen for radial rows, but valid), are clamped chunk by chunk.
        let steep = max(-s.min(), s.max()) > 100_000
        if c.quadratic || steep {
            for m in j..<(j + chunks) {
                p.storeBytes(of: c.pixels(row.t(chunk: m)), as: SIMD8<UInt32>.self)
                p += 32
            }
            return
        }
        let o = c.origin[k]
        let b = c.base[k]
        let d = c.dither
        let (cb, cg, cr, ca) = (d + b[0], d + b[1], d + b[2], d + b[3])
        var du = row.du + Float(j) * row.chunkStep
        if c.isOpaque {
            for _ in 0..<chunks {
                let u = ombre_sqrt8(du * du + row.dv2) - o
                p.storeBytes(
                    of: packRoundedOpaque(b: u * s[0] + cb, g: u * s[1] + cg, r: u * s[2] + cr),
                    as: SIMD8<UInt32>.self)
                p += 32
                du += row.chunkStep
            }
        } else {
            for _ in 0..<chunks {
                let u = ombre_sqrt8(du * du + row.dv2) - o
                p.storeBytes(
                    of: packRounded(b: u * s[0] + cb, g: u * s[1] + cg, r: u * s[2] + cr, a: u * s[3] + ca),
                    as: SIMD8<UInt32>.self)
                p += 32
                du += row.chunkStep
            }
        }
    }
}

/// One row of a radial gradient that is not rotated: du at the row's first eight pixels and
/// its step from one chunk to the next; dv² is the same all along.
struct RadialRow {
    let du: SIMD8<Float>
    let chunkStep: Float
    let dv2: SIMD8<Float>

    /// Row `y` of `mapping` from column `x` on.
    init(_ mapping: RowConstantRadialMapping, y: Int, x: Int) {
        var m = mapping
        m.startRow(y, x: x)
        du = m.radial.du.value
        chunkStep = m.radial.du.step[0]
        dv2 = m.radial.dv2
    }

    var isFinite: Bool { du[0].isFinite && du[7].isFinite && chunkStep.isFinite && dv2[0].isFinite }

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
        let perPixel = Double(chunkStep) / 8
        guard perPixel != 0 else { return limit }
        // Pixel positions from the row's first pixel; du is 0 at `center`.
        let center = -Double(du[0]) / perPixel
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
}
