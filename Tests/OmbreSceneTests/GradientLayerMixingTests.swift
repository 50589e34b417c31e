import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreScene

@Suite struct GradientLayerMixingTests {
    /// A white → clear layer over a blue view, as a scene writes it.
    static func middlePixel(_ extra: String) throws -> UInt32 {
        let scene = try Scene(
            text: """
                root:
                  view:
                    background: "#3060c0"
                    children:
                      - gradientLayer: {colors: [white, clear], dither: false\(extra)}
                """, file: "s.yaml")
        let image = render(root: scene.root, size: PixelSize(width: 4, height: 100))
        return image[2, 50]
    }

    @Test func premultipliedKeyOptsIntoCSSMixing() throws {
        let device = try Self.middlePixel("")
        let straight = try Self.middlePixel(", premultiplied: false")
        let css = try Self.middlePixel(", premultiplied: true")
        #expect(device == straight)
        // Straight mixing darkens the middle (grey over blue); premultiplied mixing stays lighter.
        #expect(device >> 16 & 0xFF < css >> 16 & 0xFF)
        #expect(device & 0xFF < css & 0xFF)
    }

    /// The red channel of a red → blue layer's middle pixel, as a scene writes it.
    static func redToBlueMiddle(_ extra: String) throws -> UInt32 {
        let scene = try Scene(
            text: "root: {gradientLayer: {colors: [red, blue], dither: false\(extra)}}", file: "s.yaml")
        let image = render(root: scene.root, size: PixelSize(width: 4, height: 101))
        return image[2, 50] >> 16 & 0xFF
    }

    @Test func srgbKeyKeepsThePlainSRGBMix() throws {
        // The device mixes in Generic RGB: red → blue is (146, 33, 149) half way (DESIGN §2);
        // `interpolation: srgb` mixes the sRGB numbers, (128, 0, 128).
        let device = try Self.redToBlueMiddle("")
        #expect(device == (try Self.redToBlueMiddle(", interpolation: genericRGB")))
        #expect(abs(Int(device) - 146) <= 1)
        #expect(abs(Int(try Self.redToBlueMiddle(", interpolation: srgb")) - 128) <= 1)
    }

    @Test func premultipliedMustBeABoolean() {
        #expect(throws: (any Error).self) {
            try Scene(text: "root: {gradientLayer: {colors: [white, clear], premultiplied: maybe}}", file: "s.yaml")
        }
    }
}
