import Foundation
import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// Rows that will be cut to a clip mask are swept band by band only in the columns where the
/// mask has spans: once cut to the mask, every pixel is the one the sweep of the whole box gives.
@Suite struct MaskedSweepTests {
    static let box = IntRect(minX: 7, minY: 3, maxX: 229, maxY: 197)

    /// A jagged polygon of `count` points around (cx, cy), radii random between r0 and r1.
    private static func star(_ g: inout SplitMix, count: Int, cx: Double, cy: Double, r0: Double, r1: Double) -> Path {
        Path(
            polygon: (0..<count).map { i in
                let u = Double(g.next() >> 11) / Double(1 << 53)
                let angle = 2 * Double.pi * Double(i) / Double(count)
                return Point(x: cx + (r0 + (r1 - r0) * u) * cos(angle), y: cy + (r0 + (r1 - r0) * u) * sin(angle))
            })
    }

    /// A pie wedge about (120, 100) reaching past the box.
    private static func wedge(start: Double, sweep: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: 120, y: 100))
        path.addArc(
            center: Point(x: 120, y: 100), radius: 300, startAngle: start, endAngle: start + sweep,
            clockwise: sweep > 0)
        path.closeSubpath()
        return path
    }

    /// Masks of several kinds: wedges of either direction, one wider than half a turn, and two
    /// blobs far apart, so that bands between them have no columns at all.
    static let masks: [(name: String, path: Path)] = {
        var g = SplitMix(seed: 0x3A5C)
        var blobs = star(&g, count: 30, cx: 60, cy: 30, r0: 10, r1: 25)
        blobs.addPath(star(&g, count: 30, cx: 180, cy: 170, r0: 10, r1: 25))
        return [
            ("quarter", wedge(start: -.pi / 2, sweep: .pi / 2)),
            ("0.7 clockwise", wedge(start: 0, sweep: 1.4 * .pi)),
            ("0.3 counterclockwise", wedge(start: 0.4, sweep: -0.6 * .pi)),
            ("two blobs", blobs),
        ]
    }()

    /// The mask `clip` makes within the box.
    private func mask(of clip: Path) -> ClipMask {
        let raster = ScanlineRasterizer()
        raster.reset(clip: Self.box)
        raster.use(EdgeCache().edges(of: clip, transform: .identity, within: Self.box))
        raster.beginSweep(rule: .nonZero)
        let mask = ClipMask()
        mask.begin()
        while let row = raster.nextRow() { mask.append(y: row.y, spans: row.spans) }
        mask.finish()
        return mask
    }

    /// The coverage of `shape` cut to `mask`, pixel by pixel over the box, swept in the mask's
    /// columns or in the whole box; and how many pixels the sweep's spans held before the cut.
    private func cutCoverage(
        _ shape: ShapeEdges, rule: FillRule, mask: ClipMask, narrowed: Bool,
        raster: ScanlineRasterizer = ScanlineRasterizer()
    ) -> (pixels: [Int], swept: Int) {
        let box = Self.box
        raster.reset(clip: box)
        raster.use(shape)
        if narrowed { raster.narrow(to: mask) }
        raster.beginSweep(rule: rule)
        var pixels = [Int](repeating: 0, count: box.width * box.height)
        var swept = 0
        let out = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: 2 * box.width + 2)
        let values = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * box.width + 2)
        defer {
            out.deallocate()
            values.deallocate()
        }
        while let row = raster.nextRow() {
            swept += row.spans.reduce(0) { $0 + Int($1.count) }
            let n = CoverageSpan.intersect(row.spans, mask.row(row.y), into: out, values: values)
            for s in UnsafeBufferPointer(start: out, count: n) {
                for i in 0..<Int(s.count) {
                    pixels[(row.y - box.minY) * box.width + Int(s.x) + i - box.minX] = Int(s.values?[i] ?? s.alpha)
                }
            }
        }
        return (pixels, swept)
    }

    @Test(arguments: masks.indices, [FillRule.nonZero, .evenOdd])
    func rowsCutToAMaskAreThePixelsOfTheWholeBoxsSweep(mask index: Int, rule: FillRule) {
        var g = SplitMix(seed: 0xC0_1D)
        var path = Self.star(&g, count: 120, cx: 118, cy: 101, r0: 40, r1: 140)
        // A second layer, so that windings of two and crossings matter to both rules.
        path.addPath(Self.star(&g, count: 50, cx: 100, cy: 90, r0: 20, r1: 70))
        let shape = EdgeCache().edges(of: path, transform: .identity, within: Self.box)
        let mask = mask(of: Self.masks[index].path)
        let whole = cutCoverage(shape, rule: rule, mask: mask, narrowed: false)
        let narrowed = cutCoverage(shape, rule: rule, mask: mask, narrowed: true)
        let covered = whole.pixels.count { $0 > 0 }
        #expect(covered > 500, "\(Self.masks[index].name): only \(covered) pixels to compare")
        let differing = zip(whole.pixels, narrowed.pixels).count { $0 != $1 }
        #expect(differing == 0, "\(Self.masks[index].name), \(rule): \(differing) pixels differ")
        // The narrowed sweep made spans for fewer pixels: it did sweep less.
        #expect(narrowed.swept < whole.swept * 9 / 10, "\(narrowed.swept) of \(whole.swept) pixels swept")
        // One rasterizer sweeping in turn narrowed, whole and narrowed again leaves nothing
        // behind for the next sweep, whatever its columns.
        let raster = ScanlineRasterizer()
        let turns = [true, false, true].map {
            cutCoverage(shape, rule: rule, mask: mask, narrowed: $0, raster: raster).pixels
        }
        #expect(turns.allSatisfy { $0 == whole.pixels }, "\(Self.masks[index].name): a reused rasterizer differs")
    }
}
