import OmbreTestSupport
import Testing

@testable import OmbreGraphics

@Suite struct DitherTests {
    static let slow = Gradient(
        colors: [Color(red8: 40, green8: 40, blue8: 60), Color(red8: 48, green8: 44, blue8: 70)],
        startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 0))
    static let many = Gradient(
        colors: [.black, .white, Color(red: 1, green: 0, blue: 0, alpha: 0.5), .black], locations: [0, 0.3, 0.6, 1],
        startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))

    @Test func bayerMatrixHoldsEveryRankOnce() {
        #expect(Set(Dither.bayer).count == 64)
        #expect(Dither.bayer.max() == 63)
    }

    static let conic = Gradient(
        kind: .conic, colors: [.black, .white, Color(red: 1, green: 0, blue: 0, alpha: 0.5), .black],
        locations: [0, 0.3, 0.6, 1], startPoint: Point(x: 0.4, y: 0.55), endPoint: Point(x: 0.9, y: 0.2))
    static let radial = Gradient(
        kind: .radial, colors: [.white, .black, Color(red: 0, green: 0, blue: 1)], startPoint: Point(x: 0.5, y: 0.5),
        endPoint: Point(x: 1, y: 0.9))

    @Test(arguments: [0, 1, 2, 3])
    func ditheredPixelsStayWithinOneLevelOfTheFormula(index: Int) {
        let g = [Self.slow, Self.many, Self.conic, Self.radial][index]
        let image = renderGradient(g, width: 160, height: 40, dither: true)
        let worst = GradientReference(gradient: g, width: 160, height: 40).worstDifference(in: image)
        #expect(worst.levels <= 1.0 + 1e-9, "off by \(worst.levels) at (\(worst.x), \(worst.y))")
    }

    @Test func ditheringIsDeterministic() {
        let a = renderGradient(Self.slow, width: 64, height: 64, dither: true)
        let b = renderGradient(Self.slow, width: 64, height: 64, dither: true)
        #expect(a == b)
    }

    @Test func ditheringKeepsTheAverageThatRoundingLoses() {
        // Over one 8×8 tile the dithered values average to the exact value much more closely
        // than plain rounding does, which is what removes visible bands.
        let plain = renderGradient(Self.slow, width: 256, height: 8, dither: false)
        let dithered = renderGradient(Self.slow, width: 256, height: 8, dither: true)
        let reference = GradientReference(gradient: Self.slow, width: 256, height: 8)
        var plainError = 0.0
        var ditheredError = 0.0
        for tile in 0..<32 {
            var exact = 0.0
            var p = 0.0
            var d = 0.0
            for y in 0..<8 {
                for x in (tile * 8)..<(tile * 8 + 8) {
                    exact += reference.color(at: reference.t(x: x, y: y))[0]
                    p += Double(plain[x, y] & 0xFF)
                    d += Double(dithered[x, y] & 0xFF)
                }
            }
            plainError += abs(p - exact) / 64
            ditheredError += abs(d - exact) / 64
        }
        #expect(plainError / 32 > 0.15)
        #expect(ditheredError < plainError / 2, "dithered \(ditheredError / 32), plain \(plainError / 32)")
    }

    @Test func ditherDependsOnDevicePixelNotOnSpanStart() {
        // Shading a row in two pieces gives the same pixels as shading it at once.
        let shader = GradientShader(
            gradient: Self.many, size: Size(width: 50, height: 10), deviceToLayer: .identity, dither: true)
        let whole = UnsafeMutablePointer<UInt32>.allocate(capacity: 50)
        let parts = UnsafeMutablePointer<UInt32>.allocate(capacity: 50)
        defer {
            whole.deallocate()
            parts.deallocate()
        }
        shader.shade(y: 3, x: 0, count: 50, into: whole)
        shader.shade(y: 3, x: 0, count: 13, into: parts)
        shader.shade(y: 3, x: 13, count: 37, into: parts + 13)
        #expect(
            Array(UnsafeBufferPointer(start: whole, count: 50)) == Array(UnsafeBufferPointer(start: parts, count: 50)))
    }
}
