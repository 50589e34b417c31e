/// Ordered dithering with an 8×8 Bayer matrix, indexed by device pixel so that it is the same
/// wherever and however often a pixel is drawn.
enum Dither {
    /// Threshold ranks 0...63 of the 8×8 Bayer matrix, row-major.
    static let bayer: [UInt8] = {
        var m = [UInt8](repeating: 0, count: 64)
        for y in 0..<8 {
            for x in 0..<8 {
                // Interleave the bits of x^y and y, most significant pair first.
                var v = 0
                let xy = x ^ y
                for bit in 0..<3 {
                    v = v << 2 | ((xy >> (2 - bit)) & 1) << 1 | (y >> (2 - bit)) & 1
                }
                m[y * 8 + x] = UInt8(v)
            }
        }
        return m
    }()

    /// For each row (y mod 8), 16 offsets in −0.49...0.49 levels: the row's pattern twice, so
    /// eight consecutive lanes can start at any x mod 8.
    static let levelOffsets: [Float] = {
        var table = [Float](repeating: 0, count: 8 * 16)
        for y in 0..<8 {
            for i in 0..<16 {
                table[y * 16 + i] = (Float(bayer[y * 8 + i % 8]) + 0.5) / 64 - 0.5
            }
        }
        return table
    }()

    /// The same pattern as 8.8 fixed-point rounding biases 2...254 (128 means no dither).
    static let fixedBiases: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 8 * 16)
        for y in 0..<8 {
            for i in 0..<16 {
                let d = UInt64(bayer[y * 8 + i % 8]) * 4 + 2
                table[y * 16 + i] = d * 0x0001_0001_0001_0001
            }
        }
        return table
    }()
}
