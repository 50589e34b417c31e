import Testing

@testable import OmbreAnimation

@Suite struct StepsTimingTests {
    @Test func stepsJumpAtTheEndOfEachStep() throws {
        let curve = try #require(TimingCurve.steps(4))
        let expected: [(Double, Double)] = [
            (0, 0), (0.2, 0), (0.2499, 0), (0.25, 0.25), (0.5, 0.5), (0.74, 0.5), (0.75, 0.75), (0.999, 0.75), (1, 1),
        ]
        for (t, value) in expected {
            #expect(curve.value(at: t) == value, "t = \(t)")
        }
    }

    @Test func twoHundredStepsDrawOnePointEveryTenthOfASecond() throws {
        // animate: {from: 0, to: 1, duration: 20, timing: steps(200)}
        let curve = try #require(TimingCurve("steps(200)"))
        #expect(curve.value(at: 0.09 / 20) == 0)
        #expect(curve.value(at: 0.1 / 20) == 1.0 / 200)
        #expect(curve.value(at: 10.05 / 20) == 100.0 / 200)
    }

    @Test func stepsReadAndWriteAsText() {
        #expect(TimingCurve("steps(3)") == .steps(3))
        #expect(TimingCurve(" Steps( 12 ) ") == .steps(12))
        #expect(TimingCurve.steps(7)!.description == "steps(7)")
        #expect(TimingCurve.steps(1) != .linear)
        for bad in ["steps(0)", "steps(-2)", "steps(1.5)", "steps()", "steps(2000000)", "steps 3"] {
            #expect(TimingCurve(bad) == nil, "\(bad)")
        }
        #expect(TimingCurve.steps(0) == nil)
    }
}
