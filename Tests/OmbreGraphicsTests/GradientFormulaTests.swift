import OmbreTestSupport
import Testing

@testable import OmbreGraphics

@Suite struct GradientFormulaTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let white = Color.white
    static let halfBlack = Color(red: 0, green: 0, blue: 0, alpha: 0.5)

    static let cases: [(String, Gradient, Int, Int)] = [
        ("axial default", Gradient(colors: [red, blue]), 64, 48),
        (
            "axial diagonal non-square", Gradient(colors: [red, blue], startPoint: .zero, endPoint: Point(x: 1, y: 1)),
            97, 31
        ),
        (
            "axial 8 stops",
            Gradient(
                colors: [red, green, blue, white, red, halfBlack, blue, green], startPoint: Point(x: 0, y: 0.2),
                endPoint: Point(x: 1, y: 0.7)), 80, 40
        ),
        (
            "axial locations outside 0...1",
            Gradient(
                colors: [red, green, blue], locations: [-0.5, 0.2, 1.6], startPoint: Point(x: 0, y: 0.5),
                endPoint: Point(x: 1, y: 0.5)), 70, 20
        ),
        (
            "axial unsorted locations",
            Gradient(
                colors: [red, green, blue, white], locations: [0.1, 0.6, 0.3, 0.9], startPoint: Point(x: 0, y: 0.5),
                endPoint: Point(x: 1, y: 0.5)), 90, 10
        ),
        ("axial two stops not at the ends", Gradient(colors: [red, blue], locations: [0.25, 0.5]), 16, 64),
        (
            "axial translucent",
            Gradient(
                colors: [halfBlack, Color(red: 1, green: 1, blue: 0, alpha: 0.25)], startPoint: Point(x: 1, y: 0),
                endPoint: Point(x: 0, y: 1)), 33, 33
        ),
        ("one color", Gradient(colors: [green]), 9, 7),
        (
            "axial start == end",
            Gradient(colors: [red, green, blue], startPoint: Point(x: 0.3, y: 0.3), endPoint: Point(x: 0.3, y: 0.3)),
            12, 12
        ),
        (
            "radial centered",
            Gradient(
                kind: .radial, colors: [white, blue, red], startPoint: Point(x: 0.5, y: 0.5),
                endPoint: Point(x: 1, y: 1)), 64, 40
        ),
        (
            // The first stop above 0: the radius must be clamped from below too.
            "radial two stops from 0.3",
            Gradient(
                kind: .radial, colors: [red, blue], locations: [0.3, 0.8], startPoint: Point(x: 0.5, y: 0.5),
                endPoint: Point(x: 1, y: 1)), 48, 40
        ),
        (
            "radial translucent",
            Gradient(
                kind: .radial, colors: [halfBlack, blue], startPoint: Point(x: 0.4, y: 0.5),
                endPoint: Point(x: 0.9, y: 1)),
            48, 40
        ),
        (
            // Rows cross the stops' circles at both sides, touch them, or miss them.
            "radial five stops off center",
            Gradient(
                kind: .radial, colors: [red, green, blue, white, red], locations: [0.1, 0.3, 0.45, 0.7, 0.95],
                startPoint: Point(x: 0.3, y: 0.6), endPoint: Point(x: 0.8, y: 0.9)), 70, 50
        ),
        (
            "radial three stops from 0.2, center outside",
            Gradient(
                kind: .radial, colors: [blue, white, green], locations: [0.2, 0.5, 0.9],
                startPoint: Point(x: -0.3, y: 0.4), endPoint: Point(x: 0.5, y: 1)), 64, 48
        ),
        (
            "radial four translucent stops of one alpha",
            Gradient(
                kind: .radial,
                colors: [
                    halfBlack, Color(red: 1, green: 0, blue: 0, alpha: 0.5), halfBlack,
                    Color(red: 0, green: 0, blue: 1, alpha: 0.5),
                ],
                startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 0.8)), 56, 56
        ),
        (
            "radial off center",
            Gradient(
                kind: .radial, colors: [red, blue], startPoint: Point(x: 0.2, y: 0.7), endPoint: Point(x: 0.6, y: 0.9)),
            50, 70
        ),
        (
            "radial one radius zero",
            Gradient(
                kind: .radial, colors: [red, blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 0.5, y: 1)),
            60, 30
        ),
        (
            "radial both radii zero",
            Gradient(
                kind: .radial, colors: [red, blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 0.5, y: 0.5)),
            10, 10
        ),
        (
            "conic up",
            Gradient(
                kind: .conic, colors: [red, green, blue, red], startPoint: Point(x: 0.5, y: 0.5),
                endPoint: Point(x: 0.5, y: 0)), 64, 64
        ),
        (
            "conic non-square diagonal",
            Gradient(
                kind: .conic, colors: [red, blue], startPoint: Point(x: 0.4, y: 0.6), endPoint: Point(x: 1, y: 1)), 90,
            30
        ),
        (
            "conic start == end",
            Gradient(
                kind: .conic, colors: [red, green, blue], startPoint: Point(x: 0.5, y: 0.5),
                endPoint: Point(x: 0.5, y: 0.5)), 32, 32
        ),
    ]

    @Test(arguments: cases.indices, [Gradient.Interpolation.genericRGB, .srgb])
    func unditheredPixelsEqualTheFormula(index: Int, interpolation: Gradient.Interpolation) {
        // Within a level is the promise. Mixed in sRGB numbers, axial gradients, radial ones
        // of one alpha (none here is rotated) and two stops of one alpha of any kind evaluate
        // exact factors, so they are the formula rounded; the others (straight stops of
        // differing alphas mix along a curve, conics take a table), and every gradient mixed in
        // Generic RGB (the device's default), read a table whose nearest entry is within 7/16
        // level when the pixels are not dithered.
        var (name, gradient, w, h) = Self.cases[index]
        gradient.interpolation = interpolation
        let image = renderGradient(gradient, width: w, height: h)
        let worst = GradientReference(gradient: gradient, width: w, height: h).worstDifference(in: image)
        let oneAlpha = Set(gradient.colors.map(\.alpha)).count <= 1
        let exact =
            interpolation == .srgb
            && (gradient.kind == .axial || (gradient.kind == .radial && oneAlpha)
                || (gradient.colors.count <= 2 && oneAlpha))
        #expect(
            worst.levels <= (exact ? 0.52 : 0.95), "\(name): off by \(worst.levels) levels at (\(worst.x), \(worst.y))")
    }

    @Test func conicGrowsClockwiseFromTheEndPoint() {
        let g = Gradient(
            kind: .conic, colors: [.black, .white], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 0.5, y: 0),
            interpolation: .srgb)
        let image = renderGradient(g, width: 101, height: 101)
        // A quarter turn clockwise from 12 o'clock is 3 o'clock: t = 0.25 there, 0.75 at 9.
        let east = Int(image[100, 50] & 0xFF)
        let west = Int(image[0, 50] & 0xFF)
        #expect(abs(east - 64) <= 1)
        #expect(abs(west - 191) <= 1)
    }

    @Test func axialIsComputedInUnitSpaceAndStretches() {
        // In unit space a diagonal is perpendicular to the other diagonal, however wide the layer.
        let g = Gradient(
            colors: [.black, .white], startPoint: .zero, endPoint: Point(x: 1, y: 1), interpolation: .srgb)
        let image = renderGradient(g, width: 200, height: 20)
        // Opposite corners sit at t and 1 − t whatever the aspect ratio.
        #expect(abs(maxChannel(image[199, 0]) + maxChannel(image[0, 19]) - 255) <= 1)
        // The top-right corner pixel: u = (0.9975, 0.025), t = 0.51125, 130.4 levels.
        #expect(abs(maxChannel(image[199, 0]) - 130) <= 1)
    }

    private func maxChannel(_ p: UInt32) -> Int { Int(p & 0xFF) }

    @Test func conicAngleIsMeasuredInTheUnitSquare() {
        // iOS measures the angle in (u, v): on a 2:1 layer the 45° wedge boundary runs along the
        // layer's diagonal, not at 45° on screen. (No conic reference is among the shared
        // PNGs; the 36-wedge one at 320 × 568 agreed with this rule on 99.3 % of pixels.)
        let g = Gradient(
            kind: .conic, colors: [.black, .black, .white, .white], locations: [0, 0.125, 0.125, 1],
            startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 0.5))
        let image = renderGradient(g, width: 200, height: 100)
        // Row 80 is v − 0.5 = 0.305 below the center; the boundary u − 0.5 = 0.305 is x = 161.
        #expect(maxChannel(image[165, 80]) == 0)
        #expect(maxChannel(image[157, 80]) == 255)
        // Measured on screen the boundary would be at x = 130.5: (140, 80) is white in the unit square.
        #expect(maxChannel(image[140, 80]) == 255)
        // The diagonal from the center to the corner (200, 100) is the boundary on screen.
        #expect(maxChannel(image[190, 92]) == 0)
        #expect(maxChannel(image[186, 97]) == 255)
    }

    @Test func linearLightMidpointIsBrighterThanSRGB() {
        var g = Gradient(
            colors: [.black, .white], locations: [0, 1], startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5),
            interpolation: .srgb)
        let srgb = renderGradient(g, width: 2, height: 1)
        g.interpolation = .linear
        let linear = renderGradient(g, width: 2, height: 1)
        g.interpolation = .oklab
        let oklab = renderGradient(g, width: 2, height: 1)
        // Pixel 0 sits at t = 0.25: sRGB mixes to 64; linear light 0.25 encodes to 137;
        // Oklab L = 0.25 is linear 0.015625, which encodes to 33.
        #expect(abs(Int(srgb[0, 0] & 0xFF) - 64) <= 1)
        #expect(abs(Int(linear[0, 0] & 0xFF) - 137) <= 1)
        #expect(abs(Int(oklab[0, 0] & 0xFF) - 33) <= 1)
    }

    @Test func noColorsDrawNothing() {
        let image = renderGradient(Gradient(colors: []), width: 4, height: 4)
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test(arguments: [Gradient.Interpolation.genericRGB, .srgb], [false, true])
    func belowAStepAtTheFirstLocationTheFirstColorPads(interpolation: Gradient.Interpolation, dither: Bool) {
        // Red up to the middle, then green to blue: two stops share the first location.
        for kind in [Gradient.Kind.axial, .radial] {
            let g = Gradient(
                kind: kind, colors: [.red, .green, .blue], locations: [0.5, 0.5, 1],
                startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5),
                interpolation: interpolation)
            let image = renderGradient(g, width: 100, height: 1, dither: dither)
            for x in [0, 20, 48] {
                let c = Color(pixel: image[x, 0])
                #expect(c.red > 0.9 && c.green < 0.2 && c.blue < 0.1, "\(kind) pixel \(x): \(c)")
            }
            for x in [51, 60] {
                let c = Color(pixel: image[x, 0])
                #expect(c.green > 0.7 && c.red < 0.1, "\(kind) pixel \(x): \(c)")
            }
        }
    }

    @Test func stopLocationsAreRaisedNotSorted() {
        let g = Gradient(colors: [.black, .white, .black], locations: [0.5, 0.2, 1])
        #expect(g.stops.map(\.location) == [0.5, 0.5, 1])
        let spaced = Gradient(colors: [.black, .white, .black, .white])
        #expect(spaced.stops.map(\.location) == [0, 1.0 / 3, 2.0 / 3, 1])
    }
}
