import OmbreGraphics
import Testing

@testable import OmbreAnimation

@Suite struct InterpolationTests {
    @Test func numbersAndPointsAreExactAtBothEndsAndLinearBetween() {
        #expect(0.1.interpolated(to: 0.7, fraction: 0) == 0.1)
        #expect(0.1.interpolated(to: 0.7, fraction: 1) == 0.7)
        #expect(abs(2.0.interpolated(to: 6, fraction: 0.25) - 3) < 1e-12)
        let a = Point(x: 0.5, y: 1)
        let b = Point(x: 0, y: 0.5)
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
        #expect(a.interpolated(to: b, fraction: 0.5) == Point(x: 0.25, y: 0.75))
    }

    @Test func opaqueColorsBlendComponentwise() {
        let mid = red.interpolated(to: blue, fraction: 0.5)
        #expect(levelDifference(mid, Color(red: 0.5, green: 0, blue: 0.5)) < 0.01)
        #expect(red.interpolated(to: blue, fraction: 0) == red)
        #expect(red.interpolated(to: blue, fraction: 1) == blue)
    }

    @Test func fadingToClearKeepsTheHueBecauseColorsArePremultiplied() {
        let mid = red.interpolated(to: .clear, fraction: 0.5)
        #expect(levelDifference(mid, Color(red: 1, green: 0, blue: 0, alpha: 0.5)) < 0.01)
        #expect(Color.clear.interpolated(to: .clear, fraction: 0.3) == .clear)
    }

    @Test func translucentColorsBlendPremultiplied() {
        let a = Color(red: 1, green: 0, blue: 0, alpha: 0.2)
        let b = Color(red: 0, green: 0, blue: 1, alpha: 0.6)
        // Premultiplied: (0.2, 0, 0, 0.2) and (0, 0, 0.6, 0.6); halfway (0.1, 0, 0.3, 0.4).
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(levelDifference(mid, Color(red: 0.25, green: 0, blue: 0.75, alpha: 0.4)) < 0.01)
    }

    @Test func gradientsWithEqualStopCountsBlendStopByStop() {
        let a = Gradient(
            colors: [red, green], locations: [0, 0.4], startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 0))
        let b = Gradient(
            colors: [blue, yellow], locations: [0.2, 1], startPoint: Point(x: 0, y: 1), endPoint: Point(x: 1, y: 1))
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(mid.kind == .axial)
        #expect(mid.startPoint == Point(x: 0, y: 0.5))
        #expect(mid.endPoint == Point(x: 1, y: 0.5))
        #expect(mid.locations!.count == 2)
        #expect(abs(mid.locations![0] - 0.1) < 1e-12 && abs(mid.locations![1] - 0.7) < 1e-12)
        #expect(levelDifference(mid.colors[0], Color(red: 0.5, green: 0, blue: 0.5)) < 0.01)
        #expect(levelDifference(mid.colors[1], Color(red: 0.5, green: 1, blue: 0)) < 0.01)
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
    }

    @Test func differentStopCountsBlendOverTheUnionOfLocations() {
        // Mixed in sRGB numbers, so that the first gradient is sampled as plain arithmetic.
        let a = Gradient(colors: [red, blue], interpolation: .srgb)
        let b = Gradient(colors: [green, yellow, red], locations: [0, 0.25, 1], interpolation: .srgb)
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(mid.locations == [0, 0.25, 1])
        // At 0.25 the first gradient is 3/4 red and 1/4 blue; the second is yellow.
        let aAtQuarter = Color(red: 0.75, green: 0, blue: 0.25)
        #expect(levelDifference(mid.colors[1], aAtQuarter.interpolated(to: yellow, fraction: 0.5)) < 0.01)
        #expect(levelDifference(mid.colors[0], Color(red: 0.5, green: 0.5, blue: 0)) < 0.01)
        #expect(levelDifference(mid.colors[2], Color(red: 0.5, green: 0, blue: 0.5)) < 0.01)
    }

    @Test func unionBlendsRenderLikeTheirEndsJustAfterTheStartAndJustBeforeTheEnd() {
        let pairs: [(Gradient, Gradient)] = [
            (Gradient(colors: [red, blue]), Gradient(colors: [green, yellow, red], locations: [0, 0.25, 1])),
            (
                Gradient(colors: [red, red, blue, blue], locations: [0, 0.5, 0.5, 1]),
                Gradient(colors: [green, Color.clear, yellow], locations: [-0.2, 0.3, 1.4])
            ),
            (
                Gradient(kind: .radial, colors: [red, Color(white: 1, alpha: 0.3)], interpolation: .oklab),
                Gradient(kind: .radial, colors: [blue, green, yellow, .black], interpolation: .oklab)
            ),
            (Gradient(colors: []), Gradient(colors: [green, yellow, red])),
        ]
        for (a, b) in pairs {
            #expect(maximumChannelDifference(render(a.interpolated(to: b, fraction: 1e-12)), render(a)) <= 1)
            #expect(maximumChannelDifference(render(a.interpolated(to: b, fraction: 1 - 1e-12)), render(b)) <= 1)
        }
    }

    @Test func gradientsOfDifferentKindsSwitchHalfway() {
        let a = Gradient(kind: .axial, colors: [red, blue])
        let b = Gradient(kind: .conic, colors: [green, yellow, red])
        #expect(a.interpolated(to: b, fraction: 0.49) == a)
        #expect(a.interpolated(to: b, fraction: 0.5) == b)
    }

    @Test(arguments: Gradient.Interpolation.allCases)
    func theSamplerMatchesTheRenderer(_ interpolation: Gradient.Interpolation) {
        let gradient = Gradient(
            colors: [red, Color(red: 0, green: 0.5, blue: 1, alpha: 0.4), yellow, .black],
            locations: [0.1, 0.35, 0.35, 0.9], startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5),
            interpolation: interpolation)
        let width = 200
        let pixels = render(gradient, width: width, height: 1).pixels
        let sampler = GradientSampler(gradient)
        for x in 0..<width {
            let t = (Double(x) + 0.5) / Double(width)
            let expected = sampler.color(at: t).pixel
            let difference = maximumChannelDifference(pixelBuffer([expected]), pixelBuffer([pixels[x]]))
            #expect(difference <= 1, "x = \(x)")
        }
    }

    private func pixelBuffer(_ pixels: [UInt32]) -> PixelBuffer {
        let buffer = PixelBuffer(width: pixels.count, height: 1)
        for (x, p) in pixels.enumerated() { buffer[x, 0] = p }
        return buffer
    }
}
