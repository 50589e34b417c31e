internal import COmbreSIMD

extension GradientShader {
    /// Any stops mixed in sRGB along an axis: t is affine along the row, so the row splits into
    /// runs of chunks that stay inside one segment. A run of a padding segment repeats one
    /// chunk; an affine segment steps fixed-point channels; a quadratic one evaluates its
    /// factors per chunk. Only the chunks that straddle a stop gather factors lane by lane.
    static func runAxialSegments(
        _ mapping: AxialMapping, _ colors: SegmentColorizer, _ y: Int, _ x: Int, _ count: Int,
        _ out: UnsafeMutablePointer<UInt32>
    ) {
        let (t0, dt) = mapping.row(y, x: x)
        let chunks = count / 8
        var c = colors
        c.startRow(y: y, x: x)
        let raw = UnsafeMutableRawPointer(out)
        // Garbage geometry (t not finite) still shades every chunk validly, one at a time.
        let walkable = dt.isFinite && t0[0].isFinite && t0[7].isFinite
        var j = 0
        while j < chunks {
            let t = c.sanitized(t0 + Float(j) * dt)
            guard walkable, let k = c.sharedSegment(t) else {
                raw.storeBytes(of: c.straddlingPixels(t), toByteOffset: j * 32, as: SIMD8<UInt32>.self)
                j += 1
                continue
            }
            let run = c.chunksInside(k, t, step: dt, limit: chunks - j)
            fillRun(c, segment: k, t: t, step: dt, chunks: run, into: raw + j * 32)
            j += run
        }
        if chunks * 8 < count {
            let px = c.pixels(t0 + Float(chunks) * dt)
            PixelCopy.store(px, first: count - chunks * 8, to: out + chunks * 8)
        }
    }

    /// Writes `chunks` chunks from sanitized `t` on, all inside segment k.
    @inline(__always)
    private static func fillRun(
        _ c: SegmentColorizer, segment k: Int, t: SIMD8<Float>, step dt: Float, chunks: Int,
        into start: UnsafeMutableRawPointer
    ) {
        let s = c.slope[k]
        if s == .zero {
            PixelCopy.repeatChunk(c.pixels(t, segment: k), count: chunks, at: start)
        } else if c.quadratic {
            let width = c.upper(k) - c.origin[k]
            var p = start
            for m in 0..<chunks {
                // Rounding may nudge a lane a hair outside the segment; the clamp keeps it in.
                let u = ombre_clamp8(t + Float(m) * dt - c.origin[k], 0, width)
                p.storeBytes(of: c.pixels(u + c.origin[k], segment: k), as: SIMD8<UInt32>.self)
                p += 32
            }
        } else {
            let u = t - c.origin[k]
            let b = c.base[k]
            let d = c.dither
            fixedPointRun(
                b: u * s[0] + (b[0] + d), g: u * s[1] + (b[1] + d), r: u * s[2] + (b[2] + d),
                a: u * s[3] + (b[3] + d), step: s * dt, opaque: c.isOpaque, chunks: chunks, into: start)
        }
    }
}

extension SegmentColorizer {
    /// How many chunks from `t` on (at least this one, at most `limit`) stay inside segment k
    /// when each adds `step` to every lane, with one chunk of margin for rounding.
    func chunksInside(_ k: Int, _ t: SIMD8<Float>, step: Float, limit: Int) -> Int {
        let d = Double(step)
        let further: Double
        if d > 0 {
            further = (Double(upper(k)) - Double(ombre_hmax8(t))) / d
        } else if d < 0 {
            further = (Double(lower(k)) - Double(ombre_hmin8(t))) / d
        } else {
            further = .infinity
        }
        // Chunk m stays inside while m < further; keep one chunk short of the last such m.
        return 1 + Swift.min(Swift.max(Int(saturating: further.rounded(.up)) - 2, 0), limit - 1)
    }
}
