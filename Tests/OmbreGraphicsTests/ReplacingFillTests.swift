import OmbreGraphics
import Testing

/// `Canvas.fill(_:replacingWith:)`, Core Graphics' copy blend mode.
@Suite struct ReplacingFillTests {
    /// A 4 × 2 canvas of opaque red.
    private func redCanvas() -> (Canvas, PixelBuffer) {
        let image = PixelBuffer(width: 4, height: 2)
        image.fill(Color.red.pixel)
        return (Canvas(target: image), image)
    }

    @Test func coveredPixelsTakeTheColorAndEdgesWeighItByCoverage() {
        let (canvas, image) = redCanvas()
        canvas.fill(Path(rect: Rect(x: 0.5, y: 0, width: 3, height: 1)), replacingWith: .clear)
        // Half of pixel 0 is covered (coverage 128 of 255): 127/255 of the red stays.
        #expect(image[0, 0] == 0x7F7F_0000)
        #expect(image[1, 0] == 0 && image[2, 0] == 0)
        #expect(image[3, 0] == 0x7F7F_0000)
        #expect(image[1, 1] == Color.red.pixel)
    }

    @Test func opacityWeighsTheColorNotWhatIsUncovered() {
        let (canvas, image) = redCanvas()
        canvas.multiplyAlpha(0.5)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 2)), replacingWith: .blue)
        // Blue at half opacity in place of the red, not over it.
        #expect(image[2, 1] == 0x8000_0080)
    }

    @Test func clipMaskLimitsTheCopy() {
        let (canvas, image) = redCanvas()
        canvas.clip(to: Path(rect: Rect(x: 0, y: 0, width: 2.5, height: 1)))
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 2)), replacingWith: .clear)
        #expect(image[0, 0] == 0 && image[1, 0] == 0)
        #expect(image[2, 0] == 0x7F7F_0000)
        #expect(image[3, 0] == Color.red.pixel && image[0, 1] == Color.red.pixel)
    }
}
