internal import COmbreSIMD

/// A colorizer whose color stops changing from some t on: every t at or above `padStart`
/// gives the pixels of `padStart` itself (the last stop pads outward).
protocol PaddedColorizer: Colorizer {
    var padStart: Float { get }
}

extension TwoStopColorizer: PaddedColorizer {
    var padStart: Float { l1 }
}

extension OpaqueTwoStopColorizer: PaddedColorizer {
    var padStart: Float { colors.l1 }
}

extension OpaqueTwoStopRadiusColorizer: PaddedColorizer {
    var padStart: Float { colors.l1 }
}

extension TableColorizer: PaddedColorizer {
    var padStart: Float { end }
}

extension TableFromStartColorizer: PaddedColorizer {
    var padStart: Float { colors.end }
}

extension GradientShader {
    /// A radial gradient that is not rotated, with colors that pad beyond the last stop:
    /// outside the last stop's circle a row is one color (dither aside), so the chunks there
    /// repeat one chunk instead of taking a square root each; only the chunks that may reach
    /// inside are shaded.
    @inline(__always)
    static func runRadialPadded<C: PaddedColorizer>(
        _ mapping: RowConstantRadialMapping, _ colors: C, _ y: Int, _ x: Int, _ count: Int,
        _ out: UnsafeMutablePointer<UInt32>
    ) {
        let row = RadialRow(mapping, y: y, x: x)
        var c = colors
        c.startRow(y: y, x: x)
        let chunks = count / 8
        let (lo, hi) = row.chunksReaching(below: c.padStart, chunks: chunks)
        var p = UnsafeMutableRawPointer(out)
        if lo > 0 || hi < chunks {
            // Every chunk of a row has the same dither lanes, so the padding is one chunk.
            let padding = c.pixels(SIMD8(repeating: c.padStart))
            for _ in 0..<lo {
                p.storeBytes(of: padding, as: SIMD8<UInt32>.self)
                p += 32
            }
            var q = p + (hi - lo) * 32
            for _ in hi..<chunks {
                q.storeBytes(of: padding, as: SIMD8<UInt32>.self)
                q += 32
            }
        }
        var du = row.du + Float(lo) * row.chunkStep
        for _ in lo..<hi {
            p.storeBytes(of: c.pixels(ombre_sqrt8(du * du + row.dv2)), as: SIMD8<UInt32>.self)
            p += 32
            du += row.chunkStep
        }
        if chunks * 8 < count {
            let px = c.pixels(row.t(chunk: chunks))
            PixelCopy.store(px, first: count - chunks * 8, to: out + chunks * 8)
        }
    }
}

extension RadialRow {
    /// The chunks lo..<hi of the row's first `chunks` that may hold a pixel with t below
    /// `stop`; every chunk outside them has t at or above it in every lane. With a pixel of
    /// margin, so that rounding in Float never puts a pixel inside that this finds outside.
    func chunksReaching(below stop: Float, chunks: Int) -> (lo: Int, hi: Int) {
        let perPixel = Double(chunkStep) / 8
        let l = Double(stop)
        guard isFinite, l.isFinite, perPixel != 0 else { return (0, chunks) }
        let r = l * l - Double(dv2[0])
        // The row misses the circle: t ≥ |dv| ≥ stop everywhere (the margin keeps t = stop
        // within a rounding of dv out of it).
        guard r > 1e-6 * l * l else { return r < -1e-6 * l * l ? (0, 0) : (0, chunks) }
        let center = -Double(du[0]) / perPixel
        let w = r.squareRoot() / abs(perPixel) + 1
        // Chunk j covers pixels 8j...8j + 7; it may reach inside when they meet (center ± w).
        let first = ((center - w - 7) / 8).rounded(.down) + 1
        let last = ((center + w) / 8).rounded(.up)
        let lo = Int(max(0, min(Double(chunks), first)))
        let hi = Int(max(Double(lo), min(Double(chunks), last)))
        return (lo, hi)
    }
}
