import Testing

@testable import OmbreAnimation

@Suite struct AnimatorTests {
    /// An animator with one animation and a log of what it reports.
    final class Fixture {
        let animator = Animator()
        var log: [String] = []

        init(_ animation: Animation, name: String = "a") {
            animator.add(animation, named: name)
            animator.onEvent = { [unowned self] event in
                log.append("\(event.name) \(event.kind == .started ? "start" : "finish") \(event.index)")
            }
        }
    }

    @Test func startingTwiceIsTheSameAsStartingOnce() {
        let once = Animator()
        let twice = Animator()
        for animator in [once, twice] { animator.add(Animation(duration: 2, repetition: .forever), named: "a") }
        once.start(at: 1)
        twice.start(at: 1)
        twice.start("a", at: 1.7)
        twice.start(at: 3)
        for time in stride(from: 0.0, through: 10, by: 0.25) {
            #expect(once.progress(of: "a", at: time) == twice.progress(of: "a", at: time))
        }
        #expect(once.update(to: 10) == twice.update(to: 10))
    }

    @Test func pausingFreezesAndResumingContinuesFromThere() {
        let animator = Animator()
        animator.add(Animation(duration: 10), named: "a")
        animator.start(at: 0)
        animator.pause(at: 3)
        #expect(animator.progress(of: "a", at: 3) == 0.3)
        #expect(animator.progress(of: "a", at: 8) == 0.3)
        animator.resume(at: 8)
        #expect(animator.progress(of: "a", at: 9) == 0.4)
    }

    @Test func restartBeginsAFreshChainAndReportsItsEventsAgain() {
        let fixture = Fixture(Animation(duration: 1))
        fixture.animator.start(at: 0)
        fixture.animator.update(to: 2)
        fixture.animator.restart(at: 5)
        fixture.animator.restart(at: 5)
        #expect(fixture.animator.progress(of: "a", at: 5.5) == 0.5)
        fixture.animator.update(to: 7)
        #expect(fixture.log == ["a start 0", "a finish 0", "a start 0", "a finish 0"])
    }

    @Test func eachPassReportsItsStartAndFinishOnceInOrder() {
        let fixture = Fixture(Animation(duration: 1, delay: 0.5, repetition: .count(2), autoreverses: true))
        fixture.animator.start(at: 10)
        for time in [9.0, 10, 10.4, 10.5, 10.5, 11.2, 12.5, 12.6, 11, 14, 14.5, 20] {
            fixture.animator.update(to: time)
        }
        let expected = (0..<4).flatMap { ["a start \($0)", "a finish \($0)"] }
        #expect(fixture.log == expected)
    }

    @Test func oneBigUpdateReportsTheSameAsManySmallOnes() {
        let coarse = Fixture(Animation(duration: 0.3, repetition: .count(7)))
        let fine = Fixture(Animation(duration: 0.3, repetition: .count(7)))
        coarse.animator.start(at: 0)
        fine.animator.start(at: 0)
        coarse.animator.update(to: 3)
        for step in 0...300 { fine.animator.update(to: Double(step) * 0.01) }
        #expect(coarse.log == fine.log)
        #expect(coarse.log.count == 14)
    }

    @Test func pausedAnimationsReportNothingUntilResumed() {
        let fixture = Fixture(Animation(duration: 1, repetition: .count(3)))
        fixture.animator.start(at: 0)
        fixture.animator.update(to: 0.5)
        fixture.animator.pause(at: 0.5)
        fixture.animator.update(to: 5)
        #expect(fixture.log == ["a start 0"])
        fixture.animator.resume(at: 5)
        fixture.animator.update(to: 5.6)
        #expect(fixture.log == ["a start 0", "a finish 0", "a start 1"])
    }

    @Test func eventsOfSeveralAnimationsArriveInTimeOrder() {
        let animator = Animator()
        var log: [String] = []
        animator.onEvent = { log.append("\($0.name)\($0.kind == .started ? "+" : "-")\($0.index)") }
        animator.add(Animation(duration: 3), named: "slow")
        animator.add(Animation(duration: 1, repetition: .count(2)), named: "fast")
        animator.start(at: 0)
        animator.update(to: 10)
        #expect(log == ["slow+0", "fast+0", "fast-0", "fast+1", "fast-1", "slow-0"])
    }

    @Test func anAbsurdJumpInTimeReportsABoundedNumberOfEvents() {
        let fixture = Fixture(Animation(duration: 0.001, repetition: .forever))
        fixture.animator.start(at: 0)
        fixture.animator.update(to: 1e12)
        #expect(fixture.log.count <= 2 * maximumReportedSpans)
    }

    @Test func unknownNamesAndNonFiniteTimesChangeNothing() {
        let animator = Animator()
        animator.add(Animation(duration: 1), named: "a")
        animator.start("b", at: 0)
        animator.start(at: .nan)
        #expect(animator.progress(of: "a", at: 0.5) == nil)
        #expect(animator.progress(of: "b", at: 0.5) == nil)
        animator.remove(named: "a")
        #expect(animator.names.isEmpty)
    }
}
