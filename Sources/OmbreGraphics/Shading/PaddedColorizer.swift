/// A colorizer whose color stops changing from some t on: every t at or above `padStart`
/// gives the pixels of `padStart` itself (the last stop pads outward).
protocol PaddedColorizer: Colorizer {
    var padStart: Float { get }
    /// Writes `chunks` chunks of a radial row, t = sqrt(du² + dv²) with du stepping by
    /// `chunkStep`, with the `WideKernels` kernel of `level` that gives the same pixels as
    /// `pixels`; false (and nothing written) when there is none for this colorizer, this level
    /// or this CPU.
    func wideRun(
        du: SIMD8<Float>, chunkStep: Float, dv2: SIMD8<Float>, chunks: Int, into start: UnsafeMutableRawPointer,
        level: WideKernels.Level
    ) -> Bool
}

extension PaddedColorizer {
    @inline(__always)
    func wideRun(
        du: SIMD8<Float>, chunkStep: Float, dv2: SIMD8<Float>, chunks: Int, into start: UnsafeMutableRawPointer,
        level: WideKernels.Level
    ) -> Bool { false }
}

extension TwoStopColorizer: PaddedColorizer {
    var padStart: Float { l1 }
}

extension OpaqueTwoStopColorizer: PaddedColorizer {
    var padStart: Float { colors.l1 }
}

extension OpaqueTwoStopRadiusColorizer: PaddedColorizer {
    var padStart: Float { colors.l1 }

    @inline(__always)
    func wideRun(
        du: SIMD8<Float>, chunkStep: Float, dv2: SIMD8<Float>, chunks: Int, into start: UnsafeMutableRawPointer,
        level: WideKernels.Level
    ) -> Bool {
        guard level >= .avx2, WideKernels.best >= level else { return false }
        let c = colors
        WideKernels.radialTwoStopOpaque(
            du: du, chunkStep: chunkStep, dv2: dv2, upper: c.l1, slope: c.slope, b: c.rowB, g: c.rowG, r: c.rowR,
            chunks: chunks, into: start, level: level)
        return true
    }
}

extension TableColorizer: PaddedColorizer {
    var padStart: Float { end }
}

extension TableFromStartColorizer: PaddedColorizer {
    var padStart: Float { colors.end }

    @inline(__always)
    func wideRun(
        du: SIMD8<Float>, chunkStep: Float, dv2: SIMD8<Float>, chunks: Int, into start: UnsafeMutableRawPointer,
        level: WideKernels.Level
    ) -> Bool {
        guard level >= .avx512, WideKernels.best >= level else { return false }
        WideKernels.radialTableRun(du: du, chunkStep: chunkStep, dv2: dv2, colors: colors, chunks: chunks, into: start)
        return true
    }
}
