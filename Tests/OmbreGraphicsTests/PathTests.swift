import Foundation
import OmbreGraphics
import Testing

@Suite struct PathTests {
    @Test func rectanglePathBoundsItsRectangle() {
        let path = Path(rect: Rect(x: 3, y: 4, width: 10, height: 5))
        #expect(path.boundingBox == Rect(x: 3, y: 4, width: 10, height: 5))
        #expect(path.currentPoint == Point(x: 3, y: 4))
    }

    @Test func ellipseBoundsAreTightNotTheControlPoints() {
        let box = Path(ellipseIn: Rect(x: 10, y: 20, width: 40, height: 30)).boundingBox
        #expect(abs(box.minX - 10) < 1e-9 && abs(box.maxX - 50) < 1e-9)
        #expect(abs(box.minY - 20) < 1e-9 && abs(box.maxY - 50) < 1e-9)
    }

    @Test func emptyPathHasZeroBounds() {
        #expect(Path().boundingBox == .zero)
        #expect(Path().isEmpty)
    }

    @Test func clockwiseArcFromZeroToHalfPiPassesBelowTheCenter() {
        var path = Path()
        path.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let box = path.boundingBox
        // Clockwise on screen with y down: from +x round to +y, the lower right quarter.
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 10) < 1e-9)
        #expect(abs(box.minY) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        #expect(abs(path.currentPoint!.x) < 1e-9 && abs(path.currentPoint!.y - 10) < 1e-9)
    }

    @Test func counterclockwiseArcFromZeroToHalfPiGoesTheLongWayRound() {
        var path = Path()
        path.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let box = path.boundingBox
        #expect(abs(box.minX + 10) < 1e-9 && abs(box.minY + 10) < 1e-9)
        #expect(abs(box.maxX - 10) < 1e-9 && abs(box.maxY - 10) < 1e-9)
    }

    @Test func arcOfAFullTurnDrawsTheWholeCircle() {
        var path = Path()
        path.addArc(center: Point(x: 5, y: 5), radius: 4, startAngle: 1, endAngle: 1 + 2 * .pi, clockwise: true)
        path.closeSubpath()
        let area = Double(rasterCoverage(of: path, width: 10, height: 10).joined().reduce(0, +)) / 255
        #expect(abs(area - .pi * 16) < 0.1)
    }

    @Test func arcAfterAPointIsJoinedByALine() {
        var path = Path()
        path.move(to: Point(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(path.boundingBox.minX + 20) < 1e-9)
    }

    @Test func badArcRadiusAddsNothing() {
        var path = Path()
        path.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: true)
        path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(path.isEmpty)
    }

    @Test func lineWithoutACurrentPointStartsASubpath() {
        var path = Path()
        path.addLine(to: Point(x: 2, y: 3))
        #expect(path.currentPoint == Point(x: 2, y: 3))
        path.addLine(to: Point(x: 6, y: 3))
        #expect(path.boundingBox == Rect(x: 2, y: 3, width: 4, height: 0))
    }

    @Test func closingReturnsToTheSubpathStart() {
        var path = Path(polygon: [Point(x: 1, y: 1), Point(x: 5, y: 1), Point(x: 5, y: 5)])
        #expect(path.currentPoint == Point(x: 1, y: 1))
        path.addLine(to: Point(x: 0, y: 9))
        #expect(path.boundingBox == Rect(x: 0, y: 1, width: 5, height: 8))
    }

    @Test func quadCurveBoundsIncludeItsExtremeButNotItsControlPoint() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10))
        let box = path.boundingBox
        #expect(abs(box.maxY - 5) < 1e-9)
    }

    @Test func applyingATransformMovesEveryPoint() {
        let path = Path(rect: Rect(x: 0, y: 0, width: 2, height: 1))
            .applying(AffineTransform(scaleX: 3, y: 2).concatenating(AffineTransform(translationX: 1, y: 1)))
        #expect(path.boundingBox == Rect(x: 1, y: 1, width: 6, height: 2))
        #expect(path.currentPoint == Point(x: 1, y: 1))
    }

    @Test func polygonOfOnePointDrawsNothing() {
        let path = Path(polygon: [Point(x: 1, y: 1)])
        #expect(rasterCoverage(of: path, width: 4, height: 4).joined().allSatisfy { $0 == 0 })
    }

    @Test func curvesAreFlattenedWithinATenthOfAPixel() {
        // A circle of radius 60 scaled up 4×: every drawn edge pixel must sit where the true
        // circle's coverage says, to within a tenth of a pixel of edge position (≈ 26 levels).
        let circle = Path(ellipseIn: Rect(x: -15, y: -15, width: 30, height: 30))
        let size = 130
        let image = rasterRender(width: size, height: size) { canvas in
            canvas.translate(x: 65, y: 65)
            canvas.concatenate(AffineTransform(scaleX: 4, y: 4))
            canvas.fill(circle, with: .color(.white))
        }
        for y in 0..<size {
            for x in 0..<size {
                // Distance from the pixel center to the circle, positive outside.
                let d =
                    ((Double(x) + 0.5 - 65) * (Double(x) + 0.5 - 65) + (Double(y) + 0.5 - 65) * (Double(y) + 0.5 - 65))
                    .squareRoot() - 60
                let alpha = Int(image[x, y] >> 24)
                if d < -0.8 { #expect(alpha == 255) }
                if d > 0.8 { #expect(alpha == 0) }
                if abs(d) < 0.3 {
                    // Near the edge coverage ≈ 0.5 − d (a straight edge through the pixel).
                    #expect(abs(Double(alpha) / 255 - (0.5 - d)) < 0.1, "(\(x), \(y))")
                }
            }
        }
    }

    @Test func removingEverythingLeavesAPathThatBuildsLikeANewOne() {
        var path = Path()
        path.move(to: Point(x: 1, y: 2))
        path.addLine(to: Point(x: 5, y: 2))
        path.closeSubpath()
        path.removeAll(keepingCapacity: true)
        #expect(path.isEmpty && path.currentPoint == nil && path == Path())
        // No current point and no closed subpath left: a line starts a subpath as on a new path.
        path.addLine(to: Point(x: 3, y: 3))
        var fresh = Path()
        fresh.addLine(to: Point(x: 3, y: 3))
        #expect(path == fresh)
    }
}
