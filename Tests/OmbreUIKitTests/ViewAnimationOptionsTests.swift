import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// `UIView.animate(withDuration:delay:options:animations:completion:)` as loading bars and
/// spinners call it.
@MainActor @Suite struct ViewAnimationOptionsTests {
    /// A white square fading in from alpha 0 over black, over 1 s with `options`, started once
    /// the view is shown (at scene time 0); returns its gray level (0...255) at each of
    /// `times`, and whether the completion ran by the last one.
    private func fadeIn(_ options: UIView.AnimationOptions, at times: [Double]) -> ([Int], Bool) {
        var square: UIView?
        let host = hosting { view in
            view.backgroundColor = .black
            let made = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            made.backgroundColor = .white
            made.alpha = 0
            view.addSubview(made)
            square = made
        }
        frame(host, at: 0)
        var completed = false
        host.withWorld {
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { square?.alpha = 1 }) { _ in
                completed = true
            }
        }
        let levels = times.map { Int(frame(host, at: $0)[50, 50] & 0xFF) }
        return (levels, completed)
    }

    @Test func curvesSpeedTheFadeAsTheirNamesSay() {
        // A quarter of the way in: linear shows a quarter, ease-in less, ease-out more.
        let linear = fadeIn(.curveLinear, at: [0.25]).0[0]
        let easeIn = fadeIn(.curveEaseIn, at: [0.25]).0[0]
        let easeOut = fadeIn(.curveEaseOut, at: [0.25]).0[0]
        let easeInOut = fadeIn([], at: [0.25]).0[0]
        #expect(abs(linear - 64) <= 1, "\(linear)")
        #expect(easeIn < linear - 20 && easeOut > linear + 25, "\(easeIn) \(easeOut)")
        #expect(easeInOut < linear && easeInOut > easeIn, "\(easeInOut)")
    }

    @Test func repeatingAutoreversedFadeGoesBackAndForthAndNeverCompletes() {
        let (levels, completed) = fadeIn([.repeat, .autoreverse, .curveLinear], at: [0.5, 1.5, 2.25, 5.75])
        // Forward in the first second, back in the second, forward again in the third.
        #expect(levels.map { abs($0 - 128) <= 1 } == [true, true, false, false], "\(levels)")
        #expect(abs(levels[2] - 64) <= 1 && abs(levels[3] - 64) <= 1, "\(levels)")
        #expect(!completed)
    }

    @Test func completionRunsWhenTheAnimationEnds() {
        #expect(fadeIn(.curveEaseOut, at: [0.5, 1.1]).1)
        #expect(fadeIn([.autoreverse], at: [1.5]).1 == false, "an autoreversed run ends after going back")
    }
}
