import Testing

@testable import OmbreGraphics

/// A path drawn the other way: the same segments from the last point back to the first.
@Suite struct PathReversalTests {
    @Test func eachSubpathRunsBackThroughTheSameSegments() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 0))
        path.addCurve(to: Point(x: 10, y: 10), control1: Point(x: 14, y: 2), control2: Point(x: 14, y: 8))
        path.addQuadCurve(to: Point(x: 0, y: 10), control: Point(x: 5, y: 14))
        path.closeSubpath()
        path.move(to: Point(x: 20, y: 20))
        path.addLine(to: Point(x: 30, y: 25))
        let reversed = path.reversed
        #expect(
            reversed.elements == [
                .move(Point(x: 0, y: 10)),
                .quadCurve(to: Point(x: 10, y: 10), control: Point(x: 5, y: 14)),
                .curve(to: Point(x: 10, y: 0), control1: Point(x: 14, y: 8), control2: Point(x: 14, y: 2)),
                .line(Point(x: 0, y: 0)),
                .close,
                .move(Point(x: 30, y: 25)),
                .line(Point(x: 20, y: 20)),
            ])
        // Twice is the path itself.
        #expect(reversed.reversed.elements == path.elements)
    }

    @Test func aReversedPathCoversTheSamePixels() {
        var path = Path()
        path.move(to: Point(x: 2, y: 3))
        path.addCurve(to: Point(x: 28, y: 5), control1: Point(x: 10, y: 30), control2: Point(x: 20, y: -10))
        path.addLine(to: Point(x: 20, y: 28))
        path.closeSubpath()
        func drawn(_ path: Path) -> PixelBuffer {
            let target = PixelBuffer(width: 32, height: 32)
            let canvas = Canvas(target: target)
            canvas.fill(path, with: .color(.white))
            canvas.stroke(path, with: .color(.red), style: StrokeStyle(width: 3))
            return target
        }
        let a = drawn(path)
        let b = drawn(path.reversed)
        var differing = 0
        for y in 0..<32 {
            for x in 0..<32 where a[x, y] != b[x, y] { differing += 1 }
        }
        #expect(differing == 0)
    }
}
