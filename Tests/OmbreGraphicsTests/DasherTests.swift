import Testing

@testable import OmbreGraphics

/// Cutting flattened subpaths into dashes (`Dasher`) and stroking them.
@Suite struct DasherTests {
    private func line(_ points: [(Double, Double)], closed: Bool = false) -> Polyline {
        Polyline(
            vertices: points.map { Polyline.Vertex(point: Point(x: $0.0, y: $0.1), isSmooth: false) }, isClosed: closed,
            hasSegments: true)
    }

    /// Each piece as its points' x and y, rounded to a thousandth.
    private func dashes(_ lengths: [Double], phase: Double = 0, _ polyline: Polyline) -> [[Double]] {
        guard let dasher = Dasher(lengths: lengths, phase: phase, dotLength: 0.002) else { return [] }
        return dasher.pieces(of: polyline).map { piece in
            piece.vertices.flatMap { [($0.point.x * 1000).rounded() / 1000, ($0.point.y * 1000).rounded() / 1000] }
        }
    }

    @Test func lengthsAlternateOnAndOffFromThePhase() {
        let straight = line([(0, 0), (10, 0)])
        #expect(dashes([2, 3], straight) == [[0, 0, 2, 0], [5, 0, 7, 0]])
        #expect(dashes([2, 3], phase: 1, straight) == [[0, 0, 1, 0], [4, 0, 6, 0], [9, 0, 10, 0]])
        #expect(dashes([2, 3], phase: -4, straight) == [[0, 0, 1, 0], [4, 0, 6, 0], [9, 0, 10, 0]])
        // An odd count swaps on and off on its second pass.
        #expect(dashes([3], straight) == [[0, 0, 3, 0], [6, 0, 9, 0]])
    }

    @Test func aDashTurnsCornersAndClosedSubpathsRunTheirClosingSide() {
        let corner = line([(0, 0), (4, 0), (4, 4)])
        #expect(dashes([6, 1], corner) == [[0, 0, 4, 0, 4, 2], [4, 3, 4, 4]])
        let square = line([(0, 0), (2, 0), (2, 2), (0, 2)], closed: true)
        #expect(dashes([1, 1], square) == [[0, 0, 1, 0], [2, 0, 2, 1], [2, 2, 1, 2], [0, 2, 0, 1]])
    }

    @Test func zeroLengthDashesAreDotsTurnedAlongTheLine() {
        let dots: [[Double]] = dashes([0, 5], line([(0, 0), (0, 10)]))
        let expected: [[Double]] = [[0, -0.001, 0, 0.001], [0, 4.999, 0, 5.001], [0, 9.999, 0, 10.001]]
        #expect(dots == expected)
    }

    @Test func unusablePatternsDrawSolid() {
        #expect(Dasher(lengths: [], phase: 0, dotLength: 0.001) == nil)
        #expect(Dasher(lengths: [0, 0], phase: 0, dotLength: 0.001) == nil)
        #expect(Dasher(lengths: [2, -1], phase: 0, dotLength: 0.001) == nil)
        #expect(Dasher(lengths: [2, .infinity], phase: 0, dotLength: 0.001) == nil)
        // A pattern too fine for the subpath's length gives the subpath back whole.
        let long = line([(0, 0), (1e6, 0)])
        #expect(dashes([1e-3, 1e-3], long) == [[0, 0, 1e6, 0]])
    }

    @Test func dashedStrokeInksOnlyTheDashes() {
        let image = PixelBuffer(width: 40, height: 10)
        let canvas = Canvas(target: image)
        var path = Path()
        path.move(to: Point(x: 0, y: 5))
        path.addLine(to: Point(x: 40, y: 5))
        canvas.stroke(path, with: .color(.white), style: StrokeStyle(width: 4, dash: [5, 5]))
        let row = (0..<40).map { image[$0, 5] == Color.white.pixel }
        #expect(row == (0..<40).map { ($0 / 5) % 2 == 0 })
        #expect(image[2, 0] == 0 && image[2, 3] == Color.white.pixel)
    }
}
