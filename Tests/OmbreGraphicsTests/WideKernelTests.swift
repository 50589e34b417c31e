import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// The wide row kernels, used where the CPU has them, give exactly the bits of the Swift loops
/// they stand in for: on such a CPU, every pixel shaded with them equals the pixel shaded
/// without. (Elsewhere they are never called, and there is nothing to compare.)
@Suite(.enabled(if: WideKernels.available, "the CPU has no AVX2")) struct WideKernelTests {
    /// Shades `count` pixels of row `y` from column `x` through the radial segment runner.
    static func shade(
        _ shader: GradientShader, y: Int, x: Int, count: Int, wide: Bool, into out: UnsafeMutablePointer<UInt32>
    ) -> Bool {
        guard case .shaded(.radialRowConstant(let mapping), .segments(let colors)) = shader.program else {
            return false
        }
        GradientShader.runRadialSegments(mapping, colors, y, x, count, out, wide: wide)
        return true
    }

    @Test(arguments: [false, true])
    func radialRunsShadeTheSameBitsWideAndNot(dither: Bool) {
        var g = SplitMix(seed: dither ? 0xA7_0002 : 0xA7_0001)
        var compared = 0
        for i in 0..<120 {
            // Three stops or more: two are shaded directly, without segment runs.
            var gradient = RadialSegmentTests.gradient(&g)
            while gradient.colors.count < 3 { gradient = RadialSegmentTests.gradient(&g) }
            // Opaque stops: the wide kernel covers the opaque runs.
            gradient.colors = gradient.colors.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: 1) }
            let (w, h) = (Int.random(in: 1...300, using: &g), Int.random(in: 1...24, using: &g))
            let scale = [1.0, 0.25, 7.5].randomElement(using: &g)!
            let shader = GradientShader(
                gradient: gradient, size: Size(width: Double(w), height: Double(h)),
                deviceToLayer: AffineTransform(scaleX: scale, y: scale), dither: dither)
            let plain = PixelBuffer(width: w, height: h)
            let wide = PixelBuffer(width: w, height: h)
            for y in 0..<h {
                var x = 0
                while x < w {
                    let count = min(w - x, Int.random(in: 1...90, using: &g))
                    guard
                        Self.shade(shader, y: y, x: x, count: count, wide: false, into: plain.row(y) + x),
                        Self.shade(shader, y: y, x: x, count: count, wide: true, into: wide.row(y) + x)
                    else {
                        Issue.record("case \(i): \(gradient) is not shaded by segment runs")
                        return
                    }
                    x += count
                }
            }
            let differing = zip(plain.pixels, wide.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "case \(i): \(gradient) at \(w)×\(h), scale \(scale)")
            compared += w * h
        }
        #expect(compared > 100_000)
    }
}
