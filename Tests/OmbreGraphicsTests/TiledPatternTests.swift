import Testing

@testable import OmbreGraphics

/// A tiled image pattern repeats its bitmap beyond the grid, where an untiled one carries its
/// edge pixels on.
@Suite struct TiledPatternTests {
    /// A 2 × 1 bitmap: black, then white.
    private let stripes: PixelBuffer = {
        let pixels = PixelBuffer(width: 2, height: 1)
        pixels[0, 0] = Color.black.pixel
        pixels[1, 0] = Color.white.pixel
        return pixels
    }()

    private func fill(_ placement: AffineTransform, tiled: Bool) -> PixelBuffer {
        let target = PixelBuffer(width: 9, height: 2)
        let canvas = Canvas(target: target)
        canvas.fill(
            Rect(x: 0, y: 0, width: 9, height: 2),
            with: .image(ImagePattern(pixels: stripes, placement: placement, tiled: tiled)))
        return target
    }

    @Test func aTiledPatternRepeatsItsPixelsAtTheirOwnSize() {
        // Laid from x = 1: columns 1, 3, 5, 7 take the black pixel, 2, 4, 6, 8 the white one,
        // and column 0 the white one of the tile before.
        let image = fill(AffineTransform(translationX: 1, y: 0), tiled: true)
        for x in 0..<9 {
            #expect(image[x, 0] == (x % 2 == 1 ? Color.black.pixel : Color.white.pixel), "column \(x)")
            #expect(image[x, 1] == image[x, 0], "row 1 repeats row 0 at column \(x)")
        }
        // Untiled, the edge pixels go on instead.
        let clamped = fill(AffineTransform(translationX: 1, y: 0), tiled: false)
        #expect(clamped[0, 0] == Color.black.pixel && clamped[8, 0] == Color.white.pixel)
    }

    @Test func aScaledTiledPatternBlendsAcrossTheSeamBetweenTiles() {
        // Two device pixels per image pixel: the first device pixel's center lies a quarter of
        // an image pixel before the grid, so it mixes three quarters of the first (black) pixel
        // with a quarter of the last (white) one of the tile before it: 255 / 4 ≈ 64.
        let image = fill(AffineTransform(scaleX: 2, y: 2), tiled: true)
        let seam = Color(pixel: image[0, 0])
        #expect(abs(Double(seam.red) * 255 - 63.75) <= 1 && seam.alpha == 1)
        // Four device pixels make a tile, so the pattern repeats every four columns.
        for x in 0..<5 { #expect(image[x, 0] == image[x + 4, 0], "column \(x)") }
        // Untiled, that pixel is the first pixel's alone.
        #expect(fill(AffineTransform(scaleX: 2, y: 2), tiled: false)[0, 0] == Color.black.pixel)
    }
}
