import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// Gradient layers against colors that iOS simulators recorded through `layer.render(in:)`
/// (the PNGs in `../shared/ios-references`, read with their sRGB chunk, premultiplied).
///
/// Each expected color below was measured in one of those PNGs at the pixel named; the
/// reference itself stays outside the repository. The device's dithering moves a channel by
/// up to a level, so each is compared within 2 levels of Ombre's undithered pixel.
@Suite struct DeviceGradientColorTests {
    /// (b, g, r, a) of a premultiplied pixel.
    static func channels(_ p: UInt32) -> [Int] { (0..<4).map { Int(p >> UInt32(8 * $0) & 0xFF) } }

    /// Premultiplied (b, g, r, a) of a straight sRGB color as the PNG stores it.
    static func premultiplied(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> [Int] {
        [b, g, r].map { ($0 * a + 127) / 255 } + [a]
    }

    static func expectPixel(
        _ image: PixelBuffer, _ x: Int, _ y: Int, _ want: [Int], _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let got = channels(image[x, y])
        let off = zip(got, want).map { abs($0 - $1) }.max()!
        #expect(
            off <= 2, "\(what) at (\(x), \(y)): (b, g, r, a) \(got), device \(want)", sourceLocation: sourceLocation)
    }

    @Test func redToYellowStartsAtTheClippedRed() {
        // swift-snapshot-testing testCALayerWithGradient.1.png: a 100 × 100 pt CAGradientLayer,
        // red → yellow top to bottom, iOS 13 at 3× (300 × 300 px); column 150.
        let image = renderGradient(Gradient(colors: [.red, .yellow]), width: 300, height: 300)
        Self.expectPixel(image, 150, 0, Self.premultiplied(255, 38, 0), "red stop")
        Self.expectPixel(image, 150, 150, Self.premultiplied(255, 147, 0), "midpoint")
        Self.expectPixel(image, 150, 299, Self.premultiplied(255, 251, 0), "yellow stop")
    }

    @Test func blueToOrangeMidpointIsPurpleNotGrey() {
        // stylable-uikit testViewWithAxialGradientTopToBottom@2x.png: 100 × 100 pt, blue →
        // orange from (0, 0) to (0, 1), iOS 12.2 at 2×; column 100.
        let g = Gradient(colors: [.blue, .orange], startPoint: .zero, endPoint: Point(x: 0, y: 1))
        let image = renderGradient(g, width: 200, height: 200)
        Self.expectPixel(image, 100, 0, Self.premultiplied(5, 51, 255), "blue stop")
        Self.expectPixel(image, 100, 100, Self.premultiplied(147, 76, 149), "midpoint")
        Self.expectPixel(image, 100, 199, Self.premultiplied(255, 128, 1), "orange stop")
    }

    @Test func translucentStopsMixUnpremultiplied() {
        // stylable-uikit testViewWithGradientAppliedManyTimes@2x.png: red → green, both at alpha
        // 0.1, top to bottom, iOS 12.2 at 2×; column 100.
        let g = Gradient(
            colors: [Color(red: 1, green: 0, blue: 0, alpha: 0.1), Color(red: 0, green: 1, blue: 0, alpha: 0.1)],
            startPoint: .zero, endPoint: Point(x: 0, y: 1))
        let image = renderGradient(g, width: 200, height: 200)
        Self.expectPixel(image, 100, 0, Self.premultiplied(255, 39, 0, 26), "red stop")
        Self.expectPixel(image, 100, 100, Self.premultiplied(157, 147, 0, 26), "midpoint")
        Self.expectPixel(image, 100, 199, Self.premultiplied(10, 245, 0, 26), "green stop")
    }

    @Test func systemColorStopsKeepTheirValuesAndMixInGenericRGB() {
        // gradientprogressbar gradientProgressBar_with100PercentProgress_andLightTraitCollection:
        // six evenly spaced stops left to right over 375 × 3 pt, iOS 26.2 at 3× (1125 × 9 px);
        // row 4. Colors inside sRGB's gamut come back as they went in.
        let stops = [(76, 217, 100), (90, 200, 250), (0, 122, 255), (52, 170, 220), (88, 86, 214), (255, 45, 85)]
        let g = Gradient(
            colors: stops.map { Color(red8: UInt8($0.0), green8: UInt8($0.1), blue8: UInt8($0.2)) },
            startPoint: .zero, endPoint: Point(x: 1, y: 0))
        let image = renderGradient(g, width: 1125, height: 9)
        Self.expectPixel(image, 0, 4, Self.premultiplied(76, 217, 100), "first stop")
        Self.expectPixel(image, 112, 4, Self.premultiplied(83, 208, 180), "first midpoint")
        Self.expectPixel(image, 337, 4, Self.premultiplied(51, 161, 252), "second midpoint")
        Self.expectPixel(image, 450, 4, Self.premultiplied(0, 122, 255), "third stop")
        Self.expectPixel(image, 1124, 4, Self.premultiplied(254, 45, 85), "last stop")
    }

    @Test func startOnEndRampsLeftToRight() {
        // dezignables testGradient@2x.png: a 200 × 200 pt CAGradientLayer, green → blue with
        // start and end both (0, 0), iOS 9 at 2× (400 × 400 px): the same ramp on every row.
        let g = Gradient(colors: [.green, .blue], startPoint: .zero, endPoint: .zero)
        let image = renderGradient(g, width: 400, height: 400)
        for y in [0, 200, 399] {
            Self.expectPixel(image, 0, y, Self.premultiplied(5, 249, 0), "left edge")
            Self.expectPixel(image, 100, y, Self.premultiplied(3, 198, 87), "quarter")
            Self.expectPixel(image, 200, y, Self.premultiplied(3, 144, 149), "middle")
            Self.expectPixel(image, 299, y, Self.premultiplied(3, 89, 204), "three quarters")
            Self.expectPixel(image, 399, y, Self.premultiplied(5, 51, 255), "right edge")
        }
    }

    @Test func srgbInterpolationKeepsTheOldMix() {
        // Beyond the device: the plain sRGB mix stays reachable, red → blue through (128, 0, 128).
        let g = Gradient(
            colors: [.red, .blue], startPoint: .zero, endPoint: Point(x: 1, y: 0), interpolation: .srgb)
        let image = renderGradient(g, width: 2, height: 1)
        #expect(Self.channels(image[0, 0]) == [64, 0, 191, 255])
        let device = renderGradient(
            Gradient(colors: [.red, .blue], startPoint: .zero, endPoint: Point(x: 1, y: 0)), width: 1001, height: 1)
        // The device's red → blue midpoint (DESIGN §2).
        Self.expectPixel(device, 500, 0, Self.premultiplied(146, 33, 149), "Generic RGB midpoint")
    }
}
