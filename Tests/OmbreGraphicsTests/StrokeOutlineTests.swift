import Foundation
import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// The most an 8-bit coverage may differ between the single stroke outline and the union of
/// pieces it replaces. Their edges add up to the same signed areas, but the outline keeps
/// some edges whole that the pieces split (and the other way round), so a pixel's area may
/// round differently by a level or two (most where a miter tip replaces two collinear edges).
private let outlineTolerance = 2

/// Coverage (0...255) of `path` stroked with `style` on a `size`² canvas, drawn by `Canvas`.
private func strokeCoverage(_ path: Path, _ style: StrokeStyle, size: Int) -> [UInt8] {
    let image = rasterRender(width: size, height: size) { $0.stroke(path, with: .color(.white), style: style) }
    return image.pixels.map { UInt8($0 >> 24) }
}

/// Coverage of the same stroke as a union of convex pieces, filled with the nonzero rule.
private func pieceCoverage(_ path: Path, _ style: StrokeStyle, size: Int) -> [UInt8] {
    let pieces = PieceStroker.outline(of: path, style: style, tolerance: Path.flatteningTolerance)
    let image = rasterRender(width: size, height: size) { $0.fill(pieces, with: .color(.white), rule: .nonZero) }
    return image.pixels.map { UInt8($0 >> 24) }
}

/// A spiky closed polygon like the progress view's: 200 points at radii 0.9...1.1 around
/// (size/2, size/2), `radius` pixels across at most.
private func star(size: Int, radius: Double, count: Int = 200, spread: Double = 0.1) -> Path {
    var state: UInt64 = 7
    let points = (0..<count).map { i -> Point in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let unit = Double(state >> 11) / Double(1 << 53)
        let r = radius * (1 - spread + 2 * spread * unit) / (1 + spread)
        let angle = 2 * Double.pi * Double(i) / Double(count)
        return Point(x: Double(size) / 2 + r * cos(angle), y: Double(size) / 2 + r * sin(angle))
    }
    return Path(polygon: points)
}

/// An open zigzag with sharp and shallow turns and short and long legs.
private let zigzag: Path = {
    var path = Path()
    path.move(to: Point(x: 8, y: 100))
    for (i, x) in stride(from: 14.0, through: 120, by: 7).enumerated() {
        path.addLine(to: Point(x: x, y: i % 2 == 0 ? 20 + x / 4 : 110 - Double(i)))
    }
    path.addLine(to: Point(x: 121, y: 60))
    return path
}()

@Suite struct StrokeOutlineTests {
    static let shapes: [(String, Path)] = [
        ("star", star(size: 128, radius: 60)),
        ("spiky star", star(size: 128, radius: 60, count: 60, spread: 0.5)),
        ("zigzag", zigzag),
        ("ellipse", Path(ellipseIn: Rect(x: 20, y: 30, width: 90, height: 60))),
        ("rectangle", Path(rect: Rect(x: 20.3, y: 30.6, width: 80, height: 50))),
    ]

    @Test(arguments: [1.0, 5, 12, 31], [StrokeStyle.Join.miter, .round, .bevel])
    func singleOutlineCoversWhatThePiecesCover(width: Double, join: StrokeStyle.Join) {
        for (name, path) in Self.shapes {
            // Only the zigzag is open and so has caps.
            for cap in name == "zigzag" ? [StrokeStyle.Cap.butt, .round, .square] : [.butt] {
                let style = StrokeStyle(width: width, join: join, cap: cap)
                let outline = strokeCoverage(path, style, size: 128)
                let pieces = pieceCoverage(path, style, size: 128)
                let worst = zip(outline, pieces).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(worst <= outlineTolerance, "\(name), \(style): coverage differs by up to \(worst)")
                #expect(outline.contains { $0 > 128 }, "\(name), \(style): the stroke drew nothing")
            }
        }
    }

    @Test func singleOutlineHasFarFewerEdgesThanThePieces() {
        let path = star(size: 128, radius: 60)
        let style = StrokeStyle(width: 5)
        let outline = Stroker.outline(of: path, style: style, tolerance: Path.flatteningTolerance)
        let pieces = PieceStroker.outline(of: path, style: style, tolerance: Path.flatteningTolerance)
        // Four points per vertex (three on the inner side, a miter tip on the outer) against a
        // rectangle and a wedge of four each, plus a move and a close for every piece.
        #expect(outline.elements.count * 2 < pieces.elements.count)
    }

    @Test(arguments: [false, true])
    func fillThenStrokeInOnePassEqualsFillingThenStroking(clipped: Bool) {
        let path = star(size: 128, radius: 60, count: 60, spread: 0.5)
        let gradient = Gradient(
            kind: .radial, colors: [.white, Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
            startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1))
        let bounds = Rect(x: 0, y: 0, width: 128, height: 128)
        let fill = Paint.gradient(gradient, bounds: bounds, dither: true)
        let line = Paint.color(Color(red: 0, green: 0, blue: 0, alpha: 0.8))
        let style = StrokeStyle(width: 5)
        func prepare(_ canvas: Canvas) {
            canvas.clear(to: 0xFF20_4060)
            canvas.multiplyAlpha(0.9)
            if clipped {
                var wedge = Path()
                wedge.move(to: Point(x: 64, y: 64))
                wedge.addArc(
                    center: Point(x: 64, y: 64), radius: 200, startAngle: -.pi / 2, endAngle: 0.9, clockwise: true)
                canvas.clip(to: wedge)
            }
        }
        let separate = rasterRender(width: 128, height: 128) { canvas in
            prepare(canvas)
            canvas.fill(path, with: fill)
            canvas.stroke(path, with: line, style: style)
        }
        let together = rasterRender(width: 128, height: 128) { canvas in
            prepare(canvas)
            canvas.fill(path, with: fill, thenStrokeWith: line, style: style)
        }
        #expect(separate == together)
    }

    @Test func fillThenStrokeWithoutAWidthIsJustTheFill() {
        let path = star(size: 64, radius: 30)
        let fillOnly = rasterRender(width: 64, height: 64) { $0.fill(path, with: .color(.white)) }
        let both = rasterRender(width: 64, height: 64) {
            $0.fill(path, with: .color(.white), thenStrokeWith: .color(.black), style: StrokeStyle(width: 0))
        }
        #expect(fillOnly == both)
    }
}

/// A pie slice from straight up clockwise to `endAngle`, as the progress view clips to.
func wedgePath(center c: Point, radius: Double, endAngle: Double) -> Path {
    var wedge = Path()
    wedge.move(to: c)
    wedge.addArc(center: c, radius: radius, startAngle: -.pi / 2, endAngle: endAngle, clockwise: true)
    wedge.closeSubpath()
    return wedge
}

@Suite struct ClipBoxIndependenceTests {
    /// A stroked and filled spiky star clipped to a wedge, drawn within `limit` only.
    private func draw(limit: IntRect?) -> PixelBuffer {
        let buffer = PixelBuffer(width: 96, height: 80)
        let canvas = Canvas(target: buffer, limit: limit)
        canvas.clear(to: 0xFF10_2030)
        canvas.clip(to: wedgePath(center: Point(x: 47.3, y: 41.6), radius: 300, endAngle: 2.9))
        let shape = star(size: 80, radius: 70, count: 40, spread: 0.4)
        canvas.fill(
            shape, with: .color(.white), thenStrokeWith: .color(Color(red: 1, green: 0, blue: 0)),
            style: StrokeStyle(width: 3))
        return buffer
    }

    @Test func everyPixelGetsTheSameCoverageInAnyClipBox() {
        let whole = draw(limit: nil)
        for (x0, y0, x1, y1) in [(0, 0, 96, 17), (0, 17, 96, 41), (47, 0, 96, 80), (13, 29, 61, 53), (48, 42, 49, 43)] {
            let part = draw(limit: IntRect(minX: x0, minY: y0, maxX: x1, maxY: y1))
            for y in y0..<y1 {
                for x in x0..<x1 where part[x, y] != whole[x, y] {
                    Issue.record(
                        "pixel (\(x), \(y)) in box (\(x0), \(y0))–(\(x1), \(y1)) differs from the whole drawing")
                    return
                }
            }
        }
    }
}
