import OmbreGraphics
import OmbreTestSupport
import OmbreViews
import Testing

@testable import OmbreScene

/// The `progress-answer` demo reproduces the answer's own example with its own values.
@Suite struct ProgressAnswerDemoTests {
    private func load() throws -> (Scene, GradientProgressView) {
        let scene = try Scene.load("progress-answer")
        let view = try #require(scene.root.subviews.first as? GradientProgressView)
        return (scene, view)
    }

    @Test func itIsTheAnswersViewTurnedByItsTransform() throws {
        let (scene, view) = try load()
        #expect(scene.designSize == PixelSize(width: 393, height: 852))
        #expect(view.bounds.size == Size(width: 280, height: 350) && view.center == Point(x: 170, y: 205))
        #expect(view.transform == AffineTransform(rotation: -.pi / 2) && view.startAngle == 0 && view.clockwise)
        #expect(view.unitPoints.count == 200)
        #expect(
            view.lineWidth == 5 && view.colors == [Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0)])
    }

    @Test func atTheStartOnlyTheTurnedBackgroundShows() throws {
        let (scene, _) = try load()
        let image = render(
            root: scene.root, size: PixelSize(width: 393, height: 420), at: 0, background: scene.background)
        let gray = PaintedPixels(image, background: Color.white.pixel)
        // 350 wide (5 points of it off the left edge, as on the phone) and 280 tall.
        #expect(gray.box == IntRect(minX: 0, minY: 65, maxX: 345, maxY: 345), "\(String(describing: gray.box))")
        #expect(gray.count == 345 * 280)
    }

    @Test func progressRunsFromZeroToOneInASecond() throws {
        let (scene, view) = try load()
        for (time, expected) in [(0.0, 0.0), (0.5, 0.5), (1.0, 1.0), (3.0, 1.0)] {
            _ = render(root: scene.root, size: PixelSize(width: 8, height: 8), at: time)
            #expect(abs(view.progress - expected) < 1e-9)
        }
    }

    @Test func atSevenTenthsOfASecondItMatchesItsReferenceImage() throws {
        let (scene, _) = try load()
        // Half scale keeps the reference small: 392x400 points are 196x200 pixels.
        let image = render(
            root: scene.root, size: PixelSize(width: 196, height: 200), scale: 0.5, at: 0.7,
            background: scene.background)
        expectSnapshot(image, named: "progress-answer-0.7s")
    }
}
