import Foundation
import Testing

@testable import OmbreGraphics

@Suite struct PNGTests {
    @Test func opaquePixelsRoundTripExactly() throws {
        let image = PixelBuffer(width: 37, height: 11)
        for y in 0..<11 {
            for x in 0..<37 {
                image[x, y] = 0xFF00_0000 | UInt32(x * 7) << 16 | UInt32(y * 23) << 8 | UInt32((x * y) & 0xFF)
            }
        }
        let decoded = try PixelBuffer(pngData: image.pngData())
        #expect(decoded == image)
    }

    @Test func translucentPixelsRoundTripWithinOneLevel() throws {
        let image = PixelBuffer(width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 {
                image[x, y] = Color(red: Float(x) / 15, green: 0.5, blue: Float(y) / 15, alpha: Float(x + y) / 30).pixel
            }
        }
        let decoded = try PixelBuffer(pngData: image.pngData())
        for (a, b) in zip(image.pixels, decoded.pixels) {
            for shift: UInt32 in [0, 8, 16, 24] {
                #expect(abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)) <= 1)
            }
        }
    }

    @Test func subRegionsShareMemoryAndEncodeTheirOwnPixels() throws {
        let image = PixelBuffer(width: 10, height: 10)
        image.fill(0xFF11_2233)
        let region = image.region(x: 2, y: 3, width: 4, height: 5)
        region.fill(0xFFAA_BBCC)
        #expect(image[2, 3] == 0xFFAA_BBCC)
        #expect(image[6, 3] == 0xFF11_2233)
        #expect(region.stride == 10)
        let decoded = try PixelBuffer(pngData: region.pngData())
        #expect(decoded.width == 4 && decoded.height == 5)
        #expect(decoded.pixels.allSatisfy { $0 == 0xFFAA_BBCC })
    }

    @Test func garbageIsAnErrorNotACrash() {
        #expect(throws: PNGError.self) { try PixelBuffer(pngData: [1, 2, 3, 4]) }
        #expect(throws: PNGError.self) { try PixelBuffer(width: 0, height: 0).pngData() }
    }
}
