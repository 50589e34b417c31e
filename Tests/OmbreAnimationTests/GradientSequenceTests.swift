import OmbreGraphics
import Testing

@testable import OmbreAnimation

@Suite struct GradientSequenceTests {
    let twoStops = GradientFrame(colors: [red, blue], direction: .up)
    let threeStops = GradientFrame(colors: [green, yellow, Color(red: 0.2, green: 0.1, blue: 0.9)], direction: .right)
    let radial = GradientFrame(colors: [.black, .white], direction: .down, kind: .radial)

    /// The one gradient a state shows; fails the test on a cross-fade.
    func gradient(_ state: GradientSequenceState, sourceLocation: SourceLocation = #_sourceLocation) -> Gradient? {
        guard case .single(let gradient) = state.transition else {
            Issue.record("expected a single gradient, got \(state.transition)", sourceLocation: sourceLocation)
            return nil
        }
        return gradient
    }

    @Test func directionsHaveTheStartAndEndPointsOfTheDesign() {
        let expected: [Direction: (Double, Double, Double, Double)] = [
            .up: (0.5, 1, 0.5, 0), .upRight: (0, 1, 1, 0), .right: (0, 0.5, 1, 0.5), .downRight: (0, 0, 1, 1),
            .down: (0.5, 0, 0.5, 1), .downLeft: (1, 0, 0, 1), .left: (1, 0.5, 0, 0.5), .upLeft: (1, 1, 0, 0),
        ]
        for direction in Direction.allCases {
            let (sx, sy, ex, ey) = expected[direction]!
            #expect(direction.startPoint == Point(x: sx, y: sy), "\(direction)")
            #expect(direction.endPoint == Point(x: ex, y: ey), "\(direction)")
            for kind in [Gradient.Kind.radial, .conic] {
                #expect(direction.points(for: kind).start == Point(x: 0.5, y: 0.5))
                #expect(direction.points(for: kind).end == Point(x: ex, y: ey))
            }
        }
        #expect(Direction(rawValue: "downLeft") == .downLeft)
    }

    @Test func itShowsTheFirstFrameAtTheStartAndTheSecondAfterOneDuration() {
        let sequence = GradientSequence(frames: [twoStops, threeStops], timingCurve: .easeInEaseOut, style: .smooth)
        #expect(gradient(sequence.state(at: 0)) == twoStops.gradient)
        #expect(sequence.state(at: 0).transitionIndex == nil)
        sequence.start(at: 2)
        #expect(gradient(sequence.state(at: 2)) == twoStops.gradient)
        #expect(sequence.state(at: 2).transitionIndex == 0)
        #expect(gradient(sequence.state(at: 7)) == threeStops.gradient)
        #expect(sequence.state(at: 7).transitionIndex == 1)
        #expect(gradient(sequence.state(at: 12)) == twoStops.gradient)
    }

    @Test func midwayItShowsTheBlendAtTheCurvedFraction() {
        let a = GradientFrame(colors: [red, blue], direction: .up)
        let b = GradientFrame(colors: [green, yellow], direction: .right)
        let sequence = GradientSequence(frames: [a, b], defaultDuration: 4, timingCurve: .easeIn)
        sequence.start(at: 0)
        let state = sequence.state(at: 1)
        let progress = referenceTimingValue(0.42, 0, 1, 1, at: 0.25)
        #expect(abs(state.progress - progress) < 1e-6)
        guard let mid = gradient(state) else { return }
        let start = Point(x: 0.5 * (1 - progress), y: 1 - 0.5 * progress)
        let end = Point(x: 0.5 + 0.5 * progress, y: 0.5 * progress)
        #expect(abs(mid.startPoint.x - start.x) < 1e-6 && abs(mid.startPoint.y - start.y) < 1e-6)
        #expect(abs(mid.endPoint.x - end.x) < 1e-6 && abs(mid.endPoint.y - end.y) < 1e-6)
        let p = Float(progress)
        #expect(levelDifference(mid.colors[0], Color(red: 1 - p, green: p, blue: 0)) < 0.01)
        #expect(levelDifference(mid.colors[1], Color(red: p, green: p, blue: 1 - p)) < 0.01)
    }

    @Test func aTwoStopToThreeStopTransitionHasNoJump() {
        let sequence = GradientSequence(frames: [twoStops, threeStops], defaultDuration: 2)
        sequence.start(at: 0)
        let positions = stride(from: -0.1, through: 1.1, by: 0.05).map { $0 }
        var previous: [Color]?
        // Across the whole of both transitions, including the frames at their ends.
        for step in 0...400 {
            guard let g = gradient(sequence.state(at: Double(step) * 0.01)) else { return }
            let sampler = GradientSampler(g)
            let colors = positions.map { sampler.color(at: $0) }
            if let previous {
                let jump = zip(previous, colors).map { levelDifference($0, $1) }.max()!
                // A full swing of 255 levels over 200 steps moves about 1.3 levels a step.
                #expect(jump < 3, "step \(step)")
            }
            previous = colors
        }
    }

    @Test func startingTwiceIsTheSameAsStartingOnce() {
        let once = GradientSequence(frames: [twoStops, threeStops, radial])
        let twice = GradientSequence(frames: [twoStops, threeStops, radial])
        once.start(at: 1)
        twice.start(at: 1)
        twice.start(at: 4)
        for time in stride(from: 0.0, through: 40, by: 0.5) {
            #expect(once.state(at: time) == twice.state(at: time))
        }
        #expect(once.update(to: 40) == twice.update(to: 40))
    }

    @Test func withoutAutoRepeatItEndsOnTheLastFrameAndStays() {
        let sequence = GradientSequence(
            frames: [twoStops, threeStops, radial], defaultDuration: 1, autoRepeat: false, style: .smooth)
        sequence.start(at: 0)
        for time in [2.0, 2.5, 100, 1e9] {
            let state = sequence.state(at: time)
            #expect(gradient(state) == radial.gradient)
            #expect(state.transitionIndex == nil && state.fromFrame == 2)
        }
        let events = sequence.update(to: 1000)
        #expect(events.filter { $0.kind == .finished }.map(\.index) == [0, 1])
    }

    @Test func withAutoRepeatTheLastFrameTurnsBackIntoTheFirst() {
        let sequence = GradientSequence(frames: [twoStops, threeStops, radial], defaultDuration: 1, style: .smooth)
        sequence.start(at: 0)
        let state = sequence.state(at: 2.5)
        #expect(state.fromFrame == 2 && state.toFrame == 0 && state.transitionIndex == 2)
        #expect(sequence.state(at: 3.25).transitionIndex == 3)
        #expect(gradient(sequence.state(at: 3)) == twoStops.gradient)
    }

    @Test func stoppingAtTFreezesAndResumingContinuesFromT() {
        let reference = GradientSequence(frames: [twoStops, threeStops, radial], defaultDuration: 2)
        let paused = GradientSequence(frames: [twoStops, threeStops, radial], defaultDuration: 2)
        reference.start(at: 0)
        paused.start(at: 0)
        // Times with short binary fractions, so that both sums round alike.
        paused.stop(at: 1.25)
        #expect(!paused.isRunning)
        #expect(paused.state(at: 50) == reference.state(at: 1.25))
        paused.resume(at: 50)
        paused.resume(at: 60)
        for delta in stride(from: 0.0, through: 8, by: 0.125) {
            #expect(paused.state(at: 50 + delta) == reference.state(at: 1.25 + delta))
        }
    }

    @Test func restartGoesBackToTheFirstFrame() {
        let sequence = GradientSequence(frames: [twoStops, threeStops], defaultDuration: 1, style: .smooth)
        sequence.start(at: 0)
        sequence.restart(at: 10.5)
        #expect(gradient(sequence.state(at: 10.5)) == twoStops.gradient)
        #expect(sequence.state(at: 11).transitionIndex == 0)
    }

    @Test func aChangeOfTypeReportsACrossFadeInTheSmoothStyle() {
        let sequence = GradientSequence(frames: [twoStops, radial], defaultDuration: 4, style: .smooth)
        sequence.start(at: 0)
        #expect(
            sequence.state(at: 1).transition == .crossFade(from: twoStops.gradient, to: radial.gradient, weight: 0.25))
        #expect(gradient(sequence.state(at: 4)) == radial.gradient)
    }

    @Test func framesMayHaveTheirOwnDuration() {
        var slow = threeStops
        slow.duration = 10
        let sequence = GradientSequence(frames: [twoStops, slow], defaultDuration: 1)
        sequence.start(at: 0)
        #expect(sequence.state(at: 0.5).transitionIndex == 0)
        #expect(sequence.state(at: 6).transitionIndex == 1)
        #expect(abs(sequence.state(at: 6).progress - 0.5) < 1e-12)
        #expect(sequence.state(at: 11.5).transitionIndex == 2)
    }

    @Test func transitionCallbacksFireOnceEachInOrder() {
        let sequence = GradientSequence(frames: [twoStops, threeStops, radial], defaultDuration: 1)
        var log: [String] = []
        sequence.onEvent = { log.append("\($0.kind == .started ? "start" : "finish") \($0.index)") }
        sequence.update(to: 0)
        #expect(log.isEmpty)
        sequence.start(at: 0)
        for time in [0.0, 0.0, 0.5, 1, 1, 0.2, 2.9, 3, 3.01, 4.5] { sequence.update(to: time) }
        #expect(
            log == [
                "start 0", "finish 0", "start 1", "finish 1", "start 2", "finish 2", "start 3", "finish 3", "start 4",
            ])
        let bigStep = GradientSequence(frames: [twoStops, threeStops, radial], defaultDuration: 1)
        bigStep.start(at: 0)
        #expect(bigStep.update(to: 4.5).map { "\($0.kind == .started ? "start" : "finish") \($0.index)" } == log)
    }

    @Test func stoppingHoldsBackCallbacksUntilResumed() {
        let sequence = GradientSequence(frames: [twoStops, threeStops], defaultDuration: 1)
        sequence.start(at: 0)
        sequence.stop(at: 0.5)
        #expect(sequence.update(to: 10).map(\.kind) == [.started])
        sequence.start(at: 10)
        #expect(sequence.update(to: 10.6).map(\.kind) == [.finished, .started])
    }

    @Test func degenerateSequencesShowSomethingAndNeverHang() {
        #expect(GradientSequence(frames: []).state(at: 3).transition == .single(Gradient(colors: [])))
        let single = GradientSequence(frames: [twoStops], style: .smooth)
        single.start(at: 0)
        #expect(gradient(single.state(at: 7)) == twoStops.gradient)
        #expect(single.update(to: 100).isEmpty)
        let instant = GradientSequence(frames: [twoStops, threeStops], defaultDuration: 0, style: .smooth)
        instant.start(at: 0)
        #expect(gradient(instant.state(at: 7)) == twoStops.gradient)
        #expect(instant.update(to: 100).isEmpty)
    }
}
