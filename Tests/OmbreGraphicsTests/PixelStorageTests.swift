import Testing

@testable import OmbreGraphics

/// Pixel memory starts on a cache line, so that rows whose stride is a whole number of lines
/// take the wide kernels' 64-byte stores without splitting them.
@Suite struct PixelStorageTests {
    @Test(arguments: [1, 16, 1920, 3840 * 2160])
    func pixelsStartOnACacheLine(count: Int) {
        let storage = PixelStorage(count: count)
        #expect(Int(bitPattern: storage.base) % 64 == 0)
        #expect(storage.base[count - 1] == 0)
    }

    @Test func rowsOfWholeLinesStartOnCacheLines() {
        let buffer = PixelBuffer(width: 1920, height: 3)
        for y in 0..<3 {
            #expect(Int(bitPattern: buffer.row(y)) % 64 == 0)
        }
    }
}
