internal import COmbreSIMD

extension GradientShader {
    /// Any stops mixed in sRGB, radially, not rotated: along a row t = sqrt(du² + dv²) falls
    /// until du = 0 and rises after, so the pixels of one segment form at most two runs, whose
    /// ends follow from du² = l² − dv² at the segment's stops. A run is shaded from that
    /// segment's factors without looking anything up; only the chunks that straddle a stop
    /// pick per lane. Without dithering each channel is the formula rounded, as along an axis.
    ///
    /// Where the CPU has AVX2, opaque rows of colors affine in t never come here: the shader's
    /// plan shades them in C (`GradientShader+RadialPlan`), with the pixels of this loop.
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
        if s == .zero {
            PixelCopy.repeatChunk(c.pixels(row.t(chunk: j), segment: k), count: chunks, at: start)
            return
        }
        var p = start
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
            // A loop of its own, as along an axis: without alpha every value stays in a register.
            // Each channel is the segment's line through its value at t = 0, one fused
            // multiply-add, red's raised by 0xFF00 to bring the alpha with it, as the C kernels
            // that stand in for this loop compute it (they were bound by their instruction count).
            let (zb, zg, zr) = (cb - o * s[0], cg - o * s[1], (cr - o * s[2]) + 65280)
            for _ in 0..<chunks {
                let t = ombre_sqrt8(du * du + row.dv2)
                p.storeBytes(
                    of: ombre_pack_red_alpha8(
                        zb.addingProduct(t, s[0]), zg.addingProduct(t, s[1]), zr.addingProduct(t, s[2])),
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
