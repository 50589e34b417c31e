internal import COmbreSIMD

extension GradientShader {
    /// A radial gradient that is not rotated, with colors that pad beyond the last stop:
    /// outside the last stop's circle a row is one color (dither aside), so the chunks there
    /// repeat one chunk instead of taking a square root each; only the chunks that may reach
    /// inside are shaded.
    @inline(__always)
    static func runRadialPadded<C: PaddedColorizer>(
        _ mapping: RowConstantRadialMapping, _ colors: C, _ y: Int, _ x: Int, _ count: Int,
        _ out: UnsafeMutablePointer<UInt32>, wide: WideKernels.Level = WideKernels.best
    ) {
        let row = RadialRow(mapping, y: y, x: x)
        var c = colors
        c.startRow(y: y, x: x)
        let chunks = count / 8
        let (lo, hi) = row.chunksReaching(below: c.padStart, chunks: chunks)
        let raw = UnsafeMutableRawPointer(out)
        if lo > 0 || hi < chunks {
            let padding = c.pixels(SIMD8(repeating: c.padStart))
            PixelCopy.repeatChunk(padding, count: lo, at: raw)
            PixelCopy.repeatChunk(padding, count: chunks - hi, at: raw + hi * 32)
        }
        var p = raw + lo * 32
        var du = row.du + Float(lo) * row.chunkStep
        if !c.wideRun(du: du, chunkStep: row.chunkStep, dv2: row.dv2, chunks: hi - lo, into: p, level: wide) {
            for _ in lo..<hi {
                p.storeBytes(of: c.pixels(ombre_sqrt8(du * du + row.dv2)), as: SIMD8<UInt32>.self)
                p += 32
                du += row.chunkStep
            }
        }
        if chunks * 8 < count {
            let px = c.pixels(row.t(chunk: chunks))
            PixelCopy.store(px, first: count - chunks * 8, to: out + chunks * 8)
        }
    }
}
