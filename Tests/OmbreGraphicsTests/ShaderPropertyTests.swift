import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// Whatever geometry reaches a shader through the library, it shades valid premultiplied
/// pixels and never traps or reads outside a table.
@Suite struct ShaderPropertyTests {
    /// Coordinates from the ordinary to the absurd, all finite.
    static let extremes: [Double] = [
        0, 0.5, 1, -1, 1e-300, -1e-300, 1e-9, 1e15, -1e15, 4_294_967_296, 1e100, -1e100, 1e308, -1e308,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]

    static func coordinate(_ g: inout SplitMix, extreme: Bool) -> Double {
        extreme && Bool.random(using: &g)
            ? extremes.randomElement(using: &g)! : Double.random(in: -2...3, using: &g)
    }

    static func color(_ g: inout SplitMix) -> Color {
        let alpha: Float = [0, 1, Float.random(in: 0...1, using: &g)].randomElement(using: &g)!
        return Color(
            red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g),
            blue: .random(in: 0...1, using: &g), alpha: alpha)
    }

    static func gradient(_ g: inout SplitMix, extreme: Bool) -> Gradient {
        let n = Int.random(in: 1...6, using: &g)
        let locations: [Double]? =
            Bool.random(using: &g) ? nil : (0..<n).map { _ in coordinate(&g, extreme: extreme) }
        return Gradient(
            kind: Gradient.Kind.allCases.randomElement(using: &g)!, colors: (0..<n).map { _ in color(&g) },
            locations: locations,
            startPoint: Point(x: coordinate(&g, extreme: extreme), y: coordinate(&g, extreme: extreme)),
            endPoint: Point(x: coordinate(&g, extreme: extreme), y: coordinate(&g, extreme: extreme)),
            interpolation: Gradient.Interpolation.allCases.randomElement(using: &g)!,
            premultiplied: Bool.random(using: &g))
    }

    /// A device → layer transform: mostly a turn and a scale, sometimes something stranger.
    static func transform(_ g: inout SplitMix, extreme: Bool) -> AffineTransform {
        let angle = [0, .pi, .pi / 2, Double.random(in: 0...(2 * .pi), using: &g)].randomElement(using: &g)!
        let scale = extreme && Bool.random(using: &g) ? extremes.randomElement(using: &g)! : 1
        return AffineTransform(rotation: angle).concatenating(AffineTransform(scaleX: scale, y: scale))
    }

    /// Shades every row of a `width`×`height` device area and returns the first invalid pixel.
    static func firstInvalidPixel(_ shader: GradientShader, width: Int, height: Int) -> (x: Int, y: Int, p: UInt32)? {
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { row.deallocate() }
        for y in 0..<height {
            shader.shade(y: y, x: 0, count: width, into: row)
            for x in 0..<width {
                let p = row[x]
                let a = p >> 24
                if p & 0xFF > a || p >> 8 & 0xFF > a || p >> 16 & 0xFF > a { return (x, y, p) }
            }
        }
        return nil
    }

    @Test(arguments: [false, true])
    func randomGeometryShadesOnlyValidPremultipliedPixels(extreme: Bool) {
        var g = SplitMix(seed: extreme ? 0xE7 : 0x5EED)
        for i in 0..<400 {
            let gradient = Self.gradient(&g, extreme: extreme)
            let (w, h) = (Int.random(in: 1...40, using: &g), Int.random(in: 1...24, using: &g))
            let layer = Size(
                width: Double.random(in: 0.5...64, using: &g), height: Double.random(in: 0.5...64, using: &g))
            let dither = Bool.random(using: &g)
            let shader = GradientShader(
                gradient: gradient, size: layer, deviceToLayer: Self.transform(&g, extreme: extreme), dither: dither)
            let bad = Self.firstInvalidPixel(shader, width: w, height: h)
            #expect(bad == nil, "case \(i): \(gradient), dither \(dither): \(String(describing: bad))")
        }
    }

    @Test func notANumberAnywhereShadesValidPixels() {
        let nan = Double.nan
        let gradients = [
            Gradient(colors: [.white, .clear], startPoint: Point(x: nan, y: 0)),
            Gradient(kind: .radial, colors: [.white, .black, .clear], endPoint: Point(x: 0.3, y: nan)),
            Gradient(kind: .conic, colors: [.white, .black, .clear], startPoint: Point(x: nan, y: nan)),
            Gradient(colors: [.white, .black, .clear], locations: [nan, 0.5, nan]),
            Gradient(kind: .conic, colors: [.white, .black], locations: [0, .infinity]),
        ]
        var weird = Color.white
        weird.red = .nan
        weird.alpha = .nan
        let transforms = [
            AffineTransform.identity, AffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
            AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0),
        ]
        for base in gradients {
            for colors in [base.colors, [weird, .black, weird]] {
                var gradient = base
                gradient.colors = colors
                for t in transforms {
                    for dither in [false, true] {
                        let shader = GradientShader(
                            gradient: gradient, size: Size(width: 20, height: 10), deviceToLayer: t, dither: dither)
                        let bad = Self.firstInvalidPixel(shader, width: 20, height: 10)
                        #expect(bad == nil, "\(gradient) \(t) dither \(dither): \(String(describing: bad))")
                    }
                }
            }
        }
    }
}

/// The shared seeded generator drives the standard library's random APIs.
extension SplitMix: RandomNumberGenerator {}
