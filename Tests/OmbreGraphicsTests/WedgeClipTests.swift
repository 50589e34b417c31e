import Foundation
import Testing

@testable import OmbreGraphics

/// A spiky closed polygon around (`size`/2, `size`/2): `count` points at radii spread ±40 %.
private func spikyStar(size: Int, radius: Double, count: Int) -> Path {
    var state: UInt64 = 11
    let points = (0..<count).map { i -> Point in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let unit = Double(state >> 11) / Double(1 << 53)
        let r = radius * (0.6 + 0.8 * unit) / 1.4
        let angle = 2 * Double.pi * Double(i) / Double(count)
        return Point(x: Double(size) / 2 + r * cos(angle), y: Double(size) / 2 + r * sin(angle))
    }
    return Path(polygon: points)
}

/// The wedge as a path (a pie slice reaching past the canvas), for a clip mask.
private func wedge(center: Point, start: Double, sweep: Double) -> Path {
    var path = Path()
    path.move(to: center)
    path.addArc(center: center, radius: 400, startAngle: start, endAngle: start + sweep, clockwise: sweep > 0)
    path.closeSubpath()
    return path
}

/// Coverage (0...255) of `path` filled by the nonzero rule on a `size`² canvas.
private func coverage(_ path: Path, size: Int) -> [Int] {
    rasterRender(width: size, height: size) { $0.fill(path, with: .color(.white)) }.pixels.map { Int($0 >> 24) }
}

/// The exact coverage of `path` inside the wedge: drawn 16 times larger through the wedge's
/// clip mask and averaged down. Coverage times mask coverage differs from the area of the
/// intersection only in subpixels that both boundaries cross, a few per pixel at most.
private func exactCoverage(_ path: Path, inside clip: Path, size: Int) -> [Int] {
    let scale = 16
    let fine = size * scale
    let image = rasterRender(width: fine, height: fine) { canvas in
        canvas.concatenate(AffineTransform(scaleX: Double(scale), y: Double(scale)))
        canvas.clip(to: clip)
        canvas.fill(path, with: .color(.white))
    }
    let alphas = image.pixels.map { Int($0 >> 24) }
    return (0..<size * size).map { i in
        let (x, y) = (i % size, i / size)
        var sum = 0
        for dy in 0..<scale {
            let row = (y * scale + dy) * fine + x * scale
            for dx in 0..<scale { sum += alphas[row + dx] }
        }
        return (sum + scale * scale / 2) / (scale * scale)
    }
}

@Suite struct WedgeClipTests {
    static let wedges: [(start: Double, sweep: Double)] = [
        (-.pi / 2, 0.9), (-.pi / 2, .pi), (-.pi / 2, 1.4 * .pi), (0.3, -1.4 * .pi), (1.1, 1.93 * .pi),
    ]

    @Test(arguments: wedges)
    func clippedShapeCoversTheExactAreaInsideTheWedge(start: Double, sweep: Double) {
        let size = 48
        let center = Point(x: 23.7, y: 24.4)
        let star = spikyStar(size: size, radius: 22, count: 37)
        let clipped = star.clipped(toWedgeAround: center, start: start, sweep: sweep, tolerance: 0.05)
        let got = coverage(clipped, size: size)
        let exact = exactCoverage(star, inside: wedge(center: center, start: start, sweep: sweep), size: size)
        let worst = zip(got, exact).map { abs($0 - $1) }.max() ?? 0
        #expect(worst <= 2, "largest difference \(worst) levels")
        // The wedge shows part of the star, never all of it or none.
        #expect(got.contains(255) && got.filter { $0 > 0 }.count < coverage(star, size: size).filter { $0 > 0 }.count)
    }

    /// A stroke's outline overlaps itself at its inner corners, where the winding is 2.
    @Test(arguments: wedges)
    func clippedStrokeOutlineCoversTheExactStrokedAreaInsideTheWedge(start: Double, sweep: Double) {
        let size = 48
        let center = Point(x: 24.2, y: 23.1)
        // Segments longer than the pen is wide, so that the outline overlaps itself only at its
        // inner corners and its coverage is the exact stroked area (see StrokeOutlineTests).
        let outline = spikyStar(size: size, radius: 20, count: 23).strokeOutline(
            StrokeStyle(width: 2.5), tolerance: 0.05)
        let clipped = outline.clipped(toWedgeAround: center, start: start, sweep: sweep, tolerance: 0.05)
        let got = coverage(clipped, size: size)
        let exact = exactCoverage(outline, inside: wedge(center: center, start: start, sweep: sweep), size: size)
        let worst = zip(got, exact).map { abs($0 - $1) }.max() ?? 0
        #expect(worst <= 2, "largest difference \(worst) levels")
    }

    @Test func wholeTurnKeepsThePathAndNoSweepDrawsNothing() {
        let star = spikyStar(size: 32, radius: 14, count: 9)
        let center = Point(x: 16, y: 16)
        #expect(star.clipped(toWedgeAround: center, start: 0.4, sweep: 2 * .pi, tolerance: 0.05) == star)
        #expect(star.clipped(toWedgeAround: center, start: 0.4, sweep: 0, tolerance: 0.05).isEmpty)
        #expect(star.clipped(toWedgeAround: center, start: .nan, sweep: 1, tolerance: 0.05).isEmpty)
    }
}
