import OmbreTestSupport
import Testing

@testable import OmbreGraphics

extension WideKernelTests {
    static func colors(_ hex: [String]) -> [Color] { hex.map { try! Color(parsing: $0) } }

    /// A gentle table (lin2: about one entry per pixel across 1920 pixels, sixteen pixels
    /// within 32 entries), a steep one (lin8: three or four entries per pixel, eight pixels
    /// within 32 but not sixteen) and the steep one on a narrow layer (beyond 32: gathered).
    static let ditheredReaches: [(Gradient, width: Int)] = [
        (Gradient(kind: .axial, colors: colors(["#1E90FF", "#FF4500"])), 1920),
        (
            Gradient(
                kind: .axial,
                colors: colors(["#FF0000", "#FF8000", "#FFFF00", "#00C000", "#00C0C0", "#0040FF", "#8000FF", "#FF00A0"]
                ),
                locations: [0, 0.1, 0.22, 0.35, 0.5, 0.63, 0.8, 1]), 1920
        ),
        (
            Gradient(
                kind: .axial,
                colors: colors(["#FF0000", "#FF8000", "#FFFF00", "#00C000", "#00C0C0", "#0040FF", "#8000FF", "#FF00A0"]
                ),
                locations: [0, 0.1, 0.22, 0.35, 0.5, 0.63, 0.8, 1]), 90
        ),
    ]

    /// Dithered tables are read by the AVX-512 kernels from their integer parts and fractions:
    /// sixteen pixels by one permute of each, eight by one, or the 8.8 entries gathered, as far
    /// as a row's entries spread. Axial, radial and conic rows of gentle and steep tables at
    /// each reach give the bits of the Swift loop.
    @Test(.enabled(if: WideKernels.best >= .avx512, "the CPU has no AVX-512"), arguments: 0..<3)
    func ditheredTableRowsShadeTheSameBitsAtEveryReach(index: Int) {
        var g = SplitMix(seed: 0xD1_7E00 + UInt64(index))
        let (gradient, w) = Self.ditheredReaches[index]
        let h = 9
        let size = Size(width: Double(w), height: Double(h))
        var compared = 0
        for kind in Gradient.Kind.allCases {
            var g2 = gradient
            g2.kind = kind
            if kind != .axial { (g2.startPoint, g2.endPoint) = (Point(x: 0.5, y: 0.5), Point(x: 1.1, y: 1.2)) }
            let shader = GradientShader(gradient: g2, size: size, deviceToLayer: .identity, dither: true)
            compared += Self.compareRowsWideAndNot(width: w, height: h, &g, "\(kind) \(index)") {
                y, x, count, out, wide in
                switch shader.program {
                case .shaded(.axial(let m), .table(let c)):
                    #expect(c.whole != nil && c.fraction != nil)
                    GradientShader.runAxialTable(m, c, y, x, count, out, wide: wide)
                case .shaded(.radialRowConstant(let m), .tableFromStart(let c)):
                    #expect(c.colors.whole != nil)
                    GradientShader.runRadialPadded(m, c, y, x, count, out, wide: wide)
                case .shaded(.conic(let m), .tableFromStart(let c)):
                    #expect(c.colors.whole != nil)
                    GradientShader.runConicTable(m, c, y, x, count, out, wide: wide)
                default:
                    Issue.record("\(kind) \(index) is not shaded through a table")
                }
            }
        }
        #expect(compared >= 3 * w * h - 3 * 3 * h)
    }
}
