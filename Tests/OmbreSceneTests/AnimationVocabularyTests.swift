import OmbreAnimation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreScene

/// The scene keys of animated gradients and progress animations, and `dither` everywhere.
@Suite struct AnimationVocabularyTests {
    private func load(_ root: String) throws -> Scene {
        try Scene(text: "root:\n" + root, file: "s.yaml")
    }

    /// The messages a scene produces, or [] when it loads.
    private func errors(_ root: String) -> [String] {
        do {
            _ = try load(root)
            return []
        } catch let error as SceneError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test(arguments: [
        "  gradient: {startColor: red, dither: false}",
        "  gradientLayer: {colors: [red, blue], dither: false}",
        "  animatedGradient: {frames: [{colors: [red, blue]}], dither: false}",
        "  progress: {points: [[0, -1], [1, 1], [-1, 1]], dither: false}",
    ])
    func ditherFalseIsAcceptedOnEveryKindThatDrawsAGradient(_ root: String) throws {
        let undithered = try load(root)
        let dithered = try load(root.replacingOccurrences(of: "dither: false", with: "dither: true"))
        let size = PixelSize(width: 97, height: 61)
        let plain = render(root: undithered.root, size: size)
        // The dither moves some pixels by one level, so the two pictures differ.
        #expect(plain != render(root: dithered.root, size: size))
        #expect(plain == render(root: try load(root).root, size: size))
    }

    @Test func ditherMustBeABoolean() {
        #expect(
            errors("  progress: {points: [[0, -1], [1, 1], [-1, 1]], dither: sometimes}") == [
                "s.yaml:2:58: dither must be true or false, not \"sometimes\""
            ])
    }

    @Test func theLibrarysSpellingsAreAccepted() throws {
        let scene = try load(
            """
              animatedGradient:
                animationDuration: 3
                frames:
                  - {colors: [red, blue], direction: up right}
                  - {colors: [green, yellow], direction: down left, type: radial}
            """)
        let view = try #require(scene.root as? AnimatedGradientView)
        #expect(view.sequence.defaultDuration == 3)
        #expect(
            view.sequence.frames.map(\.gradient.startPoint) == [Direction.upRight.startPoint, Point(x: 0.5, y: 0.5)])
        #expect(view.sequence.frames[1].gradient.endPoint == Direction.downLeft.endPoint)
        #expect(
            errors("  animatedGradient: {duration: 2, animationDuration: 3, frames: [{colors: [red]}]}") == [
                "s.yaml:2:35: animatedGradient has both duration and animationDuration"
                    + " (they are the same setting; keep one of them)"
            ])
    }

    @Test func styleIsIOSUnlessSmoothIsAsked() throws {
        let ios = try #require(
            try load("  animatedGradient: {frames: [{colors: [red]}]}").root as? AnimatedGradientView)
        let smooth = try #require(
            try load("  animatedGradient: {style: smooth, frames: [{colors: [red]}]}").root as? AnimatedGradientView)
        #expect(ios.sequence.style == .ios)
        #expect(smooth.sequence.style == .smooth)
        #expect(
            errors("  animatedGradient: {style: smoth, frames: [{colors: [red]}]}") == [
                "s.yaml:2:29: unknown style \"smoth\" (did you mean \"smooth\"?)"
            ])
    }

    @Test func framesTakeTheirOwnDurationAndLocations() throws {
        let scene = try load(
            """
              animatedGradient:
                frames:
                  - {colors: [red, blue], locations: [0.2, 0.7], duration: 2}
                  - {colors: [green, yellow, blue]}
            """)
        let view = try #require(scene.root as? AnimatedGradientView)
        #expect(view.sequence.frames[0].duration == 2)
        #expect(GradientFrame.equalized(view.sequence.frames)[0].locations == [0.2, 0.7, 0.7])
    }

    @Test func startAtMakesTheViewWaitUntilThen() throws {
        let text = "  animatedGradient: {autoAnimate: false, startAt: 1.5, frames: [{colors: [red]}, {colors: [blue]}]}"
        let view = try #require(try load(text).root as? AnimatedGradientView)
        #expect(!view.autoAnimate && view.scheduledStart == 1.5)
        let alone = try #require(
            try load("  animatedGradient: {startAt: 2, frames: [{colors: [red]}]}").root as? AnimatedGradientView)
        #expect(!alone.autoAnimate && alone.scheduledStart == 2)
        let size = PixelSize(width: 8, height: 8)
        let red = render(root: view, size: size, at: 1.4)
        #expect(Color(pixel: red.pixels[0]).red > 0.99)
        // 5 s per transition from 1.5: at 4 it is halfway to blue.
        let half = Color(pixel: render(root: view, size: size, at: 4).pixels[0])
        #expect(abs(half.red - 0.5) < 0.01 && abs(half.blue - 0.5) < 0.01)
    }

    @Test func badStartsAreReported() {
        #expect(
            errors("  animatedGradient: {autoAnimate: true, startAt: 1, frames: [{colors: [red]}]}") == [
                "s.yaml:2:41: startAt needs autoAnimate: false"
                    + " (with autoAnimate: true the view starts at once; remove one of them)"
            ])
        #expect(
            errors("  animatedGradient: {startAt: -1, frames: [{colors: [red]}]}") == [
                "s.yaml:2:31: startAt is -1, outside 0...31536000"
            ])
    }

    @Test func stepsTimingReadsAndBadStepsAreReported() throws {
        let view = try #require(
            try load("  animatedGradient: {timing: steps(4), frames: [{colors: [red]}]}").root as? AnimatedGradientView)
        #expect(view.sequence.timingCurve == .steps(4))
        let messages = errors("  animatedGradient: {timing: steps(0), frames: [{colors: [red]}]}")
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("s.yaml:2:30: unknown timing \"steps(0)\"") == true)
        #expect(messages.first?.contains("steps(N) with N from 1 to 1000000") == true)
    }

    @Test func aCubicBezierTimingMayBeAListOfItsFourNumbers() throws {
        let view = try #require(
            try load("  animatedGradient: {timing: [0.1, 0.7, 0.3, 1], frames: [{colors: [red]}]}").root
                as? AnimatedGradientView)
        #expect(view.sequence.timingCurve == TimingCurve(x1: 0.1, y1: 0.7, x2: 0.3, y2: 1))
        #expect(
            errors("  animatedGradient: {timing: [1.5, 0, 0.3, 1], frames: [{colors: [red]}]}") == [
                "s.yaml:2:30: a cubic Bézier timing needs x1 and x2 in 0...1 (got 1.5 and 0.3)"
            ])
        #expect(
            errors("  animatedGradient: {timing: [0.1, 0.7], frames: [{colors: [red]}]}") == [
                "s.yaml:2:30: a cubic Bézier timing [x1, y1, x2, y2] needs 4 numbers, got 2"
            ])
    }

    @Test func progressAnimateTakesDelayAndAutoreverses() throws {
        let scene = try load(
            """
              progress:
                points: [[0, -1], [1, 1], [-1, 1]]
                animate: {from: 0, to: 1, duration: 2, delay: 1, autoreverses: true, timing: steps(4)}
            """)
        let view = try #require(scene.root as? GradientProgressView)
        let animation = try #require(view.progressAnimation)
        #expect(animation.delay == 1 && animation.autoreverses && animation.timing == .steps(4))
        #expect(
            errors("  progress: {points: [[0, -1], [1, 1], [-1, 1]], animate: {delay: soon, autoreverses: 2}}") == [
                "s.yaml:2:67: delay must be a number, not \"soon\"",
                "s.yaml:2:87: autoreverses must be true or false, not \"2\"",
            ])
    }
}
