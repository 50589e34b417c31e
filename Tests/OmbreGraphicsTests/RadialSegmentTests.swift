import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// Radial gradients that are not rotated split each row into runs of one segment, whose ends
/// come from where the row crosses each stop's circle; with two stops, the chunks outside the
/// last stop's circle repeat one padding chunk. Wherever those fall, every pixel must be the
/// formula rounded, however a row is cut into pieces.
@Suite struct RadialSegmentTests {
    static func gradient(_ g: inout SplitMix) -> Gradient {
        let n = Int.random(in: 2...6, using: &g)
        // Segments at least 0.02 wide: narrower ones are steep enough that Float's t, 1e-7
        // off, moves a channel by a sizeable part of a level in any evaluation.
        var locations = [Double.random(in: -0.2...0.4, using: &g)]
        for _ in 1..<n { locations.append(locations.last! + .random(in: 0.02...0.5, using: &g)) }
        let alpha: Float = Bool.random(using: &g) ? 1 : .random(in: 0.2...1, using: &g)
        let colors = (0..<n).map { _ in
            Color(
                red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g),
                blue: .random(in: 0...1, using: &g), alpha: alpha)
        }
        let center = Point(x: .random(in: -0.5...1.5, using: &g), y: .random(in: -0.5...1.5, using: &g))
        let end = Point(
            x: center.x + .random(in: 0.05...1.2, using: &g), y: center.y + .random(in: 0.05...1.2, using: &g))
        return Gradient(
            kind: .radial, colors: colors, locations: locations, startPoint: center, endPoint: end, interpolation: .srgb
        )
    }

    @Test func randomRadialsShadeTheFormulaInAnyPieces() {
        var g = SplitMix(seed: 0x5EED_0A0A)
        for _ in 0..<60 {
            let gradient = Self.gradient(&g)
            let (w, h) = (Int.random(in: 1...120, using: &g), Int.random(in: 1...40, using: &g))
            let size = Size(width: Double(w), height: Double(h))
            let shader = GradientShader(gradient: gradient, size: size, deviceToLayer: .identity, dither: false)
            let image = PixelBuffer(width: w, height: h)
            for y in 0..<h {
                // Pieces as a shape's spans would cut the row, so that runs start off chunk edges.
                var x = 0
                while x < w {
                    let count = min(w - x, Int.random(in: 1...50, using: &g))
                    shader.shade(y: y, x: x, count: count, into: image.row(y) + x)
                    x += count
                }
            }
            Self.expectTheFormulaRounded(image, of: gradient)
        }
    }

    @Test func mirroredRowsRunTheOtherWay() {
        // Device x → layer w − x: du falls along each row where it rose, and the runs with it.
        var g = SplitMix(seed: 0x0F11_9ED0)
        for _ in 0..<30 {
            let gradient = Self.gradient(&g)
            let (w, h) = (Int.random(in: 1...100, using: &g), Int.random(in: 1...30, using: &g))
            let mirror = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: Double(w), ty: 0)
            let shader = GradientShader(
                gradient: gradient, size: Size(width: Double(w), height: Double(h)), deviceToLayer: mirror,
                dither: false)
            let shaded = PixelBuffer(width: w, height: h)
            let unmirrored = PixelBuffer(width: w, height: h)
            for y in 0..<h {
                shader.shade(y: y, x: 0, count: w, into: shaded.row(y))
                for x in 0..<w { unmirrored.row(y)[w - 1 - x] = shaded[x, y] }
            }
            Self.expectTheFormulaRounded(unmirrored, of: gradient)
        }
    }

    /// Every channel of `image` within rounding of `gradient`'s formula over the whole image.
    static func expectTheFormulaRounded(
        _ image: PixelBuffer, of gradient: Gradient, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (w, h) = (image.width, image.height)
        let worst = GradientReference(gradient: gradient, width: w, height: h).worstDifference(in: image)
        #expect(
            worst.levels <= 0.52, "\(gradient) at \(w)×\(h): off by \(worst.levels) at (\(worst.x), \(worst.y))",
            sourceLocation: sourceLocation)
    }

    @Test func ditheredRadialsStayWithinALevel() {
        var g = SplitMix(seed: 0xD17E_0B0B)
        for _ in 0..<30 {
            let gradient = Self.gradient(&g)
            let (w, h) = (Int.random(in: 8...100, using: &g), Int.random(in: 8...40, using: &g))
            let image = renderGradient(gradient, width: w, height: h, dither: true)
            let worst = GradientReference(gradient: gradient, width: w, height: h).worstDifference(in: image)
            // Dithering moves a value by at most 0.375 before rounding.
            #expect(worst.levels <= 0.876, "\(gradient) at \(w)×\(h): off by \(worst.levels)")
        }
    }
}
