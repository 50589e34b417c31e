import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` as
/// spinners and HUDs call it, and the `CASpringAnimation` it runs.
@MainActor @Suite struct SpringAnimationTests {
    /// A white 10-point square over black, moved from x 10 to x 50 by a spring of
    /// `damping` over 1 s once shown; returns the column of its left edge at each of `times`
    /// (to a pixel), and whether the completion ran by the last one.
    private func slide(damping: CGFloat, at times: [Double]) -> ([Int], Bool) {
        var square: UIView?
        let host = hosting { view in
            view.backgroundColor = .black
            let made = UIView(frame: CGRect(x: 10, y: 45, width: 10, height: 10))
            made.backgroundColor = .white
            view.addSubview(made)
            square = made
        }
        frame(host, at: 0)
        var completed = false
        host.withWorld {
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0, options: [],
                animations: { square?.frame.origin.x = 50 }, completion: { _ in completed = true })
        }
        let edges = times.map { time -> Int in
            let pixels = frame(host, at: time)
            return (0..<100).first { pixels[$0, 50] & 0xFF > 128 } ?? -1
        }
        return (edges, completed)
    }

    @Test func lightlyDampedSpringOvershootsAndSettlesWithinTheDuration() {
        let times = stride(from: 0.05, through: 0.95, by: 0.05).map { $0 }
        let (edges, completed) = slide(damping: 0.3, at: times + [1.0, 1.5])
        #expect(edges.max()! >= 55, "passes the end and swings back: \(edges)")
        #expect(edges.prefix(times.count).contains { $0 < 50 && $0 > 10 }, "\(edges)")
        #expect(edges.suffix(2) == [50, 50], "at rest where it was sent: \(edges)")
        #expect(completed)
    }

    @Test func criticallyDampedSpringNeverPassesTheEnd() {
        let times = stride(from: 0.05, through: 1.0, by: 0.05).map { $0 }
        let (edges, _) = slide(damping: 1, at: times)
        #expect(edges.allSatisfy { $0 <= 50 }, "\(edges)")
        #expect(zip(edges, edges.dropFirst()).allSatisfy { $0 <= $1 }, "only moves forward: \(edges)")
        #expect(edges[3] > 30, "a spring starts fast: \(edges)")
        #expect(edges.last == 50)
    }

    @Test func springOfTheBlockComesWithinAThousandthOfTheEndAtItsDuration() throws {
        for ratio in [0.2, 0.5, 1.0, 2.0] {
            let spring = try #require(DampedSpring(dampingRatio: ratio, initialVelocity: 0, settlingIn: 0.5))
            #expect(abs(spring.settlingDuration - 0.5) < 0.01, "ratio \(ratio): \(spring.settlingDuration)")
            for t in stride(from: 0.5, through: 3, by: 0.01) {
                #expect(abs(spring.position(at: t) - 1) <= DampedSpring.restThreshold * 1.01, "ratio \(ratio) at \(t)")
            }
            #expect(abs(spring.position(at: 0)) < 1e-12)
        }
        #expect(DampedSpring(dampingRatio: 0, initialVelocity: 0, settlingIn: 1) == nil)
    }

    @Test func initialVelocityStartsTheMoveFaster() throws {
        let still = try #require(DampedSpring(dampingRatio: 1, initialVelocity: 0, settlingIn: 1))
        let thrown = try #require(DampedSpring(dampingRatio: 1, initialVelocity: 10, settlingIn: 1))
        #expect(thrown.position(at: 0.05) > still.position(at: 0.05) + 0.2)
        // Ten distances a second at the start: about half a distance in the first 0.05 s.
        #expect(abs(thrown.position(at: 0.001) / 0.001 - 10) < 0.5)
    }

    @Test func springAnimationOfALayerFollowsItsMassStiffnessAndDamping() {
        let layer = CALayer()
        let animation = CASpringAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.damping = 5
        animation.duration = animation.settlingDuration
        // Undamped frequency 10 rad/s, ratio 0.25: the first peak is at π/ω_d, past 1.
        let peak = Double.pi / (10 * (1 - 0.0625).squareRoot())
        let shown = animation.value(for: "opacity", localTime: peak, below: CGFloat(layer.opacity))
        #expect(
            shown.map { abs(Double($0) - (1 + exp(-0.25 * 10 * peak))) < 1e-6 } == true, "\(String(describing: shown))")
        #expect(animation.settlingDuration > 2 && animation.settlingDuration < 3)
    }

    @Test func viewAddedInTheSameTurnFadesInFromTheAlphaItWasGiven() {
        let host = hosting { $0.backgroundColor = .black }
        frame(host, at: 0)
        host.withWorld {
            let badge = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            badge.backgroundColor = .white
            badge.alpha = 0
            host.rootView?.addSubview(badge)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { badge.alpha = 1 })
        }
        let level = Int(frame(host, at: 0.5)[50, 50] & 0xFF)
        #expect(abs(level - 128) <= 2, "half faded in: \(level)")
    }
}
