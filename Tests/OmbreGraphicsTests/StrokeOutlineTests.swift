import Foundation
import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// The most an 8-bit coverage may differ between the stroke and the exact area of the union
/// of pieces it stands for: a level for rounding either way, and one more because the
/// reference is measured on a grid of subpixels, each anti-aliased, where a subpixel in which
/// two overlapping pieces meet the outside counts the overlap twice (the ellipse stroked 31
/// wide, a round join every few pixels, measures 3 below it in one pixel).
private let outlineTolerance = 3

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

/// The subpixels per pixel side of the reference coverage.
private let referenceScale = 16

/// The exact coverage of the same stroke: the union of its convex pieces (a rectangle per
/// segment, a wedge per join, a cap per end), drawn `referenceScale` times larger with the
/// nonzero rule and averaged back down. Pieces overlap, and a pixel a piece covers twice only
/// partly would count that part twice at the pixel's own size; at subpixel size the overlaps
/// are filled (summed windings above one clamp to full coverage) and only the subpixels where
/// an overlap meets the outside count it twice.
private func exactCoverage(_ path: Path, _ style: StrokeStyle, size: Int) -> [UInt8] {
    let pieces = PieceStroker.outline(of: path, style: style, tolerance: Path.flatteningTolerance)
    let fine = size * referenceScale
    let image = rasterRender(width: fine, height: fine) { canvas in
        canvas.concatenate(AffineTransform(scaleX: Double(referenceScale), y: Double(referenceScale)))
        canvas.fill(pieces, with: .color(.white), rule: .nonZero)
    }
    let alphas = image.pixels.map { Int($0 >> 24) }
    var result = [UInt8](repeating: 0, count: size * size)
    for y in 0..<size {
        for x in 0..<size {
            var sum = 0
            for dy in 0..<referenceScale {
                let row = (y * referenceScale + dy) * fine + x * referenceScale
                for dx in 0..<referenceScale { sum += alphas[row + dx] }
            }
            let count = referenceScale * referenceScale
            result[y * size + x] = UInt8((sum + count / 2) / count)
        }
    }
    return result
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

/// An open zigzag with long legs and turns of 80° to 120°.
private let wideZigzag: Path = {
    var path = Path()
    path.move(to: Point(x: 10, y: 100))
    path.addLine(to: Point(x: 50, y: 30))
    path.addLine(to: Point(x: 90, y: 100))
    path.addLine(to: Point(x: 118, y: 40))
    return path
}()

@Suite struct StrokeOutlineTests {
    /// Shapes whose strokes (up to 12 wide) overlap themselves only at their inner corners.
    static let shapes: [(String, Path)] = [
        ("wide zigzag", wideZigzag),
        ("ellipse", Path(ellipseIn: Rect(x: 20, y: 30, width: 90, height: 60))),
        ("rectangle", Path(rect: Rect(x: 20.3, y: 30.6, width: 80, height: 50))),
    ]

    /// Shapes with segments shorter than the pen is wide somewhere, so that the stroke of one
    /// segment overlaps those of segments further along.
    static let overlappingShapes: [(String, Path)] = [
        ("star", star(size: 128, radius: 60)),
        ("spiky star", star(size: 128, radius: 60, count: 60, spread: 0.5)),
        ("long-legged star", star(size: 128, radius: 60, count: 24, spread: 0.4)),
        ("zigzag", zigzag),
    ]

    @Test(arguments: [1.0, 5, 12], [StrokeStyle.Join.miter, .round, .bevel])
    func singleOutlineCoversTheExactStrokedArea(width: Double, join: StrokeStyle.Join) {
        for (name, path) in Self.shapes {
            // Only the zigzag is open and so has caps.
            for cap in name == "wide zigzag" ? [StrokeStyle.Cap.butt, .round, .square] : [.butt] {
                let style = StrokeStyle(width: width, join: join, cap: cap)
                let outline = strokeCoverage(path, style, size: 128)
                let exact = exactCoverage(path, style, size: 128)
                let worst = zip(outline, exact).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(worst <= outlineTolerance, "\(name), \(style): coverage differs by up to \(worst)")
                #expect(outline.contains { $0 > 128 }, "\(name), \(style): the stroke drew nothing")
            }
        }
    }

    /// Where pieces overlap inside a pixel that the stroke covers only partly, the nonzero
    /// rule's area sum counts the overlap once per piece: the union of pieces drawn at pixel
    /// size overstates such pixels. The single outline leaves out the overlaps at inner
    /// corners and keeps the rest, so every pixel lies between the exact area and the union.
    @Test(arguments: [1.0, 5, 12, 31], [StrokeStyle.Join.miter, .round, .bevel])
    func overlappingStrokeLiesBetweenExactAreaAndThePieces(width: Double, join: StrokeStyle.Join) {
        for (name, path) in Self.overlappingShapes + Self.shapes {
            for cap in name.hasSuffix("zigzag") ? [StrokeStyle.Cap.butt, .round, .square] : [.butt] {
                let style = StrokeStyle(width: width, join: join, cap: cap)
                let outline = strokeCoverage(path, style, size: 128)
                let exact = exactCoverage(path, style, size: 128)
                let pieces = pieceCoverage(path, style, size: 128)
                let below = zip(outline, exact).map { Int($1) - Int($0) }.max() ?? 0
                let above = zip(outline, pieces).map { Int($0) - Int($1) }.max() ?? 0
                #expect(below <= outlineTolerance, "\(name), \(style): up to \(below) below the exact area")
                #expect(above <= outlineTolerance, "\(name), \(style): up to \(above) above the pieces' union")
            }
        }
    }

    @Test func singleOutlineHasFarFewerEdgesThanThePieces() {
        let path = star(size: 128, radius: 60)
        let style = StrokeStyle(width: 5)
        let outline = Stroker.outline(of: path, style: style, tolerance: Path.flatteningTolerance)
        let pieces = PieceStroker.outline(of: path, style: style, tolerance: Path.flatteningTolerance)
        // At most four points per vertex (three on the inner side where the segments are too
        // short for their pen edges to cross, a miter tip on the outer) against a rectangle and
        // a wedge of four each, plus a move and a close for every piece.
        #expect(outline.elements.count * 2 < pieces.elements.count)
    }

    @Test func innerCornersMeetWhereThePenEdgesCross() {
        // A regular star with long legs: every corner is mitered on its outer side and ends
        // at one crossing point on its inner side, so each side is one point per vertex.
        let points = (0..<40).map { i -> Point in
            let r = i % 2 == 0 ? 110.0 : 70
            let angle = 2 * Double.pi * Double(i) / 40
            return Point(x: 128 + r * cos(angle), y: 128 + r * sin(angle))
        }
        let outline = Stroker.outline(
            of: Path(polygon: points), style: StrokeStyle(width: 6), tolerance: Path.flatteningTolerance)
        // Two loops of a move, 39 lines and a close.
        #expect(outline.elements.count == 2 * (40 + 1))
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
