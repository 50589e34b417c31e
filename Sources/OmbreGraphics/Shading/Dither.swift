/// Ordered dithering with an 8×8 Bayer matrix, indexed by device pixel so that it is the same
/// wherever and however often a pixel is drawn.
enum Dither {
    /// Threshold ranks 0...63 of the 8×8 Bayer matrix, row-major.
    static let bayer: [UInt8] = {
        var m = [UInt8](repeating: 0, count: 64)
        for y in 0..<8 {
            for x in 0..<8 {
                // Interleave the bits of x^y and y, the lowest coordinate bits giving the
                // highest bits of the rank, so that neighbours get distant thresholds.
                var v = 0
                let xy = x ^ y
                for bit in 0..<3 {
                    v = v << 2 | ((xy >> bit) & 1) << 1 | (y >> bit) & 1
                }
                m[y * 8 + x] = UInt8(v)
            }
        }
        return m
    }()

    /// How far dithering may move a value before rounding, in levels.
    ///
    /// Below half a level so that a channel computed within 1/8 level of the exact value (the
    /// per-segment and two-stop paths) stays within one level of it once dithered. Color tables
    /// encode each entry for the biases instead (`ColorTable.encodeForDither`).
    static let amplitude: Float = 0.375

    /// The offset for Bayer rank `r`: evenly spread over ±amplitude, averaging zero.
    static func offset(rank r: UInt8) -> Float {
        ((Float(r) + 0.5) / 64 - 0.5) * 2 * amplitude
    }

    /// The offset for rank `r` as an 8.8 fixed-point rounding bias around 128 (128 means no
    /// dither), growing with the rank.
    static func fixedBias(rank r: UInt8) -> Int { 128 + Int((offset(rank: r) * 256).rounded()) }
}
