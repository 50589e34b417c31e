import OmbreGraphics
import OmbreTestSupport
import Testing

@testable import OmbreViews

/// Views are laid out in points; the scale factor makes every frame, stroke and radius that
/// many times larger in pixels, as on a 2× or 3× iPhone.
@Suite struct ScaleRenderTests {
    /// A square outline (corners at (±1, ±1)) stroked 5 points wide over a white fill.
    private func square(lineWidth: Double = 5) throws -> GradientProgressView {
        let corners = [Point(x: 1, y: 1), Point(x: -1, y: 1), Point(x: -1, y: -1), Point(x: 1, y: -1)]
        return try GradientProgressView(
            points: corners, colors: [.white], lineWidth: lineWidth, lineColor: .black, startAngle: 0)
    }

    /// The stroke's width in pixels where the middle row crosses the square's left side: the
    /// darkness summed over the left half of that row.
    private func strokeWidth(at scale: Double) throws -> Double {
        let points = 64
        let pixels = Int(Double(points) * scale)
        let image = render(
            root: try square(), size: PixelSize(width: pixels, height: pixels), scale: scale, background: .white)
        let y = pixels / 2
        return (0..<(pixels / 2)).map { 1 - Double(image[$0, y] & 0xFF) / 255 }.reduce(0, +)
    }

    @Test(arguments: [(1.0, 5.0), (2.0, 10.0), (3.0, 15.0)])
    func aFivePointStrokeIsFiveTimesTheScaleInPixels(scale: Double, pixels: Double) throws {
        let measured = try strokeWidth(at: scale)
        #expect(abs(measured - pixels) < 0.25, "measured \(measured) px at \(scale)x")
    }

    @Test func framesScaleToPixels() {
        let root = View()
        let box = View(frame: Rect(x: 10, y: 5, width: 20, height: 12))
        box.backgroundColor = .white
        root.addSubview(box)
        let image = render(root: root, size: PixelSize(width: 150, height: 90), scale: 3)
        #expect(root.bounds.size == Size(width: 50, height: 30), "the root is the canvas in points")
        #expect(
            PaintedPixels(image, background: Color.black.pixel).box == IntRect(minX: 30, minY: 15, maxX: 90, maxY: 51))
    }

    @Test func paddingAndSpacingScaleToPixels() {
        let stack = StackView(axis: .horizontal, spacing: 2, padding: 4)
        let left = View()
        left.backgroundColor = .white
        let right = View()
        right.backgroundColor = Color(red: 1, green: 0, blue: 0)
        stack.addSubview(left)
        stack.addSubview(right)
        // 40×20 points: cells of (40 − 2·4 − 2) / 2 = 15 points, 45 pixels at 3×.
        let image = render(root: stack, size: PixelSize(width: 120, height: 60), scale: 3)
        let white = PaintedPixels(image, background: Color.black.pixel)
        #expect(white.box == IntRect(minX: 12, minY: 12, maxX: 108, maxY: 48), "both cells")
        #expect(image[56, 30] == Color.white.pixel && image[57, 30] == Color.black.pixel)
        #expect(image[62, 30] == Color.black.pixel && image[63, 30] == right.backgroundColor?.pixel)
    }

    @Test func aSceneAtTwiceTheScaleMatchesItsReferenceImage() throws {
        let view = try GradientProgressView(
            points: GradientProgressView.randomPoints(count: 200, minRadius: 0.9, maxRadius: 1.1, seed: 1),
            progress: 0.7)
        view.backgroundColor = .white
        let image = render(root: view, size: PixelSize(width: 128, height: 128), scale: 2)
        #expect(view.bounds.size == Size(width: 64, height: 64))
        expectSnapshot(image, named: "progress-64pt-at-2x")
    }
}
