/// The dither pattern at stable addresses for the inner loops.
///
/// Each table holds, for each row (y mod 8), 16 entries: the row's pattern twice, so that eight
/// consecutive lanes can start at any x mod 8.
final class DitherTables: @unchecked Sendable {
    static let shared = DitherTables()
    /// Offsets in levels, added before rounding.
    let levelOffsets: UnsafeMutablePointer<Float>
    let zeroOffsets: UnsafeMutablePointer<Float>
    /// The same offsets as 8.8 fixed-point rounding biases around 128 (128 means no dither),
    /// one per 16-bit channel.
    let fixedBiases: UnsafeMutablePointer<UInt64>
    let centeredBiases: UnsafeMutablePointer<UInt64>

    private init() {
        levelOffsets = .allocate(capacity: 128)
        fixedBiases = .allocate(capacity: 128)
        for y in 0..<8 {
            for i in 0..<16 {
                let rank = Dither.bayer[y * 8 + i % 8]
                (levelOffsets + y * 16 + i).initialize(to: Dither.offset(rank: rank))
                let bias = UInt64(Dither.fixedBias(rank: rank))
                (fixedBiases + y * 16 + i).initialize(to: bias * 0x0001_0001_0001_0001)
            }
        }
        zeroOffsets = .allocate(capacity: 128)
        zeroOffsets.initialize(repeating: 0, count: 128)
        centeredBiases = .allocate(capacity: 128)
        centeredBiases.initialize(repeating: 128 * 0x0001_0001_0001_0001, count: 128)
    }
}

/// The dither offsets (in levels) of one row's lanes, or zeros when dithering is off.
///
/// Unchecked: `table` points into immutable, never-freed tables.
struct DitherPattern: @unchecked Sendable {
    let table: UnsafePointer<Float>

    init(dither: Bool) {
        table = UnsafePointer(dither ? DitherTables.shared.levelOffsets : DitherTables.shared.zeroOffsets)
    }

    /// The offsets of columns x...x+7 of row y.
    @inline(__always)
    func offsets(y: Int, x: Int) -> SIMD8<Float> {
        UnsafeRawPointer(table + (y & 7) * 16 + (x & 7)).loadUnaligned(as: SIMD8<Float>.self)
    }
}
