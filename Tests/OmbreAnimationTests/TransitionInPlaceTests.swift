import OmbreGraphics
import Testing

@testable import OmbreAnimation

/// A view redrawn every frame brings its transition up to date in place
/// (`GradientSequence.updateTransition`): what it shows is what `state(at:)` describes, and a
/// running transition's colors and locations are written into the arrays it already has.
@Suite struct TransitionInPlaceTests {
    static let frames = [
        GradientFrame(colors: [red, blue], direction: .up),
        GradientFrame(colors: [green, yellow, Color(red: 0.2, green: 0.1, blue: 0.9, alpha: 0.5)], direction: .right),
        GradientFrame(colors: [.black, .white], direction: .down, kind: .radial),
        GradientFrame(colors: [red, green, blue], direction: .left, kind: .conic),
    ]

    static func sequence(_ style: AnimatedGradientStyle) -> GradientSequence {
        let s = GradientSequence(
            frames: frames, defaultDuration: 2, timingCurve: .easeInEaseOut, autoRepeat: true, style: style)
        s.start(at: 0)
        return s
    }

    /// The two describe the same drawing: equal cross-fades, or single gradients with equal
    /// kind, space, mixing, points and stops (explicit locations may stand for implied ones).
    static func drawSame(_ a: GradientTransition, _ b: GradientTransition) -> Bool {
        guard case .single(let g) = a, case .single(let h) = b else { return a == b }
        return g.kind == h.kind && g.interpolation == h.interpolation && g.premultiplied == h.premultiplied
            && g.startPoint == h.startPoint && g.endPoint == h.endPoint && g.stops == h.stops
    }

    static func address<T>(_ array: [T]?) -> UnsafeRawPointer? {
        array?.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test(arguments: AnimatedGradientStyle.allCases)
    func updatingInPlaceShowsWhatTheStateDescribes(style: AnimatedGradientStyle) {
        let sequence = Self.sequence(style)
        var shown = GradientTransition.single(Gradient(colors: []))
        var time = -0.5
        while time < 17 {
            _ = sequence.updateTransition(&shown, at: time)
            let expected = sequence.state(at: time).transition
            #expect(Self.drawSame(shown, expected), "\(style) at \(time): \(shown) against \(expected)")
            time += 0.07
        }
    }

    @Test(arguments: AnimatedGradientStyle.allCases)
    func aRunningTransitionReusesItsArrays(style: AnimatedGradientStyle) {
        // 0.5 s into the first transition (2 → 3 stops, both axial: one gradient in either style).
        let sequence = Self.sequence(style)
        var shown = GradientTransition.single(Gradient(colors: []))
        #expect(sequence.updateTransition(&shown, at: 0.5))
        // Only addresses are kept: a copy of the gradient would share its arrays.
        let before = Self.storage(shown)
        let middleColor = Self.storage(shown)?.middle
        #expect(before != nil)
        #expect(sequence.updateTransition(&shown, at: 0.5 + 1.0 / 60))
        let after = Self.storage(shown)
        #expect(after?.colors == before?.colors && after?.locations == before?.locations)
        #expect(after?.middle != middleColor)
    }

    /// Where a single gradient's arrays live, and its middle stop's color.
    static func storage(_ t: GradientTransition) -> (
        colors: UnsafeRawPointer?, locations: UnsafeRawPointer?, middle: Color
    )? {
        guard case .single(let g) = t, !g.colors.isEmpty else { return nil }
        return (address(g.colors), address(g.locations), g.colors[g.colors.count / 2])
    }

    @Test func anUnchangedTransitionReportsNoChange() {
        let sequence = Self.sequence(.ios)
        var shown = GradientTransition.single(Gradient(colors: []))
        #expect(sequence.updateTransition(&shown, at: 1))
        #expect(!sequence.updateTransition(&shown, at: 1))
        // Stopped, time moves on but the picture does not.
        sequence.stop(at: 1.5)
        #expect(sequence.updateTransition(&shown, at: 1.5))
        #expect(!sequence.updateTransition(&shown, at: 3))
        // Resting on a frame after the chain ends: unchanged as well.
        let once = GradientSequence(frames: Self.frames, defaultDuration: 2, autoRepeat: false)
        once.start(at: 0)
        #expect(once.updateTransition(&shown, at: 20))
        #expect(!once.updateTransition(&shown, at: 21))
    }
}
