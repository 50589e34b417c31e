import Foundation
import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// The sweep deposits edges a band of rows at a time and sweeps each row after: the coverage
/// must be the exact area whatever the band, the box or the order of draws.
@Suite struct BandSweepTests {
    /// A simple polygon of `count` points at increasing angles around (cx, cy), radii random
    /// between `r0` and `r1`: jagged, never crossing itself.
    private func starPoints(_ g: inout SplitMix, count: Int, cx: Double, cy: Double, r0: Double, r1: Double) -> [Point]
    {
        (0..<count).map { i in
            let u = Double(g.next() >> 11) / Double(1 << 53)
            let r = r0 + (r1 - r0) * u
            let angle = 2 * Double.pi * Double(i) / Double(count)
            return Point(x: cx + r * cos(angle), y: cy + r * sin(angle))
        }
    }

    /// The area of the simple polygon `points` inside the unit pixel at (x, y), by clipping it
    /// to the pixel's four sides in turn (Sutherland–Hodgman: a convex window keeps the area
    /// exact for any simple polygon).
    private func pixelArea(_ points: [Point], x: Double, y: Double) -> Double {
        var poly = points
        let sides: [(Point) -> Double] = [{ $0.x - x }, { x + 1 - $0.x }, { $0.y - y }, { y + 1 - $0.y }]
        for inside in sides {
            var out: [Point] = []
            for (i, p) in poly.enumerated() {
                let q = poly[(i + 1) % poly.count]
                let (dp, dq) = (inside(p), inside(q))
                if dp >= 0 { out.append(p) }
                if (dp >= 0) != (dq >= 0) {
                    let t = dp / (dp - dq)
                    out.append(Point(x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y)))
                }
            }
            poly = out
            if poly.isEmpty { return 0 }
        }
        var twice = 0.0
        for (i, p) in poly.enumerated() {
            let q = poly[(i + 1) % poly.count]
            twice += p.x * q.y - q.x * p.y
        }
        return abs(twice) / 2
    }

    @Test func edgesAreLaidOutAsTheSweepReadsThem() {
        #expect(MemoryLayout<RasterEdge>.offset(of: \.x0) == 0)
        #expect(MemoryLayout<RasterEdge>.offset(of: \.y0) == 8)
        #expect(MemoryLayout<RasterEdge>.offset(of: \.x1) == 16)
        #expect(MemoryLayout<RasterEdge>.offset(of: \.y1) == 24)
        #expect(MemoryLayout<RasterEdge>.offset(of: \.winding) == 32)
        #expect(MemoryLayout<RasterEdge>.offset(of: \.dydx) == 40)
        #expect(MemoryLayout<RasterEdge>.stride == 48)
    }

    /// Random jagged polygons, some reaching past the canvas, each pixel against its exact
    /// area: within two levels (the vertices are rounded to 1/256 pixel).
    @Test func randomPolygonsCoverTheirExactArea() {
        var g = SplitMix(seed: 0xBA_4D01)
        let (w, h) = (90, 130)
        var compared = 0
        for shape in 0..<6 {
            let big = shape % 3 == 2
            let points = starPoints(
                &g, count: 40 + 13 * shape, cx: 44.3 + Double(shape), cy: 61.7,
                r0: big ? 40 : 12, r1: big ? 75 : 58)
            let coverage = rasterCoverage(of: Path(polygon: points), width: w, height: h)
            var worst = 0
            for y in 0..<h {
                for x in 0..<w {
                    let exact = Int((pixelArea(points, x: Double(x), y: Double(y)) * 255).rounded())
                    worst = max(worst, abs(coverage[y][x] - exact))
                    compared += 1
                }
            }
            #expect(worst <= 2, "shape \(shape): off by \(worst) levels")
        }
        #expect(compared == 6 * w * h)
    }

    /// A jagged fill and its stroke drawn whole and then in boxes of many heights (some taller
    /// than a band, some not a multiple of it) and widths: the same pixels.
    @Test(arguments: [1, 3, 17, 39, 40, 41, 79, 81, 150])
    func everyBoxGivesThePixelsOfTheWholeFrame(rows: Int) {
        var g = SplitMix(seed: 0xBA_4D02)
        let points = starPoints(&g, count: 150, cx: 100.4, cy: 91.2, r0: 40, r1: 88)
        let path = Path(polygon: points)
        let (w, h) = (210, 190)
        let paint = Paint.color(Color(red: 0.9, green: 0.5, blue: 0.2))
        let style = StrokeStyle(width: 5)
        func draw(_ canvas: Canvas) {
            canvas.clear(to: 0xFF00_0000)
            canvas.fill(path, with: paint, rule: .nonZero, thenStrokeWith: .color(.white), style: style)
            canvas.fill(path, with: .color(Color(red: 0, green: 0, blue: 1, alpha: 0.4)), rule: .evenOdd)
        }
        let whole = PixelBuffer(width: w, height: h)
        draw(Canvas(target: whole))
        let boxed = PixelBuffer(width: w, height: h)
        let canvas = Canvas(target: boxed)
        // Columns cut in two unequal halves, so boxes differ in width as well.
        for top in stride(from: 0, to: h, by: rows) {
            for (minX, maxX) in [(0, 77), (77, w)] {
                canvas.reset(target: boxed, limit: IntRect(minX: minX, minY: top, maxX: maxX, maxY: min(h, top + rows)))
                canvas.edgeCache.forgetAll()
                draw(canvas)
            }
        }
        let differing = zip(boxed.pixels, whole.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ in boxes of \(rows) rows")
    }

    /// A row of a band from `minX` to `maxX` (four rows tall) as the sweep gives it: each span's
    /// x, count, alpha and per-pixel coverage (empty for a run).
    private func sweptRow(from minX: Double, to maxX: Double) -> [[Int]] {
        let box = IntRect(minX: 0, minY: 0, maxX: 100, maxY: 4)
        let band = [Point(x: minX, y: 0), Point(x: maxX, y: 0), Point(x: maxX, y: 4), Point(x: minX, y: 4)]
        let raster = ScanlineRasterizer()
        raster.reset(clip: box)
        raster.use(EdgeCache().edges(of: Path(polygon: band), transform: .identity, within: box))
        raster.beginSweep(rule: .nonZero)
        guard let row = raster.nextRow() else { return [] }
        return row.spans.map { s in
            let values: [Int] = s.values.map { v in (0..<Int(s.count)).map { Int(v[$0]) } } ?? []
            return [Int(s.x), Int(s.count), Int(s.alpha)] + values
        }
    }

    /// A stroke's crossing of a row, a few whole pixels between two partly covered ones, comes
    /// as one per-pixel span with each pixel's own coverage; the inside of a wide shape stays
    /// a run of one coverage between its edges' cells.
    @Test func aNarrowCrossingIsOneSpanAndAWideInsideARun() {
        #expect(sweptRow(from: 10.25, to: 17.5) == [[10, 8, 0, 191, 255, 255, 255, 255, 255, 255, 128]])
        #expect(sweptRow(from: 10.25, to: 60.5) == [[10, 1, 0, 191], [11, 49, 255], [60, 1, 0, 128]])
    }

    /// A cell's area reaches the pixel right of it, across the boundary of the 16 cells that the
    /// sweep takes at once, even when nothing else lies in the next 16.
    @Test func coverageCrossesTheSweepsChunksExactly() {
        #expect(
            sweptRow(from: 3, to: 15.5) == [
                [3, 13, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 128]
            ])
        #expect(sweptRow(from: 15.5, to: 40) == [[15, 1, 0, 128], [16, 24, 255]])
        #expect(sweptRow(from: 15.5, to: 99.25) == [[15, 1, 0, 128], [16, 83, 255], [99, 1, 0, 64]])
    }

    /// The rows `raster` sweeps of `edges` within `box` (at most `limit`), each as its y and
    /// then every span's x, count, alpha and per-pixel coverage (zeros for a run).
    private func sweptRows(
        _ raster: ScanlineRasterizer, _ edges: ShapeEdges, box: IntRect, rule: FillRule = .nonZero, limit: Int = .max
    ) -> [[Int]] {
        raster.reset(clip: box)
        raster.use(edges)
        raster.beginSweep(rule: rule)
        var out: [[Int]] = []
        while out.count < limit, let row = raster.nextRow() {
            out.append(
                [row.y]
                    + row.spans.flatMap { s in
                        [Int(s.x), Int(s.count), Int(s.alpha)] + (0..<Int(s.count)).map { Int(s.values?[$0] ?? 0) }
                    })
        }
        return out
    }

    /// Every level of instructions the CPU runs (baseline, AVX2, AVX-512) deposits and sweeps to
    /// the same spans, for both fill rules, shapes reaching past a box whose width is no
    /// multiple of 16, and windings of several layers.
    @Test(arguments: WideKernels.Level.allCases.filter { $0 <= WideKernels.best })
    func everyLevelSweepsTheSameSpans(level: WideKernels.Level) {
        var g = SplitMix(seed: 0x5EED_16)
        let box = IntRect(minX: 5, minY: 0, maxX: 208, maxY: 90)
        let cache = EdgeCache()
        var path = Path(polygon: starPoints(&g, count: 90, cx: 100, cy: 45, r0: 20, r1: 120))
        for _ in 0..<3 {
            path.addPath(Path(polygon: starPoints(&g, count: 40, cx: 110, cy: 40, r0: 10, r1: 60)))
        }
        let edges = cache.edges(of: path, transform: .identity, within: box)
        for rule in [FillRule.nonZero, .evenOdd] {
            let (baseline, swept) = (
                sweptRows(ScanlineRasterizer(level: .none), edges, box: box, rule: rule),
                sweptRows(ScanlineRasterizer(level: level), edges, box: box, rule: rule)
            )
            #expect(baseline.count > 80)
            let differing = zip(baseline, swept).filter { $0 != $1 }.count + abs(baseline.count - swept.count)
            #expect(differing == 0, "\(differing) of \(baseline.count) rows differ under \(rule)")
        }
    }

    /// An edge that winds twice counts as two edges, in the general way of depositing as well
    /// as the way made for edges of winding ±1 (the only ones a path makes).
    @Test func anEdgeWindingTwiceCountsAsTwoEdges() {
        var g = SplitMix(seed: 0x2_2222)
        let box = IntRect(minX: 0, minY: 0, maxX: 120, maxY: 100)
        let shape = EdgeCache().edges(
            of: Path(polygon: starPoints(&g, count: 40, cx: 60, cy: 50, r0: 20, r1: 45)), transform: .identity,
            within: box)
        let doubled = shape.edges.map { e in
            var twice = e
            twice.winding *= 2
            return twice
        }
        let copies = shape.edges.flatMap { [$0, $0] }
        func rows(_ edges: [RasterEdge]) -> [[Int]] {
            sweptRows(
                ScanlineRasterizer(), ShapeEdges(edges: edges, bottom: shape.bottom, id: 0), box: box, rule: .evenOdd)
        }
        let (once, twice, two) = (rows(shape.edges), rows(doubled), rows(copies))
        #expect(once.count > 50)
        let differing = zip(twice, two).filter { $0 != $1 }.count + abs(twice.count - two.count)
        #expect(differing == 0, "\(differing) rows differ between edges winding twice and two copies")
        #expect(zip(twice, once).contains { $0 != $1 }, "winding twice swept as winding once")
    }

    /// A sweep stopped after a few rows leaves cells in its band; the next sweep must not see them.
    @Test func aSweepLeftMidwayLeavesNothingBehind() {
        var g = SplitMix(seed: 0xBA_4D03)
        let box = IntRect(minX: 0, minY: 0, maxX: 120, maxY: 100)
        let cache = EdgeCache()
        let first = cache.edges(
            of: Path(polygon: starPoints(&g, count: 60, cx: 60, cy: 50, r0: 20, r1: 45)), transform: .identity,
            within: box)
        let second = cache.edges(
            of: Path(polygon: starPoints(&g, count: 70, cx: 58, cy: 52, r0: 25, r1: 44)), transform: .identity,
            within: box)
        let used = ScanlineRasterizer()
        let abandoned = sweptRows(used, first, box: box, limit: 5)
        #expect(abandoned.count == 5)
        let (again, fresh) = (sweptRows(used, second, box: box), sweptRows(ScanlineRasterizer(), second, box: box))
        #expect(fresh.count > 50)
        let differing = zip(again, fresh).filter { $0 != $1 }.count + abs(again.count - fresh.count)
        #expect(differing == 0, "\(differing) of \(fresh.count) rows differ after an abandoned sweep")
    }
}
