import Testing

@testable import OmbreGraphics

/// The blend modes' formulas (the W3C's compositing rules), on premultiplied pixels.
@Suite struct BlendModeTests {
    private func pixel(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UInt32 {
        Color(red: Float(r), green: Float(g), blue: Float(b), alpha: Float(a)).pixel
    }

    private func channels(_ p: UInt32) -> [Int] {
        [Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF), Int(p >> 24)]
    }

    @Test func opaqueSeparableModesMixEachChannel() {
        let backdrop = pixel(0.8, 0.4, 0.2)
        let source = pixel(0.5, 0.5, 1)
        // 204, 102, 51 below; 128, 128, 255 above.
        #expect(channels(BlendMode.multiply.composite(source, onto: backdrop)) == [102, 51, 51, 255])
        #expect(channels(BlendMode.screen.composite(source, onto: backdrop)) == [230, 179, 255, 255])
        #expect(channels(BlendMode.darken.composite(source, onto: backdrop)) == [128, 102, 51, 255])
        #expect(channels(BlendMode.lighten.composite(source, onto: backdrop)) == [204, 128, 255, 255])
        #expect(channels(BlendMode.difference.composite(source, onto: backdrop)) == [76, 26, 204, 255])
        // Overlay is hard light with the layers swapped: red's 0.8 screens 128/255 with 0.6
        // (0.80078, 204), green's 0.4 and blue's 0.2 multiply twice themselves (0.4016 and 0.4).
        #expect(channels(BlendMode.overlay.composite(source, onto: backdrop)) == [204, 102, 102, 255])
    }

    @Test func aTranslucentSourceBlendsByItsAlphaAndAClearOneChangesNothing() {
        let backdrop = pixel(1, 1, 0)
        // Blue at alpha 128/255 multiplied onto yellow: yellow times 1 − 128/255 (127), plus
        // their product (black) times 128/255.
        let half = BlendMode.multiply.composite(pixel(0, 0, 1, 0.5), onto: backdrop)
        #expect(channels(half) == [127, 127, 0, 255])
        #expect(BlendMode.screen.composite(0, onto: backdrop) == backdrop)
    }

    @Test func luminosityKeepsTheBackdropsHueWithTheSourcesLightness() {
        // Gray of luminosity 0.5 onto pure red (luminosity 0.3): red made lighter, still red most.
        let out = channels(BlendMode.luminosity.composite(pixel(0.5, 0.5, 0.5), onto: pixel(1, 0, 0)))
        #expect(out[0] == 255 && out[1] == out[2] && out[1] > 0 && out[3] == 255)
        // Its luminosity is the source's.
        let lum = 0.3 * Double(out[0]) + 0.59 * Double(out[1]) + 0.11 * Double(out[2])
        #expect(abs(lum - 127.5) <= 1)
    }
}
