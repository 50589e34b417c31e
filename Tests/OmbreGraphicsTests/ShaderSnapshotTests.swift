import OmbreTestSupport
import Testing

@testable import OmbreGraphics

@Suite struct ShaderSnapshotTests {
    static let colors = [
        Color(red8: 0x1E, green8: 0x96, blue8: 0x00), Color(red8: 0xFF, green8: 0xF2, blue8: 0x00),
        Color(red8: 0xFF, green8: 0x00, blue8: 0x00),
    ]

    @Test(arguments: Gradient.Kind.allCases)
    func eachShaderMatchesItsReference(kind: Gradient.Kind) {
        let g = Gradient(
            kind: kind, colors: Self.colors,
            startPoint: Point(x: kind == .axial ? 0 : 0.5, y: kind == .axial ? 0 : 0.5),
            endPoint: Point(x: 1, y: kind == .axial ? 1 : 0.5))
        let image = renderGradient(g, width: 96, height: 64, dither: true)
        expectSnapshot(image, named: "shader-\(kind.rawValue)")
    }

    @Test(arguments: Gradient.Interpolation.allCases)
    func eachInterpolationMatchesItsReference(space: Gradient.Interpolation) {
        let g = Gradient(
            colors: [Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 0)],
            startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5), interpolation: space)
        let image = renderGradient(g, width: 128, height: 16, dither: false)
        expectSnapshot(image, named: "interpolation-\(space.rawValue)")
    }
}
