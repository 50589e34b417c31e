import Testing

@testable import OmbreAnimation

@Suite struct AnimationTests {
    @Test func progressFollowsTheTimingCurveAfterTheDelay() {
        let animation = Animation(duration: 2, timingCurve: .easeIn, delay: 1)
        #expect(animation.progress(at: 0.5) == nil)
        #expect(animation.progress(at: 1) == 0)
        #expect(abs(animation.progress(at: 2)! - referenceTimingValue(0.42, 0, 1, 1, at: 0.5)) < 1e-6)
        #expect(animation.totalDuration == 3)
    }

    @Test func withoutFillForwardThereIsNoProgressAfterTheEnd() {
        #expect(Animation(duration: 1).progress(at: 1) == nil)
        #expect(Animation(duration: 1, fillsForward: true).progress(at: 1) == 1)
        #expect(Animation(duration: 1, fillsForward: true).progress(at: 100) == 1)
    }

    @Test func repeatsStartOverEachPass() {
        let animation = Animation(duration: 2, repetition: .count(3), fillsForward: true)
        #expect(animation.progress(at: 1) == 0.5)
        #expect(animation.progress(at: 2) == 0)
        #expect(animation.progress(at: 5) == 0.5)
        #expect(animation.progress(at: 6) == 1)
        #expect(animation.totalDuration == 6)
    }

    @Test func autoreversingRunsEverySecondPassBackward() {
        let animation = Animation(duration: 1, repetition: .count(1), autoreverses: true, fillsForward: true)
        #expect(animation.progress(at: 0.25) == 0.25)
        #expect(animation.progress(at: 1.25) == 0.75)
        #expect(animation.progress(at: 2) == 0)
        #expect(animation.totalDuration == 2)
    }

    @Test func fractionalRepeatCountsEndPartWay() {
        let animation = Animation(duration: 2, repetition: .count(1.5), fillsForward: true)
        #expect(animation.progress(at: 2.5) == 0.25)
        #expect(animation.progress(at: 3) == 0.5)
        #expect(animation.progress(at: 4) == 0.5)
        #expect(animation.totalDuration == 3)
    }

    @Test func foreverNeverEnds() {
        let animation = Animation(duration: 1, repetition: .forever, autoreverses: true)
        #expect(animation.progress(at: 1_000_000.25) == 0.25)
        #expect(animation.progress(at: 1_000_001.25) == 0.75)
        #expect(animation.totalDuration == .infinity)
    }

    @Test func invalidSettingsAreReadLeniently() {
        let instant = Animation(duration: -1, delay: .nan, repetition: .count(0), fillsForward: true)
        #expect(instant.progress(at: 0) == 1)
        #expect(instant.totalDuration == 0)
        #expect(Animation(duration: .nan, repetition: .forever).totalDuration == 0)
        #expect(Animation(duration: 1).progress(at: .nan) == nil)
    }
}
