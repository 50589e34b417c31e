import Testing

@testable import OmbreAnimation

@Suite struct TimingCurveTests {
    static let progresses: [Double] = [
        0, 0.001, 0.05, 0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 0.95, 0.999, 1,
    ]

    static let curves: [(name: String, curve: TimingCurve, points: (Double, Double, Double, Double))] = [
        ("linear", .linear, (0, 0, 1, 1)),
        ("easeIn", .easeIn, (0.42, 0, 1, 1)),
        ("easeOut", .easeOut, (0, 0, 0.58, 1)),
        ("easeInEaseOut", .easeInEaseOut, (0.42, 0, 0.58, 1)),
        ("CSS ease", TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)!, (0.25, 0.1, 0.25, 1)),
        ("overshooting back", TimingCurve(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)!, (0.68, -0.55, 0.265, 1.55)),
        ("flat in the middle", TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)!, (1, 0, 0, 1)),
    ]

    @Test(arguments: 0..<curves.count)
    func valuesMatchAnIndependentBisectionOfTheBezier(_ index: Int) {
        let (name, curve, p) = Self.curves[index]
        // Where x(s) is flat (x'(0.5) = 0 for the last curve), x pins s down only to about the
        // cube root of the rounding error, so y is known less precisely there.
        let tolerance = name == "flat in the middle" ? 1e-5 : 1e-7
        for x in Self.progresses {
            let expected = referenceTimingValue(p.0, p.1, p.2, p.3, at: x)
            #expect(abs(curve.value(at: x) - expected) < tolerance, "\(name) at \(x)")
        }
    }

    @Test func namedCurvesHaveTheirPublishedControlPoints() {
        #expect(
            [TimingCurve.easeIn.x1, TimingCurve.easeIn.y1, TimingCurve.easeIn.x2, TimingCurve.easeIn.y2] == [
                0.42, 0, 1, 1,
            ])
        #expect(
            [TimingCurve.easeOut.x1, TimingCurve.easeOut.y1, TimingCurve.easeOut.x2, TimingCurve.easeOut.y2] == [
                0, 0, 0.58, 1,
            ])
        let inOut = TimingCurve.easeInEaseOut
        #expect([inOut.x1, inOut.y1, inOut.x2, inOut.y2] == [0.42, 0, 0.58, 1])
    }

    @Test func endsAreExactAndOutOfRangeProgressIsClamped() {
        for (_, curve, _) in Self.curves {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -3) == 0)
            #expect(curve.value(at: 7) == 1)
            #expect(curve.value(at: .nan) == 0)
        }
    }

    @Test func symmetricCurvesPassHalfwayAtHalfTime() {
        #expect(abs(TimingCurve.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-9)
        #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
    }

    @Test func easeInLagsAndEaseOutLeadsLinear() {
        for x in stride(from: 0.05, to: 1, by: 0.05) {
            #expect(TimingCurve.easeIn.value(at: x) < x)
            #expect(TimingCurve.easeOut.value(at: x) > x)
        }
    }

    @Test func controlPointsWithXOutsideTheUnitIntervalAreRefused() {
        #expect(TimingCurve(x1: -0.1, y1: 0, x2: 1, y2: 1) == nil)
        #expect(TimingCurve(x1: 0, y1: 0, x2: 1.5, y2: 1) == nil)
        #expect(TimingCurve(x1: 0.2, y1: .nan, x2: 0.5, y2: 1) == nil)
        #expect(TimingCurve(x1: 0.2, y1: -2, x2: 0.5, y2: 3) != nil)
    }

    @Test func namesFromSceneFilesParse() {
        #expect(TimingCurve("linear") == .linear)
        #expect(TimingCurve("easeIn") == .easeIn)
        #expect(TimingCurve("easeOut") == .easeOut)
        #expect(TimingCurve("easeInEaseOut") == .easeInEaseOut)
        #expect(TimingCurve(" EaseInEaseOut ") == .easeInEaseOut)
        #expect(TimingCurve("cubicBezier(0.25, 0.1, 0.25, 1)") == TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        #expect(TimingCurve("cubic-bezier(0.1,0.7,1.0,0.1)") == TimingCurve(x1: 0.1, y1: 0.7, x2: 1, y2: 0.1))
    }

    @Test(arguments: [
        "", "ease", "easeInOut", "cubicBezier(0.1, 0.2, 0.3)", "cubicBezier(0.1, 0.2, 0.3, 0.4, 0.5)",
        "cubicBezier(1.2, 0, 0.5, 1)", "cubicBezier(a, 0, 0.5, 1)", "cubicBezier(0.1, 0.2, 0.3, 0.4",
        "bezier(0.1, 0.2, 0.3, 0.4)",
    ])
    func malformedTextIsRefused(_ text: String) {
        #expect(TimingCurve(text) == nil)
    }

    @Test func descriptionsReadBackAsTheSameCurve() {
        for (_, curve, _) in Self.curves {
            #expect(TimingCurve(curve.description) == curve)
        }
        #expect(TimingCurve.easeIn.description == "easeIn")
    }
}
