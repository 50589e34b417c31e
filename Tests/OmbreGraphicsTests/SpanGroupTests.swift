import COmbreSIMD
import Foundation
import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// Spans less than `OMBRE_SHADED_GAP` pixels apart are shaded in place with one shader call per
/// group: the pixels of the group's gaps must come out as they went in, and the shaded ones as
/// the shader gives them, at every level of wide kernels.
@Suite struct SpanGroupTests {
    static let width = 700

    /// The levels that `SpanPainter` paints with on this CPU: the Swift loops, and the AVX-512
    /// kernels where the CPU has them.
    static let levels = [WideKernels.Level.none] + (WideKernels.best >= .avx512 ? [.avx512] : [])

    /// A planned radial gradient (three opaque stops) and an axial one, over the row.
    static let shaders: [(name: String, gradient: Gradient)] = [
        (
            "radial",
            Gradient(
                kind: .radial, colors: [.red, .blue, .green], startPoint: Point(x: 0.4, y: 0.5),
                endPoint: Point(x: 1, y: 1), interpolation: .srgb)
        ),
        (
            "axial",
            Gradient(
                kind: .axial, colors: [.red, .blue, .green], startPoint: Point(x: 0, y: 0),
                endPoint: Point(x: 1, y: 0), interpolation: .srgb)
        ),
    ]

    /// Random spans of full and partial coverage with gaps from 1 pixel to well past the
    /// grouping distance.
    static func spans(_ g: inout SplitMix, values: UnsafePointer<UInt8>) -> [CoverageSpan] {
        var spans: [CoverageSpan] = []
        var x = Int.random(in: 0...40, using: &g)
        while x < width - 1 {
            let count = Int32(min(width - x, Int.random(in: 1...60, using: &g)))
            let perPixel = Bool.random(using: &g)
            spans.append(
                CoverageSpan(
                    x: Int32(x), count: count, alpha: perPixel ? 0 : [255, 90].randomElement(using: &g)!,
                    values: perPixel ? values + x : nil))
            let gap = [1, 7, Int(OMBRE_SHADED_GAP) - 1, Int(OMBRE_SHADED_GAP), 200].randomElement(using: &g)!
            x += Int(count) + gap
        }
        return spans
    }

    /// Whether every channel of `a` lies within one level of `b`'s.
    static func withinALevel(_ a: UInt32, _ b: UInt32) -> Bool {
        (0..<4).allSatisfy { c in
            let shift = UInt32(8 * c)
            return abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) <= 1
        }
    }

    @Test(arguments: levels)
    func shadingSpansInGroupsLeavesTheirGapsAsTheyWere(level: WideKernels.Level) {
        var g = SplitMix(seed: 0x6A9_0001)
        let values = (0..<Self.width).map { _ in UInt8.random(in: 1...254, using: &g) }
        values.withUnsafeBufferPointer { v in
            for (name, gradient) in Self.shaders {
                let shader = GradientShader(
                    gradient: gradient, size: Size(width: Double(Self.width), height: 4), deviceToLayer: .identity,
                    dither: false)
                for i in 0..<60 {
                    let spans = Self.spans(&g, values: v.baseAddress!)
                    let target = PixelBuffer(width: Self.width, height: 4)
                    let before = (0..<Self.width).map { x in
                        UInt32(truncatingIfNeeded: x &* 2_654_435_761) | 0xFF00_0000
                    }
                    for x in 0..<Self.width { target.row(1)[x] = before[x] }
                    let canvas = Canvas(target: target)
                    let painter = SpanPainter(canvas: canvas, shader: .gradient(shader), wide: level)
                    spans.withUnsafeBufferPointer { painter.paint(row: 1, spans: $0) }
                    withExtendedLifetime(canvas) {}
                    var shaded = [UInt32](repeating: 0, count: Self.width)
                    shader.shade(y: 1, x: 0, count: Self.width, into: &shaded)
                    var covered = [Bool](repeating: false, count: Self.width)
                    for span in spans { for x in Int(span.x)..<Int(span.end) { covered[x] = true } }
                    let row = target.row(1)
                    let changedGaps = (0..<Self.width).filter { !covered[$0] && row[$0] != before[$0] }
                    #expect(changedGaps.isEmpty, "\(name) row \(i): gap pixels \(changedGaps.prefix(5)) changed")
                    // Fully covered pixels take the shader's color (within a level: a group's
                    // pixels are stepped from its first column, the reference's from column 0).
                    let full = spans.filter { $0.values == nil && $0.alpha == 255 }.flatMap { Int($0.x)..<Int($0.end) }
                    let off = full.filter { x in !Self.withinALevel(row[x], shaded[x]) }
                    #expect(off.isEmpty, "\(name) row \(i): covered pixels \(off.prefix(5)) are not the shader's")
                }
            }
        }
    }
}
