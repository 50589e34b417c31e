/// The dither tables at stable addresses for the inner loops.
final class DitherTables: @unchecked Sendable {
    static let shared = DitherTables()
    let levelOffsets: UnsafeMutablePointer<Float>
    let zeroOffsets: UnsafeMutablePointer<Float>
    let fixedBiases: UnsafeMutablePointer<UInt64>
    let centeredBiases: UnsafeMutablePointer<UInt64>

    private init() {
        levelOffsets = .allocate(capacity: 128)
        levelOffsets.initialize(from: Dither.levelOffsets, count: 128)
        zeroOffsets = .allocate(capacity: 128)
        zeroOffsets.initialize(repeating: 0, count: 128)
        fixedBiases = .allocate(capacity: 128)
        fixedBiases.initialize(from: Dither.fixedBiases, count: 128)
        centeredBiases = .allocate(capacity: 128)
        centeredBiases.initialize(repeating: 128 * 0x0001_0001_0001_0001, count: 128)
    }
}
