import OmbreAnimation
import OmbreGraphics
import OmbreTestSupport
import Testing

@testable import OmbreViews

/// What an animated gradient view draws in the default style, against reference images and
/// gradients computed by hand.
@Suite struct AnimatedGradientIOSStyleTests {
    static let size = PixelSize(width: 64, height: 48)
    static func hex(_ s: String) -> Color { try! Color(parsing: s) }

    /// The blog's first two frames: two colors flowing up, three flowing right.
    static let twoToThree = [
        GradientFrame(colors: [hex("#2BC0E4"), hex("#EAECC6")], direction: .up),
        GradientFrame(colors: [hex("#833ab4"), hex("#fd1d1d"), hex("#fcb045")], direction: .right),
    ]

    /// Black to white, axial then radial: the type change shows as a jump.
    static let typeChange = [
        GradientFrame(colors: [.black, .white], direction: .up, kind: .axial),
        GradientFrame(colors: [.black, .white], direction: .down, kind: .radial),
    ]

    private func view(_ frames: [GradientFrame], autoAnimate: Bool = true) -> AnimatedGradientView {
        let v = AnimatedGradientView(
            sequence: GradientSequence(frames: frames, defaultDuration: 4), autoAnimate: autoAnimate)
        v.dithers = false
        return v
    }

    /// The even mix of two 0xRRGGBB colors, unrounded.
    private func average(_ a: Int, _ b: Int) -> Color {
        func channel(_ shift: Int) -> Float { Float((a >> shift & 0xFF) + (b >> shift & 0xFF)) / 510 }
        return Color(red: channel(16), green: channel(8), blue: channel(0))
    }

    private func drawn(_ gradient: Gradient) -> PixelBuffer {
        render(root: View(layer: GradientLayer(gradient: gradient, dithers: false)), size: Self.size)
    }

    @Test func twoToThreeColorsAtTheMidpoint() {
        let image = render(root: view(Self.twoToThree), size: Self.size, at: 2)
        expectSnapshot(image, named: "ios-two-to-three-midpoint")
        // The same picture as the hand-computed gradient: straight colors averaged, the padded
        // stop sliding from 1 to 0.5 (so at 0.75), the points halfway from up to right.
        let expected = Gradient(
            colors: [
                average(0x2BC0E4, 0x833AB4), average(0xEAECC6, 0xFD1D1D), average(0xEAECC6, 0xFCB045),
            ],
            locations: [0, 0.75, 1], startPoint: Point(x: 0.25, y: 0.75), endPoint: Point(x: 0.75, y: 0.25))
        let worst = zip(image.pixels, drawn(expected).pixels).map { maxChannelDifference($0, $1) }.max() ?? 0
        #expect(worst <= 1)
    }

    @Test func justBeforeATypeChangeTheOldTypeDrawsWithTheMovedPoints() {
        let v = view(Self.typeChange)
        let before = render(root: v, size: Self.size, at: 3.9)
        let after = render(root: v, size: Self.size, at: 4)
        expectSnapshot(before, named: "ios-type-change-before")
        expectSnapshot(after, named: "ios-type-change-after")
        // Axial with its start nearly at the center: the whole top half is the first color,
        // black. Radial from the center: the top corners are beyond the radius, white.
        let topLeftBefore = Color(pixel: before.pixels[0])
        let topLeftAfter = Color(pixel: after.pixels[0])
        #expect(topLeftBefore.red < 0.05)
        #expect(topLeftAfter.red > 0.95)
        #expect(after == drawn(GradientFrame.equalized(Self.typeChange)[1]))
    }

    @Test func withoutAutoAnimateItShowsTheFirstFrameUntilItsScheduledStart() {
        let waiting = view(Self.twoToThree, autoAnimate: false)
        waiting.scheduledStart = 3
        let first = drawn(GradientFrame.equalized(Self.twoToThree)[0])
        #expect(render(root: waiting, size: Self.size, at: 0) == first)
        #expect(waiting.isAnimating, "it keeps the clock going until it starts")
        #expect(render(root: waiting, size: Self.size, at: 2.9) == first)
        // From then on it plays as if it had started at 3.
        let started = render(root: waiting, size: Self.size, at: 5)
        #expect(started == render(root: view(Self.twoToThree), size: Self.size, at: 2))
    }

    @Test func withoutAutoAnimateOrAStartItWaitsForever() {
        let waiting = view(Self.twoToThree, autoAnimate: false)
        let first = render(root: waiting, size: Self.size, at: 0)
        #expect(render(root: waiting, size: Self.size, at: 100) == first)
        #expect(!waiting.isAnimating)
    }

    @Test func theStartKeyStartsAndStopsOnlyTheViewsThatWait() {
        let root = View()
        let waiting = view(Self.twoToThree, autoAnimate: false)
        let playing = view(Self.twoToThree)
        root.addSubview(waiting)
        root.addSubview(playing)
        #expect(root.waitingAnimatedGradientViews.map { $0 === waiting } == [true])
        _ = render(root: root, size: Self.size, at: 1)
        #expect(root.toggleWaitingAnimations(at: 1) == true)
        #expect(waiting.sequence.isRunning)
        #expect(waiting.sequence.state(at: 3).progress == 0.5)
        #expect(root.toggleWaitingAnimations(at: 3) == false)
        #expect(!waiting.sequence.isRunning && playing.sequence.isRunning)
        #expect(waiting.sequence.state(at: 10).progress == 0.5)
        #expect(View().toggleWaitingAnimations(at: 0) == false)
    }

    @Test func aViewStartedJustAfterTheFrameTimeKeepsAnimating() {
        // The preview handles a key at the loop's time and renders the tick before it.
        let waiting = view(Self.twoToThree, autoAnimate: false)
        waiting.setPlaying(true, at: 1.01)
        _ = render(root: waiting, size: Self.size, at: 1)
        #expect(waiting.isAnimating)
        _ = render(root: waiting, size: Self.size, at: 5.01)
        #expect(waiting.isAnimating, "autoRepeat plays on")
        let once = AnimatedGradientView(
            sequence: GradientSequence(frames: Self.twoToThree, defaultDuration: 4, autoRepeat: false))
        _ = render(root: once, size: Self.size, at: 3)
        #expect(once.isAnimating)
        _ = render(root: once, size: Self.size, at: 4)
        #expect(!once.isAnimating, "resting on the last frame for good")
    }

    @Test func rewindReturnsAWaitingViewToItsSchedule() {
        let waiting = view(Self.twoToThree, autoAnimate: false)
        waiting.scheduledStart = 1
        _ = render(root: waiting, size: Self.size, at: 3)
        #expect(waiting.sequence.isRunning)
        waiting.rewind()
        #expect(!waiting.sequence.isRunning)
        _ = render(root: waiting, size: Self.size, at: 0.5)
        #expect(!waiting.sequence.isRunning)
        _ = render(root: waiting, size: Self.size, at: 1)
        #expect(waiting.sequence.isRunning)
    }
}
