import Foundation
import OmbreGraphics
import Testing

@Suite struct ImageComparisonTests {
    /// OKLab of an 8-bit sRGB color, written out from the published definition (sRGB decoding,
    /// the linear-sRGB → LMS matrix, cube roots, the LMS → Lab matrix), independent of the code
    /// under test.
    private func oklab(_ r: Int, _ g: Int, _ b: Int) -> [Double] {
        func decode(_ v: Int) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let (lr, lg, lb) = (decode(r), decode(g), decode(b))
        let l = cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let m = cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let s = cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        return [
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
        ]
    }

    private func flat(_ r: Int, _ g: Int, _ b: Int, width: Int = 8, height: Int = 6) -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: height)
        buffer.fill(0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
        return buffer
    }

    @Test func twoFlatColorsDifferByTheirOKLabDistanceTimes100() {
        let a = oklab(0xFF, 0x80, 0x00)
        let b = oklab(0x00, 0x80, 0xFF)
        let expected = sqrt(zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +)) * 100
        let comparison = ImageComparison(flat(0xFF, 0x80, 0x00), flat(0x00, 0x80, 0xFF))
        #expect(abs(comparison.maxDeltaE - expected) < 1e-9)
        #expect(abs(comparison.meanDeltaE - expected) < 1e-9)
        #expect(expected > 30, "orange and azure are far apart: \(expected)")
        #expect(comparison.maxChannelDifference == 255)
        #expect(comparison.pixelsOverTolerance == 48 && comparison.comparedPixels == 48)
        #expect(comparison.shareOverTolerance == 1)
        #expect(comparison.differingBounds == IntRect(minX: 0, minY: 0, maxX: 8, maxY: 6))
        #expect(!comparison.isWithinTolerance)
    }

    @Test func aSmallDifferenceInOnePatchIsCountedAndBoxed() {
        let a = flat(100, 100, 100)
        let b = flat(100, 100, 100)
        for y in 4..<6 { for x in 5..<8 { b[x, y] = 0xFF64_6466 } }  // blue +2 levels
        let strict = ImageComparison(a, b, tolerance: 1)
        #expect(strict.maxChannelDifference == 2)
        #expect(strict.pixelsOverTolerance == 6)
        #expect(strict.differingBounds == IntRect(minX: 5, minY: 4, maxX: 8, maxY: 6))
        let expected = sqrt(zip(oklab(100, 100, 100), oklab(100, 100, 102)).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
        #expect(abs(strict.maxDeltaE - expected * 100) < 1e-9)
        #expect(abs(strict.meanDeltaE - expected * 100 * 6 / 48) < 1e-9)
        let lenient = ImageComparison(a, b, tolerance: 2)
        #expect(lenient.isWithinTolerance && lenient.pixelsOverTolerance == 0 && lenient.differingBounds == nil)
        #expect(lenient.maxChannelDifference == 2)
    }

    @Test func imagesOfDifferentSizesAreNeverTheSame() {
        let comparison = ImageComparison(flat(1, 2, 3, width: 8, height: 6), flat(1, 2, 3, width: 4, height: 6))
        #expect(!comparison.sizesMatch && !comparison.isWithinTolerance)
        #expect(comparison.comparedPixels == 24 && comparison.pixelsOverTolerance == 0)
    }

    @Test func heatMapDimsEqualPixelsAndHeatsDifferencesByTheirSize() {
        let a = flat(200, 200, 200)
        let b = flat(200, 200, 200)
        b[1, 1] = 0xFFC8_C8C9  // 1 level
        b[2, 1] = 0xFFC8_C8FF  // 55 levels
        b[3, 1] = 0xFF00_0000  // 200 levels
        b[4, 1] = 0xFFC8_C8CA  // 2 levels, within a tolerance of 2
        let map = DifferenceImages.heatMap(a, b, tolerance: 2)
        #expect(map.size == a.size)
        // Equal: a quarter of the gray level (200 / 4 = 50).
        #expect(map[0, 0] == 0xFF32_3232)
        #expect(map[4, 1] == 0xFF00_0060, "within tolerance: dark blue")
        let strict = DifferenceImages.heatMap(a, b, tolerance: 0)
        let channels = { (p: UInt32) in (red: Int(p >> 16 & 0xFF), green: Int(p >> 8 & 0xFF), blue: Int(p & 0xFF)) }
        let small = channels(strict[1, 1])
        let medium = channels(strict[2, 1])
        let large = channels(strict[3, 1])
        #expect(small.red >= 160 && small.blue == 0, "a one-level difference is a clear red")
        #expect(medium.red > small.red && medium.green > small.green)
        #expect(large.green > medium.green && large.red == 255)
    }

    @Test func sideBySideLaysOutBothImagesAndTheHeatMap() {
        let a = flat(255, 0, 0, width: 5, height: 3)
        let b = flat(0, 0, 255, width: 4, height: 4)
        let strip = DifferenceImages.sideBySide(a, b)
        let gap = DifferenceImages.gap
        #expect(strip.width == 5 + 4 + 4 + 2 * gap && strip.height == 4)
        #expect(strip[0, 0] == a[0, 0] && strip[4, 2] == a[4, 2])
        #expect(strip[0, 3] == DifferenceImages.gapColor, "below the shorter image")
        #expect(strip[5, 0] == DifferenceImages.gapColor)
        #expect(strip[5 + gap, 3] == b[0, 3])
        let heat = strip[5 + gap + 4 + gap, 0]
        #expect(heat >> 16 & 0xFF == 255 && heat >> 8 & 0xFF == 255, "red vs blue differ by 255: yellow")
    }

    @Test func onionSkinMixesHalfAndDifferenceViewIsBlackWhereEqual() {
        let frame = flat(200, 100, 0, width: 4, height: 2)
        let reference = flat(0, 100, 10, width: 3, height: 2)
        let out = PixelBuffer(width: 4, height: 2)
        DifferenceImages.onionSkin(frame, reference, into: out)
        #expect(out[0, 0] == 0xFF64_6405)
        DifferenceImages.difference(frame, reference, into: out)
        #expect(out[0, 0] == 0xFFE8_002A, "red 200 apart (232), green equal (black), blue 10 apart (42)")
        #expect(out[3, 0] == 0xFFE8_8400, "beyond the reference's edge it counts as black")
        DifferenceImages.difference(frame, frame, into: out)
        #expect(out[1, 1] == 0xFF00_0000)
    }
}
