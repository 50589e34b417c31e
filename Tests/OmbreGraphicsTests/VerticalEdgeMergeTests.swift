import Foundation
import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// Vertical edges on one column are summed before the sweep: overlapping opposite windings
/// leave nothing, and the coverage of every pixel stays what the edges gave one by one.
@Suite struct VerticalEdgeMergeTests {
    private let bounds = IntRect(minX: 0, minY: 0, maxX: 200, maxY: 160)

    /// The edges of `path`, merged or not, as (x0, y0, x1, y1, winding) sorted.
    private func edges(of path: Path, merged: Bool) -> [[Int]] {
        let list = EdgeList()
        list.reset(bounds: bounds)
        list.add(path, transform: .identity)
        if merged { list.mergeVerticalEdges() }
        return list.edges.map { [$0.x0, $0.y0, $0.x1, $0.y1, $0.winding] }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    @Test func opposingVerticalEdgesCancelAndTheRestKeepTheirWinding() {
        // Two squares side by side share the column x = 20: its two edges run opposite ways.
        var path = Path(rect: Rect(x: 10, y: 10, width: 10, height: 20))
        path.addPath(Path(rect: Rect(x: 20, y: 15, width: 10, height: 10)))
        let merged = edges(of: path, merged: true)
        let s = ScanlineRasterizer.one
        // Left of the shared column nothing changes; on it, only the stretches the second square
        // does not share are left.
        #expect(
            merged.filter { $0[0] == 20 * s && $0[2] == 20 * s }.map { [$0[1] / s, $0[3] / s, $0[4]] } == [
                [10, 15, 1], [25, 30, 1],
            ])
        #expect(merged.count == edges(of: path, merged: false).count)
        // The same square twice winds twice; drawn both ways it cancels.
        var twice = Path(rect: Rect(x: 40, y: 40, width: 8, height: 8))
        twice.addPath(Path(rect: Rect(x: 40, y: 40, width: 8, height: 8)))
        #expect(edges(of: twice, merged: true).map { $0[4] }.sorted() == [-2, 2])
        var none = Path(rect: Rect(x: 40, y: 40, width: 8, height: 8))
        none.addPath(
            Path(polygon: [Point(x: 40, y: 40), Point(x: 40, y: 48), Point(x: 48, y: 48), Point(x: 48, y: 40)]))
        #expect(edges(of: none, merged: true).isEmpty)
    }

    /// The coverage `edges` sweep to in the bounds, a row of pixels after another: spans may
    /// come cut differently (a chunk a cancelled edge marked is swept as pixels rather than as
    /// part of a run), the pixels may not.
    private func swept(_ list: [RasterEdge], rule: FillRule) -> [[Int]] {
        let sorted = list.sorted { $0.y0 < $1.y0 }
        let raster = ScanlineRasterizer()
        raster.reset(clip: bounds)
        raster.use(ShapeEdges(edges: sorted, bottom: sorted.map(\.y1).max() ?? 0, id: 0))
        raster.beginSweep(rule: rule)
        var rows = Array(repeating: Array(repeating: 0, count: bounds.width), count: bounds.height)
        while let row = raster.nextRow() {
            for s in row.spans {
                for i in 0..<Int(s.count) { rows[row.y][Int(s.x) + i] = Int(s.values?[i] ?? s.alpha) }
            }
        }
        return rows
    }

    /// A star and its stroke's outline cut to wedges whose lines run along columns (half and
    /// three quarters of a turn from 12 o'clock), overlapping rectangles at fractional columns,
    /// under both rules: the same coverage merged as edge by edge.
    @Test func mergedEdgesSweepToTheSameCoverage() {
        var g = SplitMix(seed: 0xC01)
        let center = Point(x: 100.25, y: 80)
        let star = Path(
            polygon: (0..<60).map { i in
                let u = Double(g.next() >> 11) / Double(1 << 53)
                let r = 40 + 30 * u
                let angle = 2 * Double.pi * Double(i) / 60
                return Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            })
        let outline = Stroker.outline(of: star, style: StrokeStyle(width: 5), tolerance: 0.1)
        var shapes: [Path] = []
        for sweep in [Double.pi, 1.5 * .pi] {
            var both = star.clipped(toWedgeAround: center, start: -.pi / 2, sweep: sweep, tolerance: 0.1)
            both.addPath(outline.clipped(toWedgeAround: center, start: -.pi / 2, sweep: sweep, tolerance: 0.1))
            shapes.append(both)
        }
        var rectangles = Path(rect: Rect(x: 10.5, y: 10.25, width: 30.25, height: 40))
        rectangles.addPath(Path(rect: Rect(x: 10.5, y: 30, width: 50, height: 30.75)))
        rectangles.addPath(Path(polygon: [Point(x: 40.75, y: 5), Point(x: 40.75, y: 70), Point(x: 60.5, y: 50)]))
        shapes.append(rectangles)
        for (i, shape) in shapes.enumerated() {
            let list = EdgeList()
            list.reset(bounds: bounds)
            list.add(shape, transform: .identity)
            let separate = list.edges
            list.mergeVerticalEdges()
            #expect(list.edges.count != separate.count, "shape \(i): nothing merged")
            for rule in [FillRule.nonZero, .evenOdd] {
                let (a, b) = (swept(separate, rule: rule), swept(list.edges, rule: rule))
                #expect(a.joined().filter { $0 > 0 }.count > 1000)
                let differing = zip(a.joined(), b.joined()).filter { $0 != $1 }.count
                #expect(differing == 0, "shape \(i), \(rule): \(differing) pixels differ")
            }
        }
    }
}
