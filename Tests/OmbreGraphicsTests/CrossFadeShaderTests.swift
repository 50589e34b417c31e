import Testing

@testable import OmbreGraphics

@Suite struct CrossFadeShaderTests {
    static let bounds = Rect(x: 0, y: 0, width: 48, height: 32)
    static let radial = Gradient(
        kind: .radial, colors: [Color(red: 0, green: 0.2, blue: 0.45), Color(red: 0.9, green: 0.9, blue: 0.75)],
        startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1))
    static let conic = Gradient(
        kind: .conic, colors: [Color(red: 0.1, green: 0.6, blue: 0), Color(red: 1, green: 0.95, blue: 0), .red],
        startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 0, y: 0.5))

    /// The pixels the cross-fade's own shader gives, row by row, with nothing cached.
    static func shadedDirectly(_ paint: Paint) -> PixelBuffer {
        let image = PixelBuffer(width: 48, height: 32)
        let shader = Shader(paint, userToDevice: .identity)
        for y in 0..<32 { shader.shade(y: y, x: 0, count: 48, into: image.row(y)) }
        return image
    }

    @Test func aCanvasDrawsCrossFadesFromCachedEndsExactlyAsTheirOwnShader() {
        let image = PixelBuffer(width: 48, height: 32)
        let canvas = Canvas(target: image)
        // A weight that moves, as frame after frame of a transition: the ends come from the
        // canvas's cache from the second fill on.
        for weight in [0.25, 0.5, 0.8] {
            for dither in [true, false] {
                let paint = Paint.crossFade(
                    from: Self.radial, to: Self.conic, weight: weight, bounds: Self.bounds, dither: dither)
                canvas.fill(Self.bounds, with: paint)
                #expect(image == Self.shadedDirectly(paint), "weight \(weight), dither \(dither)")
            }
        }
    }
}
