import OmbreAnimation
import OmbreGraphics
import Testing

@testable import OmbreViews

@Suite struct ProgressAnimationTests {
    @Test func delayHoldsTheStartValueUntilItBegins() {
        let animation = ProgressAnimation(from: 0.2, to: 1, duration: 2, delay: 1.5)
        #expect(animation.value(at: 0) == 0.2)
        #expect(animation.value(at: 1.49) == 0.2)
        #expect(abs(animation.value(at: 2.5) - 0.6) < 1e-12)
        #expect(animation.value(at: 3.5) == 1)
        #expect(animation.value(at: 100) == 1)
        #expect(animation.endTime == 3.5)
    }

    @Test func autoreversesRunsBackAfterEachForwardRun() {
        let once = ProgressAnimation(from: 0, to: 1, duration: 2, autoreverses: true)
        #expect(once.value(at: 1) == 0.5)
        #expect(once.value(at: 2) == 1 || abs(once.value(at: 2) - 1) < 1e-12)
        #expect(once.value(at: 3) == 0.5)
        // One forward and one backward run, then it holds where the last run ended: the start.
        #expect(once.value(at: 4) == 0)
        #expect(once.value(at: 50) == 0)
        #expect(once.endTime == 4)
        let forever = ProgressAnimation(from: 0, to: 1, duration: 2, repeats: true, autoreverses: true)
        #expect(forever.value(at: 5) == 0.5)
        #expect(forever.value(at: 7) == 0.5)
        #expect(abs(forever.value(at: 6.5) - 0.75) < 1e-12)
        #expect(forever.endTime == .infinity)
    }

    @Test func stepsDrawThePointsOneByOne() {
        // The question's "one point every 0.1 s" for 200 points.
        let animation = ProgressAnimation(from: 0, to: 1, duration: 20, timing: .steps(200)!)
        #expect(animation.value(at: 0.05) == 0)
        #expect(animation.value(at: 0.15) == 1.0 / 200)
        #expect(animation.value(at: 19.95) == 199.0 / 200)
        #expect(animation.value(at: 20) == 1)
    }

    @Test func aDelayedViewKeepsAnimatingUntilItsLastRunEnds() throws {
        let view = try GradientProgressView(points: [.init(x: 0, y: -1), .init(x: 1, y: 1), .init(x: -1, y: 1)])
        view.progressAnimation = ProgressAnimation(from: 0, to: 0, duration: 1, delay: 2, autoreverses: true)
        let size = PixelSize(width: 20, height: 20)
        _ = render(root: view, size: size, at: 1)
        // The value does not change here, but time still matters: it must not go to sleep.
        #expect(view.isAnimating)
        _ = render(root: view, size: size, at: 4)
        #expect(!view.isAnimating)
    }
}
