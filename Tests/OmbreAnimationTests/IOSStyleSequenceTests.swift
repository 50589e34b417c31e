import OmbreGraphics
import Testing

@testable import OmbreAnimation

/// The default style does what AnimatedGradientView does on a device.
@Suite struct IOSStyleSequenceTests {
    static func hex(_ s: String) -> Color { try! Color(parsing: s) }
    static let white = Color(red: 1, green: 1, blue: 1)
    static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The equalized gradient of frame `index` among `frames`.
    private func equalized(_ frames: [GradientFrame], _ index: Int) -> Gradient {
        GradientFrame.equalized(frames)[index]
    }

    @Test func everyFrameIsPaddedWithItsLastColorToTheLongestFrame() {
        let frames = [
            GradientFrame(colors: [red]),
            GradientFrame(colors: [red, blue]),
            GradientFrame(colors: [green, yellow, blue, red]),
        ]
        #expect(equalized(frames, 0).colors == [red, red, red, red])
        #expect(equalized(frames, 1).colors == [red, blue, blue, blue])
        #expect(equalized(frames, 2).colors == [green, yellow, blue, red])
    }

    @Test func locationsComeFromTheCountOfDistinctColors() {
        // (colors of a frame, padded count, expected locations)
        let cases: [([Color], Int, [Double])] = [
            // Two distinct colors padded to three: the repeated last color sits at the end.
            ([red, blue], 3, [0, 1, 1]),
            // Two distinct padded to five.
            ([red, blue], 5, [0, 1, 1, 1, 1]),
            // Three distinct, nothing padded: evenly spaced.
            ([red, green, blue], 3, [0, 0.5, 1]),
            // Equal colors anywhere count once: red, blue, red has two distinct colors.
            ([red, blue, red], 3, [0, 1, 1]),
            ([red, green, red, blue], 4, [0, 0.5, 1, 1]),
            // One distinct color: every location 0 but the last, 1.
            ([green], 3, [0, 0, 1]),
            ([green, green], 2, [0, 1]),
            ([green], 1, [1]),
        ]
        for (colors, count, expected) in cases {
            let longest = GradientFrame(colors: Array(repeating: yellow, count: count))
            let frames = [GradientFrame(colors: colors), longest]
            #expect(equalized(frames, 0).locations == expected, "\(colors) padded to \(count)")
        }
    }

    @Test func givenLocationsAreKeptAndPaddedWithTheirLastValue() {
        let frames = [
            GradientFrame(colors: [red, blue], locations: [0.2, 0.6]),
            GradientFrame(colors: [green, yellow, blue, red], locations: [0, 0.1, 0.3, 0.9]),
        ]
        #expect(equalized(frames, 0).locations == [0.2, 0.6, 0.6, 0.6])
        #expect(equalized(frames, 1).locations == [0, 0.1, 0.3, 0.9])
    }

    @Test func aTwoToThreeColorTransitionInterpolatesElementByElement() {
        // The blog's first two frames: two colors up, three colors right.
        let a = GradientFrame(colors: [Self.hex("#2BC0E4"), Self.hex("#EAECC6")], direction: .up)
        let b = GradientFrame(
            colors: [Self.hex("#833ab4"), Self.hex("#fd1d1d"), Self.hex("#fcb045")], direction: .right)
        let sequence = GradientSequence(frames: [a, b], defaultDuration: 2)
        sequence.start(at: 0)
        guard case .single(let mid) = sequence.state(at: 1).transition else {
            Issue.record("the iOS style never cross-fades")
            return
        }
        // Padded frame a: [#2BC0E4, #EAECC6, #EAECC6] at [0, 1, 1]; frame b at [0, 0.5, 1].
        let expected: [(Int, Int, Int)] = [
            ((0x2B + 0x83), (0xC0 + 0x3A), (0xE4 + 0xB4)),
            ((0xEA + 0xFD), (0xEC + 0x1D), (0xC6 + 0x1D)),
            ((0xEA + 0xFC), (0xEC + 0xB0), (0xC6 + 0x45)),
        ]
        #expect(mid.colors.count == 3)
        for (color, (r, g, b)) in zip(mid.colors, expected) {
            #expect(abs(color.red * 255 - Float(r) / 2) < 0.01)
            #expect(abs(color.green * 255 - Float(g) / 2) < 0.01)
            #expect(abs(color.blue * 255 - Float(b) / 2) < 0.01)
        }
        #expect(mid.locations == [0, 0.75, 1])
        #expect(mid.startPoint == Point(x: 0.25, y: 0.75))
        #expect(mid.endPoint == Point(x: 0.75, y: 0.25))
        #expect(mid.kind == .axial)
    }

    @Test func colorsMixUnpremultiplied() {
        // White to clear passes through translucent grey, as on a device.
        let sequence = GradientSequence(
            frames: [GradientFrame(colors: [Self.white]), GradientFrame(colors: [Self.clear])], defaultDuration: 2)
        sequence.start(at: 0)
        guard case .single(let mid) = sequence.state(at: 1).transition else { return }
        for color in mid.colors {
            #expect(abs(color.red - 0.5) < 1e-6 && abs(color.alpha - 0.5) < 1e-6, "\(color)")
        }
    }

    @Test func theTypeChangesOnlyWhenTheTransitionIntoTheNewFrameEnds() {
        let axial = GradientFrame(colors: [.black, Self.white], direction: .up, kind: .axial)
        let radial = GradientFrame(colors: [.black, Self.white], direction: .down, kind: .radial)
        let sequence = GradientSequence(frames: [axial, radial], defaultDuration: 4)
        sequence.start(at: 0)
        guard case .single(let before) = sequence.state(at: 3.99).transition,
            case .single(let after) = sequence.state(at: 4).transition,
            case .single(let back) = sequence.state(at: 7.99).transition
        else {
            Issue.record("the iOS style never cross-fades")
            return
        }
        // Just before: still axial, with points nearly the radial frame's.
        #expect(before.kind == .axial)
        #expect(abs(before.startPoint.y - 0.5) < 0.01 && abs(before.endPoint.y - 1) < 0.01)
        #expect(after.kind == .radial)
        // Going back, the radial type stays until the axial frame is reached.
        #expect(back.kind == .radial)
        guard case .single(let home) = sequence.state(at: 8).transition else { return }
        #expect(home.kind == .axial)
    }

    @Test func withoutAutoRepeatItStopsOnTheLastFrameAfterNMinusOneTransitions() {
        let frames = [
            GradientFrame(colors: [red, blue]), GradientFrame(colors: [green, yellow, blue], kind: .radial),
            GradientFrame(colors: [yellow], kind: .conic),
        ]
        let once = GradientSequence(frames: frames, defaultDuration: 1, autoRepeat: false)
        let forever = GradientSequence(frames: frames, defaultDuration: 1)
        once.start(at: 0)
        forever.start(at: 0)
        let last = GradientFrame.equalized(frames)[2]
        for time in [2.0, 2.5, 3, 50] {
            #expect(once.state(at: time).transition == .single(last), "t = \(time)")
        }
        // With autoRepeat the last frame turns back into the first, keeping its conic type.
        let state = forever.state(at: 2.5)
        #expect(state.fromFrame == 2 && state.toFrame == 0)
        guard case .single(let returning) = state.transition else { return }
        #expect(returning.kind == .conic)
        #expect(forever.state(at: 3).transition == .single(GradientFrame.equalized(frames)[0]))
        #expect(once.update(to: 100).filter { $0.kind == .finished }.map(\.index) == [0, 1])
    }

    @Test func resetWaitsOnTheFirstFrameUntilTheNextStart() {
        let frames = [GradientFrame(colors: [red]), GradientFrame(colors: [blue])]
        let sequence = GradientSequence(frames: frames, defaultDuration: 1)
        sequence.start(at: 0)
        sequence.reset()
        #expect(!sequence.isRunning)
        #expect(sequence.state(at: 5).transitionIndex == nil)
        #expect(sequence.state(at: 5).fromFrame == 0)
        sequence.start(at: 5)
        #expect(sequence.state(at: 5.5).transitionIndex == 0)
    }

    @Test func directionsAlsoReadAsTheLibraryReadmeSpellsThem() {
        #expect(Direction(name: "up right") == .upRight)
        #expect(Direction(name: "down left") == .downLeft)
        #expect(Direction(name: "upLeft") == .upLeft)
        #expect(Direction(name: "up") == .up)
        #expect(Direction(name: "upright") == nil)
        #expect(Direction.upRight.spacedName == "up right")
    }
}
