import OmbreGraphics
import Testing

@testable import OmbreAnimation

@Suite struct GradientTransitionTests {
    let axial = Gradient(kind: .axial, colors: [red, blue])
    let radial = Gradient(kind: .radial, colors: [green, yellow, red], startPoint: Point(x: 0.5, y: 0.5))

    @Test func aChangeOfKindCrossFades() {
        #expect(
            GradientTransition(from: axial, to: radial, fraction: 0.3)
                == .crossFade(from: axial, to: radial, weight: 0.3))
    }

    @Test func aChangeOfInterpolationCrossFades() {
        var oklab = axial
        oklab.interpolation = .oklab
        #expect(
            GradientTransition(from: axial, to: oklab, fraction: 0.5) == .crossFade(from: axial, to: oklab, weight: 0.5)
        )
    }

    @Test func crossFadesStartAndEndOnASingleGradient() {
        #expect(GradientTransition(from: axial, to: radial, fraction: 0) == .single(axial))
        #expect(GradientTransition(from: axial, to: radial, fraction: 1) == .single(radial))
        #expect(GradientTransition(from: axial, to: radial, fraction: -0.2) == .single(axial))
        #expect(GradientTransition(from: axial, to: radial, fraction: 1.2) == .single(radial))
    }

    @Test func theSameKindBlendsIntoOneGradient() {
        let other = Gradient(kind: .axial, colors: [yellow, green, blue])
        #expect(
            GradientTransition(from: axial, to: other, fraction: 0.4)
                == .single(axial.interpolated(to: other, fraction: 0.4)))
    }
}
