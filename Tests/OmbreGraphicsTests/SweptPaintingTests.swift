import Foundation
import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// A shape of one color swept afresh is painted by the sweep itself, without spans: every
/// pixel must be the one that painting the spans gives.
@Suite struct SweptPaintingTests {
    /// Stars of `count` points around (cx, cy) with radii between r0 and r1, one after another
    /// in one path, so that some pixels are wound several times.
    private func stars(_ g: inout SplitMix, layers: Int, cx: Double, cy: Double, r0: Double, r1: Double) -> Path {
        var path = Path()
        for layer in 0..<layers {
            let count = 30 + 17 * layer
            path.addPath(
                Path(
                    polygon: (0..<count).map { i in
                        let u = Double(g.next() >> 11) / Double(1 << 53)
                        let r = r0 + (r1 - r0) * u
                        let angle = 2 * Double.pi * Double(i) / Double(count)
                        return Point(x: cx + Double(layer) * 7.3 + r * cos(angle), y: cy + r * sin(angle))
                    }))
        }
        return path
    }

    /// Pixels of every kind under the shape: opaque, translucent and clear, premultiplied.
    private func background(_ g: inout SplitMix, count: Int) -> [UInt32] {
        (0..<count).map { _ in
            let v = g.next()
            let a = [255, 128, 0][Int(v % 3)]
            let c = { (shift: UInt64) in UInt32((v >> shift) & 0xFF) * UInt32(a) / 255 }
            return UInt32(a) << 24 | c(8) << 16 | c(16) << 8 | c(24)
        }
    }

    /// The rows of `edges` in `box` painted into `pixels` (a `width`-pixel-wide target) by
    /// `raster`, through spans and `Blend` when `throughSpans`, else by the sweep.
    private func paint(
        _ pixels: inout [UInt32], width: Int, _ raster: ScanlineRasterizer, _ edges: ShapeEdges, box: IntRect,
        rule: FillRule, color: UInt32, alpha: UInt32, throughSpans: Bool
    ) -> Int {
        raster.reset(clip: box)
        raster.use(edges)
        raster.beginSweep(rule: rule)
        var rows = 0
        pixels.withUnsafeMutableBufferPointer { target in
            let base = target.baseAddress!
            if throughSpans {
                while let row = raster.nextRow() {
                    let line = base + row.y * width
                    for s in row.spans {
                        if let values = s.values {
                            Blend.over(
                                color, onto: line + Int(s.x), count: Int(s.count), coverage: values, alpha: alpha,
                                wide: .none)
                        } else {
                            Blend.over(
                                color, onto: line + Int(s.x), count: Int(s.count),
                                weight: Blend.multiply(UInt32(s.alpha), alpha), wide: .none)
                        }
                    }
                    rows += 1
                }
            } else {
                while let y = raster.rowToPaint() {
                    raster.paintRow(into: base + y * width, color: color, alpha: alpha)
                    rows += 1
                }
            }
        }
        return rows
    }

    /// Every level of instructions paints, under both rules, opaque and translucent colors at
    /// full and partial opacity, in a box whose sides are no multiples of 16, the pixels the
    /// spans give, coverage that runs past the box's right side included.
    @Test(arguments: WideKernels.Level.allCases.filter { $0 <= WideKernels.best })
    func theSweepPaintsThePixelsOfTheSpans(level: WideKernels.Level) {
        var g = SplitMix(seed: 0x50_11D)
        let (width, height) = (230, 120)
        let box = IntRect(minX: 7, minY: 3, maxX: 213, maxY: 117)
        var path = stars(&g, layers: 3, cx: 105, cy: 60, r0: 15, r1: 110)
        // Coverage that runs on past the box's right side, whole and partial.
        path.addPath(
            Path(polygon: [Point(x: 150, y: 20), Point(x: 400, y: 20), Point(x: 400, y: 40.5), Point(x: 150, y: 40)]))
        let edges = EdgeCache().edges(of: path, transform: .identity, within: box)
        let under = background(&g, count: width * height)
        let raster = ScanlineRasterizer(level: level)
        var compared = 0
        for rule in [FillRule.nonZero, .evenOdd] {
            for color: UInt32 in [0xFF20_80E0, 0x8040_1020, 0x0000_0000] {
                for alpha: UInt32 in [255, 100] {
                    var spans = under
                    var swept = under
                    let spanRows = paint(
                        &spans, width: width, raster, edges, box: box, rule: rule, color: color, alpha: alpha,
                        throughSpans: true)
                    let sweptRows = paint(
                        &swept, width: width, raster, edges, box: box, rule: rule, color: color, alpha: alpha,
                        throughSpans: false)
                    #expect(spanRows > 100 && sweptRows == box.height)
                    let differing = zip(spans, swept).filter { $0 != $1 }.count
                    #expect(differing == 0, "\(differing) pixels differ: \(rule), \(color), alpha \(alpha)")
                    let changed = zip(under, swept).filter { $0 != $1 }.count
                    #expect(color == 0 || changed > 5000)
                    compared += 1
                }
            }
        }
        #expect(compared == 12)
    }

    /// A canvas fills and strokes one color through the sweep and the same shapes under a clip
    /// mask through spans: the sweep's pixels are those of the spans where the mask is whole.
    @Test func aCanvasPaintsOneColorAsTheSpansWould() {
        var g = SplitMix(seed: 0xC0_10)
        let path = stars(&g, layers: 2, cx: 60, cy: 50, r0: 10, r1: 48)
        let (w, h) = (130, 100)
        func draw(_ canvas: Canvas) {
            canvas.clear(to: 0xFF10_2030)
            canvas.fill(
                path, with: .color(Color(red: 0.9, green: 0.4, blue: 0.1)), rule: .evenOdd,
                thenStrokeWith: .color(Color(red: 0, green: 0, blue: 0, alpha: 0.7)), style: StrokeStyle(width: 3))
        }
        let swept = PixelBuffer(width: w, height: h)
        draw(Canvas(target: swept))
        // A clip path that is no rectangle makes a mask, so the rows go through spans; this
        // triangle covers the whole target.
        let masked = PixelBuffer(width: w, height: h)
        let canvas = Canvas(target: masked)
        canvas.clip(to: Path(polygon: [Point(x: -10, y: -10), Point(x: 500, y: -10), Point(x: -10, y: 500)]))
        #expect(canvas.state.mask != nil)
        draw(canvas)
        #expect(swept.pixels.filter { $0 != 0xFF10_2030 }.count > 3000)
        let differing = zip(swept.pixels, masked.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
    }
}

/// A shape is swept only in the columns its edges can cover: coverage that runs past the
/// canvas's sides still reaches them.
@Suite struct SweptColumnsTests {
    @Test func theColumnsHoldTheEdgesRoundedOutToChunks() {
        let list = EdgeList()
        list.reset(bounds: IntRect(minX: 0, minY: 0, maxX: 300, maxY: 100))
        list.add(
            Path(polygon: [Point(x: 40.5, y: 10), Point(x: 120.25, y: 20), Point(x: 60, y: 90)]), transform: .identity)
        #expect(list.columns == (32, 121))
        // An edge right of the box is dropped (here the only one past x = 250), so the columns
        // run on to its right side.
        list.add(
            Path(polygon: [Point(x: 250, y: 10), Point(x: 900, y: 10), Point(x: 900, y: 50), Point(x: 250, y: 50)]),
            transform: .identity)
        #expect(list.columns == (32, 300))
        list.reset(bounds: IntRect(minX: 0, minY: 0, maxX: 300, maxY: 100))
        list.add(Path(polygon: [Point(x: -40, y: 10), Point(x: 20, y: 10), Point(x: 20, y: 50)]), transform: .identity)
        #expect(list.columns == (0, 21))
    }

    /// Shapes reaching past the left, the right or both sides of a canvas, painted by the sweep
    /// and (under a clip mask that covers everything) through spans: the pixels of the same
    /// shapes drawn 60 pixels further right in a wider canvas, where they fit.
    @Test func shapesPastTheSidesGiveThePixelsOfAWiderCanvas() {
        let (w, h, margin) = (150, 80, 60)
        let shapes: [[Point]] = [
            [Point(x: -30, y: 5), Point(x: 70, y: 12), Point(x: 40, y: 70)],
            [Point(x: 100, y: 5), Point(x: 190, y: 30.5), Point(x: 90, y: 75)],
            [Point(x: -20, y: 20), Point(x: 200, y: 22), Point(x: 180, y: 60), Point(x: -10, y: 58)],
            // Only its left side lies in the narrow canvas.
            [Point(x: 20.5, y: 10), Point(x: 400, y: 10), Point(x: 400, y: 60), Point(x: 20.5, y: 60)],
        ]
        func draw(_ points: [Point], width: Int, shift: Double, paint: Paint, masked: Bool) -> PixelBuffer {
            let buffer = PixelBuffer(width: width, height: h)
            let canvas = Canvas(target: buffer)
            canvas.clear(to: 0xFF00_0000)
            if masked {
                canvas.clip(to: Path(polygon: [Point(x: -10, y: -10), Point(x: 900, y: -10), Point(x: -10, y: 900)]))
            }
            canvas.fill(Path(polygon: points.map { Point(x: $0.x + shift, y: $0.y) }), with: paint)
            return buffer
        }
        let paints = [
            Paint.color(Color(red: 0.2, green: 0.8, blue: 0.3)),
            .color(Color(red: 0.9, green: 0.1, blue: 0.3, alpha: 0.6)),
        ]
        for (i, points) in shapes.enumerated() {
            for paint in paints {
                for masked in [false, true] {
                    let narrow = draw(points, width: w, shift: 0, paint: paint, masked: masked)
                    let wide = draw(points, width: w + 2 * margin, shift: Double(margin), paint: paint, masked: masked)
                    var differing = 0
                    for y in 0..<h {
                        for x in 0..<w where narrow.pixels[y * w + x] != wide.pixels[y * (w + 2 * margin) + x + margin]
                        {
                            differing += 1
                        }
                    }
                    #expect(narrow.pixels.filter { $0 != 0xFF00_0000 }.count > 1000)
                    #expect(differing == 0, "shape \(i), masked \(masked): \(differing) pixels differ")
                }
            }
        }
    }
}
