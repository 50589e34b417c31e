import Foundation
import Testing

@testable import OmbreGraphics

/// A pie wedge as UIKit code draws it: a move to the center, `addArc` (which first adds a line
/// from the current point, here the center itself), and a close.
private func pieWedge(center: Point, radius: Double, from start: Double, to end: Double, clockwise: Bool) -> Path {
    var path = Path()
    path.move(to: center)
    path.addLine(to: center)
    path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
    path.closeSubpath()
    return path
}

/// A closed polygon of `count` points at seeded radii around `center`, spiky enough that a
/// wedge's sides cross it many times.
private func star(center: Point, radius: Double, count: Int, seed: UInt64) -> Path {
    var state = seed
    let points = (0..<count).map { i -> Point in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let r = radius * (0.55 + 0.45 * Double(state >> 11) / Double(1 << 53))
        let angle = 2 * Double.pi * Double(i) / Double(count)
        return Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
    }
    return Path(polygon: points)
}

/// The largest difference of two pixels' channels.
private func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    var largest = 0
    for shift in stride(from: 0, to: 32, by: 8) {
        let d = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
        largest = max(largest, d)
    }
    return largest
}

/// `draw` on a `size`² canvas with shapes cut to clip sectors or not.
private func render(size: Int, cutting: Bool, _ draw: (Canvas) -> Void) -> PixelBuffer {
    rasterRender(width: size, height: size) { canvas in
        canvas.cutsToClipSectors = cutting
        draw(canvas)
    }
}

@Suite struct ClipSectorTests {
    @Test func pieWedgesAreFoundInTheClipPath() {
        let c = Point(x: 60, y: 50)
        #expect(
            ClipSector(pieWedge(center: c, radius: 300, from: 0, to: 4.4, clockwise: true), transform: .identity) != nil
        )
        #expect(
            ClipSector(pieWedge(center: c, radius: 30, from: 1, to: 0.2, clockwise: false), transform: .identity) != nil
        )
        // An arc closed back to its center by a line, its center the path's last point.
        var arcFirst = Path()
        arcFirst.addArc(center: c, radius: 40, startAngle: -1, endAngle: 2, clockwise: true)
        arcFirst.addLine(to: c)
        arcFirst.closeSubpath()
        #expect(ClipSector(arcFirst, transform: .identity) != nil)
        // Under a quarter turn and a mirror image, in device pixels.
        let turned = AffineTransform(rotation: -.pi / 2).concatenating(AffineTransform(scaleX: -2, y: 2))
        #expect(ClipSector(pieWedge(center: c, radius: 90, from: 0, to: 5, clockwise: true), transform: turned) != nil)
        // A convex shape lies in the cone at any point of its outline.
        #expect(ClipSector(Path(ellipseIn: Rect(x: 10, y: 10, width: 80, height: 60)), transform: .identity) != nil)
    }

    @Test func pathsThatAreNoWedgesAreNotTakenForOne() {
        let c = Point(x: 60, y: 50)
        #expect(ClipSector(star(center: c, radius: 40, count: 40, seed: 3), transform: .identity) == nil)
        // A whole turn, and more than one around the center.
        #expect(
            ClipSector(pieWedge(center: c, radius: 30, from: 0, to: 2 * .pi, clockwise: true), transform: .identity)
                == nil)
        var spiral = Path()
        spiral.move(to: c)
        for i in 1...40 {
            let angle = Double(i) * 0.2
            spiral.addLine(to: Point(x: c.x + Double(i) * cos(angle), y: c.y + Double(i) * sin(angle)))
        }
        #expect(ClipSector(spiral, transform: .identity) == nil)
        // Two wedges in one path, and a wedge through its own center.
        var two = pieWedge(center: c, radius: 30, from: 0, to: 1, clockwise: true)
        two.addPath(pieWedge(center: c, radius: 30, from: 3, to: 4, clockwise: true))
        #expect(ClipSector(two, transform: .identity) == nil)
        #expect(
            ClipSector(Path(polygon: [c, Point(x: 90, y: 50), c, Point(x: 60, y: 90)]), transform: .identity) == nil)
    }

    @Test(arguments: [
        (0.0, 0.3, true), (0.5, 2.9, true), (1.0, 1.0 + .pi, true), (-0.7, 3.8, true), (2.0, -1.5, false),
        (0.2, -4.9, false),
    ])
    func shapesCutToTheSectorDrawTheSamePixels(start: Double, end: Double, clockwise: Bool) {
        let size = 96
        let c = Point(x: 47.3, y: 49.6)
        let wedge = pieWedge(center: c, radius: 200, from: start, to: end, clockwise: clockwise)
        let shape = star(center: Point(x: 48, y: 47), radius: 44, count: 90, seed: 5)
        let style = StrokeStyle(width: 3)
        let paint = Paint.gradient(
            Gradient(
                kind: .radial, colors: [.blue, .green], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1)),
            bounds: Rect(x: 0, y: 0, width: 96, height: 96),
            dither: false)
        let draw = { (canvas: Canvas) in
            canvas.translate(x: 1.5, y: -0.25)
            canvas.save()
            canvas.clip(to: wedge)
            canvas.fill(shape, with: paint, thenStrokeWith: .color(.black), style: style)
            canvas.fill(Path(ellipseIn: Rect(x: 20.3, y: 30.7, width: 41, height: 23)), with: .color(.red))
            // Turned and scaled, even-odd, and within a second clip that is no wedge.
            canvas.concatenate(AffineTransform(rotation: 0.3).concatenating(AffineTransform(scaleX: 0.9, y: 1.1)))
            canvas.clip(to: star(center: Point(x: 50, y: 40), radius: 40, count: 30, seed: 8))
            canvas.fill(
                star(center: Point(x: 45, y: 45), radius: 30, count: 70, seed: 2), with: .color(.white), rule: .evenOdd)
            canvas.restore()
            // A convex clip: a cone at the first point of its outline.
            canvas.clip(to: Path(ellipseIn: Rect(x: 30.2, y: 8.9, width: 60, height: 75)))
            canvas.stroke(shape, with: .color(.green), style: StrokeStyle(width: 2.5))
        }
        let cut = render(size: size, cutting: true, draw)
        let whole = render(size: size, cutting: false, draw)
        let differences = zip(cut.pixels, whole.pixels).map { a, b in channelDifference(a, b) }
        #expect(differences.allSatisfy { $0 == 0 })
        // And the wedge does cut the shapes: some pixels are drawn, some left clear.
        #expect(cut.pixels.contains { $0 != 0 } && cut.pixels.contains { $0 == 0 })
    }

    @Test func theCutDropsWhatLiesOutsideTheWedge() throws {
        let c = Point(x: 50, y: 50)
        let sector = try #require(
            ClipSector(pieWedge(center: c, radius: 100, from: 0, to: 1, clockwise: true), transform: .identity))
        let points = PathPolylines(star(center: c, radius: 45, count: 120, seed: 4)).polylines[0].points
        let cut = try #require(sector.cut(points))
        // A sixth of a turn keeps about a sixth of the points, and two more at each crossing.
        #expect(cut.count < points.count / 4)
        #expect(cut.allSatisfy { points.contains($0) })
    }

    @Test func aShapeDrawnAgainIsSweptWholeAndThenReplayed() {
        let buffer = PixelBuffer(width: 80, height: 80)
        let canvas = Canvas(target: buffer)
        let shape = star(center: Point(x: 40, y: 40), radius: 38, count: 60, seed: 9)
        canvas.clip(to: pieWedge(center: Point(x: 40, y: 40), radius: 100, from: 0.3, to: 4, clockwise: true))
        var frames: [[UInt32]] = []
        for _ in 0..<4 {
            canvas.clear(to: 0)
            canvas.fill(shape, with: .color(.white))
            frames.append(buffer.pixels)
        }
        // Cut the first time, swept whole the second, recorded the third, replayed after.
        #expect(canvas.sectorCuts.contains(shape, transform: .identity))
        #expect(canvas.coverageCache.recordingsBegun == 1)
        #expect(Set(frames.map { $0 }).count == 1)
        canvas.forgetShapes()
        #expect(!canvas.sectorCuts.contains(shape, transform: .identity))
    }
}
