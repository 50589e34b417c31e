import OmbreAnimation
import OmbreGraphics
import OmbreTestSupport
import Testing

@testable import OmbreViews

@Suite struct AnimatedGradientViewTests {
    static let size = PixelSize(width: 64, height: 48)
    static func hex(_ s: String) -> Color { try! Color(parsing: s) }

    /// The four frames of the `animated` demo: 2, 3, 2, 3 colors; axial, axial, radial, conic.
    static let frames = [
        GradientFrame(colors: [hex("#2BC0E4"), hex("#EAECC6")], direction: .up, kind: .axial),
        GradientFrame(colors: [hex("#833ab4"), hex("#fd1d1d"), hex("#fcb045")], direction: .right, kind: .axial),
        GradientFrame(colors: [hex("#003973"), hex("#E5E5BE")], direction: .down, kind: .radial),
        GradientFrame(colors: [hex("#1E9600"), hex("#FFF200"), hex("#FF0000")], direction: .left, kind: .conic),
    ]

    private func view(autoRepeat: Bool = true, style: AnimatedGradientStyle = .ios) -> AnimatedGradientView {
        let v = AnimatedGradientView(
            sequence: GradientSequence(frames: Self.frames, autoRepeat: autoRepeat, style: style))
        v.dithers = false
        return v
    }

    private func still(_ frame: Int) -> PixelBuffer {
        let layer = GradientLayer(gradient: Self.frames[frame].gradient, dithers: false)
        return render(root: View(layer: layer), size: Self.size)
    }

    private func largestChange(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        zip(a.pixels, b.pixels).map { maxChannelDifference($0, $1) }.max() ?? 0
    }

    @Test func eachTransitionStartsAndEndsExactlyOnItsFrames() {
        let v = view()
        for (time, frame) in [(0.0, 0), (5.0, 1), (10.0, 2), (15.0, 3), (20.0, 0)] {
            #expect(largestChange(render(root: v, size: Self.size, at: time), still(frame)) <= 1, "t = \(time)")
        }
    }

    @Test func ditheringCanBeTurnedOffBeforeTheFirstFrame() {
        // The first frame is drawn by the same shader as a still gradient layer: exactly equal.
        #expect(render(root: view(), size: Self.size, at: 0) == still(0))
        let dithered = AnimatedGradientView(sequence: GradientSequence(frames: Self.frames))
        #expect(render(root: dithered, size: Self.size, at: 0) != still(0))
    }

    @Test func twoStopsToThreeStopsNeverJump() {
        // Over the whole 2-stop → 3-stop transition, frames 1/60 s apart stay close.
        let v = view()
        var previous = render(root: v, size: Self.size, at: 0)
        var worst = 0
        for step in 1...300 {
            let frame = render(root: v, size: Self.size, at: Double(step) / 60)
            worst = max(worst, largestChange(previous, frame))
            previous = frame
        }
        #expect(worst <= 8, "largest change between consecutive frames: \(worst) levels")
        #expect(largestChange(render(root: v, size: Self.size, at: 0), previous) > 100, "the frames do differ")
    }

    @Test func aChangeOfKindCrossFadesInTheSmoothStyle() {
        // Halfway from the radial frame to the conic one, every pixel is the even mix of the two.
        let v = view(style: .smooth)
        let radial = render(root: v, size: Self.size, at: 10)
        let mid = render(root: v, size: Self.size, at: 12.5)
        let conic = render(root: v, size: Self.size, at: 15)
        var worst = 0
        for i in 0..<mid.pixels.count {
            let a = Color(pixel: radial.pixels[i])
            let b = Color(pixel: conic.pixels[i])
            let m = Color(pixel: mid.pixels[i])
            for (x, y, z) in [(a.red, b.red, m.red), (a.green, b.green, m.green), (a.blue, b.blue, m.blue)] {
                worst = max(worst, Int((abs((x + y) / 2 - z) * 255).rounded()))
            }
        }
        #expect(worst <= 2)
    }

    @Test func withoutAutoRepeatItRestsOnTheLastFrame() {
        let v = view(autoRepeat: false)
        for time in [15.0, 16, 60, 1000] {
            #expect(largestChange(render(root: v, size: Self.size, at: time), still(3)) <= 1)
        }
        #expect(!v.isAnimating)
        #expect(view(autoRepeat: true).isAnimating)
    }

    @Test func stopFreezesAndResumeContinuesFromThere() {
        let v = view()
        _ = render(root: v, size: Self.size, at: 0)
        v.sequence.stop(at: 2)
        let frozen = render(root: v, size: Self.size, at: 2)
        #expect(render(root: v, size: Self.size, at: 9) == frozen)
        v.sequence.resume(at: 9)
        #expect(render(root: v, size: Self.size, at: 9) == frozen)
        let fresh = view()
        #expect(render(root: v, size: Self.size, at: 10) == render(root: fresh, size: Self.size, at: 3))
    }

    @Test func startingTwiceIsStartingOnce() {
        let once = view()
        let twice = view()
        _ = render(root: twice, size: Self.size, at: 0)
        twice.sequence.start(at: 1.5)
        twice.sequence.start(at: 3)
        #expect(render(root: once, size: Self.size, at: 4) == render(root: twice, size: Self.size, at: 4))
    }
}

@Suite struct AnimatedGradientReuseTests {
    /// What a view keeps from frame to frame (its transition's blend, the canvases' shaders,
    /// the damage's memory) never shows: each frame equals the same time drawn by a new view.
    @Test(arguments: AnimatedGradientStyle.allCases)
    func framesDrawnOneAfterAnotherEqualFramesDrawnAfresh(style: AnimatedGradientStyle) {
        func view() -> AnimatedGradientView {
            AnimatedGradientView(sequence: GradientSequence(frames: AnimatedGradientViewTests.frames, style: style))
        }
        let playing = view()
        let size = AnimatedGradientViewTests.size
        for time in stride(from: 0.0, through: 21, by: 0.35) {
            #expect(
                render(root: playing, size: size, at: time) == render(root: view(), size: size, at: time), "t = \(time)"
            )
        }
    }

    /// Through the first transition (axial, 2 → 3 stops), one frame after another, the
    /// layer's colors stay in one array: nothing the renderer keeps shares it, so each frame
    /// writes the new colors in place instead of allocating.
    @Test(arguments: AnimatedGradientStyle.allCases)
    func runningFramesKeepTheirGradientInOneArray(style: AnimatedGradientStyle) {
        let v = AnimatedGradientView(sequence: GradientSequence(frames: AnimatedGradientViewTests.frames, style: style))
        let buffer = PixelBuffer(size: AnimatedGradientViewTests.size)
        var address: UnsafeRawPointer?
        for step in 1...40 {
            let time = 0.5 + Double(step) / 60
            render(root: v, into: buffer, at: time, background: .black)
            guard case .single(let g) = (v.layer as? TransitionLayer)?.transition else {
                Issue.record("expected one gradient at \(time)")
                return
            }
            let here = g.colors.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
            if step > 1 { #expect(here == address, "t = \(time)") }
            address = here
        }
    }
}
