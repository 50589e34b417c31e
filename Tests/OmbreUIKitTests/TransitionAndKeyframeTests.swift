import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// `UIView.transition`, keyframe animations, `performWithoutAnimation` and snapshots, as
/// animation demos call them, on the scene clock.
@MainActor @Suite struct TransitionAndKeyframeTests {
    /// A 40-point square at (30, 30) over black, shown; `change` runs at scene time 0 after the
    /// first frame, in the host's world.
    private func square(
        _ color: UIColor, _ change: @escaping (UIView, UIView) -> Void
    ) -> UIKitHostView {
        var made: (UIView, UIView)?
        let host = hosting { view in
            view.backgroundColor = .black
            let square = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
            square.backgroundColor = color
            view.addSubview(square)
            made = (view, square)
        }
        frame(host, at: 0)
        host.withWorld { change(made!.0, made!.1) }
        return host
    }

    private func color(_ host: UIKitHostView, at time: Double, x: Int = 50, y: Int = 50) -> Color {
        Color(pixel: frame(host, at: time)[x, y])
    }

    @Test func crossDissolveFadesTheOldPictureIntoTheNewOne() {
        var completedAt: Double?
        let host = square(.red) { _, square in
            UIView.transition(
                with: square, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                animations: { square.backgroundColor = .blue },
                completion: { _ in completedAt = UIKitWorld.current.time })
        }
        // Times only move forward: a render at an earlier time starts the scene again.
        let quarter = color(host, at: 0.25)
        #expect(quarter.red > 0.7 && quarter.blue < 0.3, "a quarter of the way: \(quarter)")
        let half = color(host, at: 0.5)
        #expect(abs(half.red - 0.5) < 0.06 && abs(half.blue - 0.5) < 0.06, "half way: \(half)")
        #expect(color(host, at: 1.5) == Color(pixel: UIColor.blue.color.pixel))
        #expect(completedAt == 1)
    }

    @Test func transitionFromOneViewToAnotherReplacesItAndDissolves() {
        var added: UIView?
        let host = square(.red) { view, square in
            let green = UIView(frame: square.frame)
            green.backgroundColor = .green
            added = green
            UIView.transition(from: square, to: green, duration: 1, options: [.transitionCrossDissolve, .curveLinear])
            #expect(square.superview == nil && green.superview === view)
        }
        let half = color(host, at: 0.5)
        #expect(abs(half.red - 0.5) < 0.06 && abs(half.green - 0.5) < 0.06, "half way: \(half)")
        #expect(color(host, at: 2) == Color(pixel: UIColor.green.color.pixel))
        #expect(added?.isHidden == false)
    }

    @Test func keyframesRunOneAfterAnotherEachOverItsPart() {
        // Right by 40 points over the first half, then down by 20 over the second.
        let host = square(.white) { _, square in
            UIView.animateKeyframes(withDuration: 2, delay: 0) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { square.center.x += 40 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { square.center.y += 20 }
            }
        }
        /// The square's top-left corner, from where its white starts.
        func corner(at time: Double) -> (Int, Int) {
            let pixels = frame(host, at: time)
            var best = (999, 999)
            for y in 0..<100 {
                for x in 0..<100 where pixels[x, y] & 0xFF > 128 && x + y < best.0 + best.1 {
                    best = (x, y)
                }
            }
            return best
        }
        #expect(corner(at: 0) == (30, 30))
        #expect(corner(at: 0.5) == (50, 30), "half of the first keyframe")
        #expect(corner(at: 1) == (70, 30))
        #expect(corner(at: 1.5) == (70, 40), "half of the second keyframe")
        #expect(corner(at: 2.5) == (70, 50))
    }

    @Test func aPropertyAnimatorRunsItsBlocksWhenStartedAndEndsWithItsCompletions() {
        var animator: UIViewPropertyAnimator?
        var ended: [UIViewAnimatingPosition] = []
        let host = square(.white) { _, square in
            let made = UIViewPropertyAnimator(duration: 1, curve: .linear) { square.center.x += 40 }
            made.addAnimations({ square.alpha = 0 }, delayFactor: 0.5)
            made.addCompletion { ended.append($0) }
            #expect(made.state == .inactive && !made.isRunning)
            made.startAnimation()
            animator = made
        }
        /// Where the square's white starts, from the top left.
        func corner(at time: Double) -> (Int, Int) {
            let pixels = frame(host, at: time)
            for y in 0..<100 {
                for x in 0..<100 where pixels[x, y] & 0xFF > 128 { return (x, y) }
            }
            return (-1, -1)
        }
        #expect(corner(at: 0.25) == (40, 30), "a quarter of the 40-point move; the fade waits")
        host.withWorld {
            #expect(animator?.isRunning == true && abs((animator?.fractionComplete ?? 0) - 0.25) < 0.001)
        }
        #expect(corner(at: 0.6) == (54, 30), "still bright a fifth into the fade")
        let faded = frame(host, at: 0.75)[62, 40] & 0xFF
        #expect(faded > 100 && faded < 160, "the fade half way through its half: \(faded)")
        #expect(ended.isEmpty)
        #expect(corner(at: 1.5) == (-1, -1), "faded out")
        #expect(ended == [.end] && animator?.state == .inactive)
    }

    @Test func changesWithoutAnimationHappenAtOnceEvenInsideABlock() {
        let host = square(.red) { _, square in
            UIView.animate(withDuration: 1) {
                square.alpha = 0.5
                UIView.performWithoutAnimation { square.backgroundColor = .blue }
            }
        }
        // The color is blue from the start while the alpha animates toward 0.5.
        let start = color(host, at: 0.01)
        #expect(start.blue > 0.9 && start.red < 0.05, "\(start)")
        #expect(abs(color(host, at: 2).blue - 0.5) < 0.02)
    }

    @Test func turnedOffAnimationsMakeBlocksChangeAtOnce() {
        let host = square(.red) { _, square in
            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 1) { square.alpha = 0 }
            UIView.setAnimationsEnabled(true)
        }
        #expect(UIView.areAnimationsEnabled)
        #expect(color(host, at: 0.1) == Color(pixel: UIColor.black.color.pixel))
    }

    @Test func aSnapshotViewShowsTheViewAsItWas() {
        var snapshot: UIView?
        let host = square(.red) { view, square in
            snapshot = square.snapshotView(afterScreenUpdates: false)
            square.backgroundColor = .blue
            snapshot.map { view.addSubview($0) }
        }
        #expect(snapshot?.frame == CGRect(x: 30, y: 30, width: 40, height: 40))
        #expect(color(host, at: 0.1) == Color(pixel: UIColor.red.color.pixel), "the snapshot covers the square")
    }
}
