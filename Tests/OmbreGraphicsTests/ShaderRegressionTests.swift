import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// Geometry that once crashed the renderer (a table read with NaN, traps in float → integer
/// conversions); each now renders what the formulas say.
@Suite struct ShaderRegressionTests {
    static let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0.5, blue: 1), Color.white]

    @Test(arguments: [false, true])
    func conicCenteredAtMinusInfinityIsDegenerate(dither: Bool) {
        // Its center is so far out that inf − inf would reach a table index as NaN; geometry
        // that cannot be computed is degenerate, and the last color fills.
        let g = Gradient(
            kind: .conic, colors: Self.colors, startPoint: Point(x: -1e308, y: 0.5), endPoint: Point(x: 1, y: 0.5))
        let image = renderGradient(g, width: 37, height: 21, dither: dither)
        #expect(image.pixels.allSatisfy { $0 == Color.white.pixel })
    }

    /// Gradients whose t is huge or tiny everywhere: they pad, exactly as the formula says.
    static let farOff = [
        Gradient(colors: colors, startPoint: Point(x: 0, y: 1e15)),
        Gradient(colors: colors, endPoint: Point(x: 1, y: 4_294_967_296)),
        Gradient(colors: colors, locations: [-1e100, 0, 1e100]),
        Gradient(colors: colors, locations: [-1e100, 0, 1e100], startPoint: Point(x: 0, y: 1e15)),
        Gradient(kind: .radial, colors: colors, locations: [-1e100, 0, 1e100]),
        Gradient(kind: .conic, colors: colors, locations: [-1e100, 0.5, 1e100]),
    ]

    @Test(arguments: farOff.indices, [false, true])
    func farOffGeometryFollowsTheFormula(index: Int, dither: Bool) {
        let g = Self.farOff[index]
        let image = renderGradient(g, width: 70, height: 30, dither: dither)
        let worst = GradientReference(gradient: g, width: 70, height: 30).worstDifference(in: image)
        #expect(worst.levels <= 1.0 + 1e-9, "off by \(worst.levels) at (\(worst.x), \(worst.y))")
    }

    @Test(arguments: [false, true])
    func halfTurnOnAVeryTallCanvasShadesEveryRow(dither: Bool) {
        // sin π is 1.2e-16, not 0: along a row of a layer 9,300 pixels tall turned half a turn,
        // t changes by about 1e-20 per chunk, which once overflowed a conversion to Int.
        let height = 9300.0
        let size = Size(width: 64, height: height)
        let turn = AffineTransform(translationX: -32, y: -height / 2)
            .concatenating(AffineTransform(rotation: .pi))
            .concatenating(AffineTransform(translationX: 32, y: height / 2))
        let g = Gradient(colors: [.black, .white], interpolation: .srgb)
        let shader = GradientShader(gradient: g, size: size, deviceToLayer: turn, dither: dither)
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer { row.deallocate() }
        for y in [0, 1, 2000, 4650, 9299] {
            shader.shade(y: y, x: 0, count: 64, into: row)
            // Turned upside down, device row y shows layer row 9299 − y: t = 1 − (y + 0.5)/9300.
            let expected = (1 - (Double(y) + 0.5) / height) * 255
            for x in 0..<64 {
                #expect(abs(Double(row[x] & 0xFF) - expected) <= 1, "row \(y) column \(x): \(row[x] & 0xFF)")
                #expect(row[x] >> 24 == 255)
            }
        }
    }

    @Test(arguments: [Gradient.Interpolation.srgb, .oklab])
    func aHundredThousandStopsRender(interpolation: Gradient.Interpolation) {
        // Stops are found by binary search, so their number costs log n per lookup.
        let colors = (0..<100_000).map { Color(white: Float($0 % 256) / 255) }
        let g = Gradient(colors: colors, interpolation: interpolation)
        let image = renderGradient(g, width: 8, height: 64)
        let reference = GradientReference(gradient: g, width: 8, height: 64)
        for y in [0, 17, 40, 63] {
            let expected = reference.color(at: reference.t(x: 3, y: y))
            let got = image[3, y]
            // Oklab mixes gray differently between stops; its stops themselves sit within a
            // level or so of the sRGB mix in this gradient of steep steps.
            let tolerance = interpolation == .srgb ? 1.0 : 8
            #expect(abs(Double(got & 0xFF) - expected[0]) <= tolerance, "row \(y): \(got & 0xFF) vs \(expected[0])")
            #expect(got >> 24 == 255)
        }
    }
}
