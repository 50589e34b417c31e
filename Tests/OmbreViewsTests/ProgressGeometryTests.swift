import Foundation
import OmbreGraphics
import OmbreTestSupport
import Testing

@testable import OmbreViews

/// The progress shape's fit, start angle, direction and view rotation, as the answer draws them.
@Suite struct ProgressGeometryTests {
    static let white: UInt32 = 0xFFFF_FFFF
    static let diamond = [Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: -1, y: 0), Point(x: 0, y: -1)]
    static let star = GradientProgressView.randomPoints(count: 200, minRadius: 0.9, maxRadius: 1.1, seed: 1)
    static let red = Color(red: 1, green: 0, blue: 0)

    /// The filled diamond alone (no visible stroke, though its width still insets the fit).
    private func diamondFill(in size: PixelSize) throws -> PaintedPixels {
        let view = try GradientProgressView(
            points: Self.diamond, colors: [Self.red], lineColor: .clear, startAngle: 0)
        return PaintedPixels(render(root: view, size: size, background: .white), background: Self.white)
    }

    @Test(arguments: [(400, 200), (200, 400)])
    func aDiamondKeepsItsProportionsInAWideOrTallView(width: Int, height: Int) throws {
        let painted = try diamondFill(in: PixelSize(width: width, height: height))
        let box = try #require(painted.box)
        // min(400, 200) inset by the 5-point line width on each side is 190: the diamond's
        // diagonals are 190 long both ways, centered on the view.
        #expect(abs(box.width - 190) <= 2 && abs(box.height - 190) <= 2, "\(box)")
        #expect(abs((box.minX + box.maxX) - width) <= 1 && abs((box.minY + box.maxY) - height) <= 1, "\(box)")
        // A square of diagonal 190 has area 190² / 2.
        #expect(abs(Double(painted.count) - 190 * 190 / 2) < 190 * 2, "\(painted.count)")
    }

    @Test func theFarthestPointLandsOnTheInsetEdge() throws {
        let view = try GradientProgressView(points: Self.star, lineWidth: 8)
        view.frame = Rect(x: 0, y: 0, width: 300, height: 120)
        #expect(view.shapeRadius == 52)
        let farthest = Self.star.map(\.length).max()!
        #expect(abs(farthest / Self.star.map(\.length).min()! - 1.1 / 0.9) < 0.03)
    }

    /// Pixels painted in each quadrant (TL, TR, BR, BL) of a 120×120 render on white.
    private func quadrants(startAngle: Double, clockwise: Bool, progress: Double) throws -> [Int] {
        let view = try GradientProgressView(
            points: Self.star, startAngle: startAngle * .pi / 180, clockwise: clockwise, progress: progress)
        let image = render(root: view, size: PixelSize(width: 120, height: 120), background: .white)
        var counts = [0, 0, 0, 0]
        for y in 0..<120 {
            for x in 0..<120 where image[x, y] != Self.white {
                counts[y >= 60 ? (x >= 60 ? 2 : 3) : (x >= 60 ? 1 : 0)] += 1
            }
        }
        return counts
    }

    @Test(arguments: [
        (-90.0, true, 1), (0.0, true, 2), (90.0, true, 3), (-90.0, false, 0), (0.0, false, 1), (180.0, false, 3),
    ])
    func aQuarterOfProgressFillsTheQuadrantAfterTheStartAngle(startAngle: Double, clockwise: Bool, quadrant: Int)
        throws
    {
        let counts = try quadrants(startAngle: startAngle, clockwise: clockwise, progress: 0.25)
        #expect(counts[quadrant] > 2000, "\(counts)")
        // Anti-aliased wedge edges may touch the row or column next to the center.
        for other in 0..<4 where other != quadrant { #expect(counts[other] <= 60, "\(counts)") }
    }

    @Test func theStartAngleTurnsTheShapeWithIt() throws {
        let view = try GradientProgressView(points: Self.diamond, startAngle: 0)
        view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let turned = try GradientProgressView(points: Self.diamond, startAngle: .pi / 4)
        turned.frame = view.frame
        // The diamond's first point sits at 3 o'clock; turned by 45° it points down-right.
        #expect(view.shapePath.elements.first == .move(Point(x: 95, y: 50)))
        guard case .move(let p) = turned.shapePath.elements.first else {
            Issue.record("the shape starts with a move")
            return
        }
        #expect(abs(p.x - (50 + 45 / 2.0.squareRoot())) < 1e-9 && abs(p.y - (50 + 45 / 2.0.squareRoot())) < 1e-9)
    }

    /// The answer's exact set-up: a 140×60 light gray view turned by the view's transform.
    private func answerSetup(progress: Double) throws -> PixelBuffer {
        let root = View()
        root.backgroundColor = .white
        let view = try GradientProgressView(points: Self.star, startAngle: 0, progress: progress)
        view.frame = Rect(x: 30, y: 60, width: 140, height: 60)
        view.backgroundColor = Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3)
        view.transform = AffineTransform(rotation: -.pi / 2)
        root.addSubview(view)
        return render(root: root, size: PixelSize(width: 200, height: 180))
    }

    @Test func rotationTurnsTheBackgroundToo() throws {
        let painted = PaintedPixels(try answerSetup(progress: 0), background: Self.white)
        let box = try #require(painted.box)
        // The 140×60 gray background now stands upright about its center (100, 90).
        #expect(box == IntRect(minX: 70, minY: 20, maxX: 130, maxY: 160), "\(box)")
    }

    @Test func theAnswersSetUpMatchesItsReferenceImage() throws {
        let image = try answerSetup(progress: 0.7)
        // Progress starts at 3 o'clock inside the view, which the turn brings to 12 o'clock:
        // just right of the top is drawn, just left of it is still background.
        #expect(image[104, 70] != 0xFFAA_AAAA && image[96, 70] == 0xFFAA_AAAA)
        expectSnapshot(image, named: "progress-answer-setup")
    }

    @Test func inASquareViewTurningTheViewEqualsTurningTheStartAngle() throws {
        func draw(startAngle: Double, turn: Double) throws -> PixelBuffer {
            let root = View()
            root.backgroundColor = .white
            let view = try GradientProgressView(points: Self.star, startAngle: startAngle, progress: 0.7)
            view.frame = Rect(x: 10, y: 10, width: 100, height: 100)
            view.transform = AffineTransform(rotation: turn)
            root.addSubview(view)
            return render(root: root, size: PixelSize(width: 120, height: 120))
        }
        let turnedStart = try draw(startAngle: -.pi / 2, turn: 0)
        let turnedView = try draw(startAngle: 0, turn: -.pi / 2)
        // The same shape and wedge, pixel for pixel.
        let worst = zip(turnedStart.pixels, turnedView.pixels).map { maxChannelDifference($0, $1) }.max() ?? 0
        #expect(worst == 0, "largest difference \(worst) levels")
    }

    @Test(arguments: [(240, 120), (120, 240)])
    func theShapeInAWideAndATallViewMatchesItsReferenceImages(width: Int, height: Int) throws {
        let view = try GradientProgressView(points: Self.star, progress: 0.7)
        view.backgroundColor = .white
        let image = render(root: view, size: PixelSize(width: width, height: height))
        expectSnapshot(image, named: "progress-\(width)x\(height)")
    }
}
