import Foundation
import OmbreGraphics
import Testing

/// Draws on a transparent canvas of the given size and returns the pixels.
func rasterRender(width: Int, height: Int, _ draw: (Canvas) -> Void) -> PixelBuffer {
    let buffer = PixelBuffer(width: width, height: height)
    draw(Canvas(target: buffer))
    return buffer
}

/// The coverage of every pixel of `path` filled opaque white: the alpha channel, 0...255.
func rasterCoverage(of path: Path, width: Int, height: Int, rule: FillRule = .nonZero) -> [[Int]] {
    let buffer = rasterRender(width: width, height: height) { $0.fill(path, with: .color(.white), rule: rule) }
    return (0..<height).map { y in (0..<width).map { x in Int(buffer[x, y] >> 24) } }
}

/// A five-pointed star drawn in one stroke, so that it crosses itself around a pentagon.
private func pentagram(center: Point, radius: Double) -> Path {
    Path(
        polygon: (0..<5).map { k in
            let a = -Double.pi / 2 + Double(k) * 4 * .pi / 5
            return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        })
}

@Suite struct RasterCoverageTests {
    @Test func halfCoveredPixelIsHalfCovered() {
        let c = rasterCoverage(of: Path(rect: Rect(x: 2.5, y: 1, width: 3.5, height: 2)), width: 8, height: 4)
        #expect(abs(c[1][2] * 2 - 255) <= 2)
        #expect(c[1][3] == 255 && c[2][5] == 255)
        #expect(c[1][6] == 0 && c[0][3] == 0 && c[3][3] == 0)
    }

    @Test func quarterCoveredCornerPixelIsAQuarterCovered() {
        let c = rasterCoverage(of: Path(rect: Rect(x: 1.5, y: 1.5, width: 2, height: 2)), width: 5, height: 5)
        #expect(abs(c[1][1] - 64) <= 1)
        #expect(abs(c[1][2] - 128) <= 1)
        #expect(c[2][2] == 255)
    }

    @Test func slantedEdgeCoversExactArea() {
        // Everything below the line y = 0.37·x + 2.3.
        let (slope, offset) = (0.37, 2.3)
        let size = 16
        let path = Path(polygon: [
            Point(x: 0, y: offset), Point(x: 16, y: 16 * slope + offset), Point(x: 16, y: 16), Point(x: 0, y: 16),
        ])
        let c = rasterCoverage(of: path, width: size, height: size)
        for y in 0..<size {
            for x in 0..<size {
                // The covered fraction of column strips, summed finely enough to be exact to 1e-4.
                let samples = 2000
                var area = 0.0
                for i in 0..<samples {
                    let px = Double(x) + (Double(i) + 0.5) / Double(samples)
                    area += min(max(Double(y + 1) - (slope * px + offset), 0), 1)
                }
                let exact = area / Double(samples) * 255
                #expect(abs(Double(c[y][x]) - exact) <= 1, "pixel (\(x), \(y)): \(c[y][x]) vs \(exact)")
            }
        }
    }

    @Test func nonZeroFillsTheCenterOfASelfIntersectingStarAndEvenOddLeavesItEmpty() {
        let star = pentagram(center: Point(x: 32, y: 32), radius: 30)
        let nonZero = rasterCoverage(of: star, width: 64, height: 64, rule: .nonZero)
        let evenOdd = rasterCoverage(of: star, width: 64, height: 64, rule: .evenOdd)
        #expect(nonZero[33][32] == 255)
        #expect(evenOdd[33][32] == 0)
        // A point of the star is inside once under both rules.
        #expect(nonZero[8][32] == 255 && evenOdd[8][32] == 255)
        #expect(nonZero[0][0] == 0 && evenOdd[0][0] == 0)
    }

    @Test(arguments: [(100.0, 128.3, 127.7), (40.0, 50.5, 49.25), (7.5, 10.0, 10.0)])
    func circleCoversPiRSquared(radius: Double, cx: Double, cy: Double) {
        let size = Int(max(cx, cy) + radius) + 2
        let circle = Path(ellipseIn: Rect(x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius))
        let total = rasterCoverage(of: circle, width: size, height: size).joined().reduce(0, +)
        let area = Double(total) / 255
        let exact = Double.pi * radius * radius
        #expect(abs(area - exact) / exact < 0.001, "area \(area) vs \(exact)")
    }

    @Test func shapesSharingAnEdgeLeaveNoSeam() {
        let corners = [Point(x: 2, y: 2), Point(x: 30, y: 2), Point(x: 30, y: 30), Point(x: 2, y: 30)]
        // A slanted cut from (2, 9.3) to (30, 23.8) splits the square in two.
        let a = Point(x: 2, y: 9.3)
        let b = Point(x: 30, y: 23.8)
        let upper = rasterCoverage(of: Path(polygon: [corners[0], corners[1], b, a]), width: 32, height: 32)
        let lower = rasterCoverage(of: Path(polygon: [a, b, corners[2], corners[3]]), width: 32, height: 32)
        for y in 2..<30 {
            for x in 2..<30 {
                // Exactly complementary areas round to 255, or to 256 when both are exactly half.
                #expect((255...256).contains(upper[y][x] + lower[y][x]), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func shapesReachingOutsideTheCanvasStillCoverItsEdges() {
        // A triangle whose left part lies far outside: the pixels right of it are inside.
        let path = Path(polygon: [
            Point(x: -1000, y: 0), Point(x: 10.5, y: 0), Point(x: 10.5, y: 4), Point(x: -1000, y: 4),
        ])
        let c = rasterCoverage(of: path, width: 16, height: 4)
        #expect(c[1][0] == 255 && c[1][9] == 255)
        #expect(abs(c[1][10] * 2 - 255) <= 2)
        #expect(c[1][11] == 0)
    }

    @Test func coverageRunningPastTheRightEdgeFillsToIt() {
        let c = rasterCoverage(of: Path(rect: Rect(x: 3, y: 0, width: 1000, height: 2)), width: 8, height: 2)
        #expect(c[0][2] == 0 && c[0][3] == 255 && c[0][7] == 255)
    }

    @Test func nonFiniteSegmentsAreSkippedWithoutCrashing() {
        var path = Path(rect: Rect(x: 1, y: 1, width: 2, height: 2))
        path.move(to: Point(x: .nan, y: 3))
        path.addLine(to: Point(x: .infinity, y: 5))
        path.addCurve(to: Point(x: 1, y: 1), control1: Point(x: .nan, y: 0), control2: Point(x: 0, y: 0))
        let c = rasterCoverage(of: path, width: 4, height: 4)
        #expect(c[1][1] == 255 && c[0][0] == 0)
    }

    @Test func hugeCoordinatesNeitherCrashNorLoseTheVisiblePart() {
        let path = Path(polygon: [
            Point(x: -1e300, y: -1e300), Point(x: 1e300, y: -1e300), Point(x: 1e300, y: 2), Point(x: -1e300, y: 2),
        ])
        let c = rasterCoverage(of: path, width: 4, height: 4)
        #expect(c[0] == [255, 255, 255, 255] && c[1] == [255, 255, 255, 255] && c[2] == [0, 0, 0, 0])
        var sliver = Path()
        sliver.move(to: Point(x: 0, y: 1))
        sliver.addLine(to: Point(x: 1e300, y: 1 + 1e-300))
        sliver.addLine(to: Point(x: 0, y: 3))
        _ = rasterCoverage(of: sliver, width: 4, height: 4)
    }

    @Test func rotatedRectangleIsAntiAliased() {
        let image = rasterRender(width: 32, height: 32) { canvas in
            canvas.translate(x: 16, y: 16)
            canvas.concatenate(AffineTransform(rotation: .pi / 6))
            canvas.fill(Rect(x: -8, y: -8, width: 16, height: 16), with: .color(.white))
        }
        let alphas = image.pixels.map { Int($0 >> 24) }
        let area = Double(alphas.reduce(0, +)) / 255
        #expect(abs(area - 256) < 0.5)
        #expect(alphas.contains { $0 > 0 && $0 < 255 })
        #expect(image[16, 16] >> 24 == 255)
    }

    @Test func translucentPaintAndCanvasAlphaScaleCoverage() {
        let image = rasterRender(width: 8, height: 4) { canvas in
            canvas.multiplyAlpha(0.5)
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 4.5, height: 4)), with: .color(.white))
        }
        #expect(image[1, 1] >> 24 == 128)
        #expect(abs(Int(image[4, 1] >> 24) - 64) <= 1)
    }
}
