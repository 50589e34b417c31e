import Foundation

/// The settings of an open `UIView.animate` block.
struct ViewAnimationContext {
    var duration: Double
    var delay: Double
    var timing: CAMediaTimingFunction
    var lastEnd: Double
    /// `.repeat`: the animations run forever.
    var repeats = false
    /// `.autoreverse`: each run goes forward, then back.
    var autoreverses = false
    /// For a spring animation, the spring each change follows instead of `timing`.
    var spring: DampedSpring?
}

extension UIView {
    private static var animationContexts: [ViewAnimationContext] = []

    /// Animates the changes `animations` makes to views' frames, centers, bounds, transforms,
    /// alphas and background colors over `duration` seconds (ease in, ease out), then calls
    /// `completion`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: [], animations: animations, completion: completion)
    }

    /// Animates as `animate(withDuration:delay:animations:completion:)` does, on the timing
    /// curve `options` names (`.curveEaseInOut`, the default, `.curveEaseIn`, `.curveEaseOut`,
    /// `.curveLinear`), forever with `.repeat` (whose `completion` is then never called), going
    /// back and forth with `.autoreverse`. The other options change nothing drawn here: an
    /// animation already starts from what is shown (`.beginFromCurrentState`), and transitions
    /// belong to `transition(with:…)`, which Ombre does not have.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(duration: duration, delay: delay, options: options, spring: nil, animations, completion)
    }

    /// Animates as `animate(withDuration:delay:options:animations:completion:)` does, each
    /// change following a damped spring instead of a timing curve: with `dampingRatio` 1 it
    /// comes to rest without overshooting, closer to 0 it overshoots and swings more;
    /// `velocity` is its speed at the start in distances (start to end) per second.
    ///
    /// The spring is Core Animation's (`CASpringAnimation`, mass 1) with the stiffness that
    /// makes it settle (come within a thousandth of the distance for good) in `duration`, so
    /// it ends where UIKit's does; how closely UIKit's springs settle, Apple does not say. The
    /// timing curve of `options` is not used, as UIKit does not use it for springs; a ratio of
    /// 0 or less (a spring that never settles) animates on that curve instead.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = DampedSpring(
            dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity), settlingIn: duration)
        animate(duration: duration, delay: delay, options: options, spring: spring, animations, completion)
    }

    private class func animate(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, spring: DampedSpring?,
        _ animations: @escaping () -> Void, _ completion: ((Bool) -> Void)?
    ) {
        let world = UIKitWorld.current
        let reverses = options.contains(.autoreverse)
        animationContexts.append(
            ViewAnimationContext(
                duration: duration, delay: delay, timing: CAMediaTimingFunction(name: options.curve),
                lastEnd: world.time + delay + duration * (reverses ? 2 : 1), repeats: options.contains(.repeat),
                autoreverses: reverses, spring: spring))
        animations()
        let context = animationContexts.removeLast()
        if let completion, !context.repeats {
            world.schedule(at: context.lastEnd) { completion(true) }
        }
    }

    /// The animation a view's layer runs for a change of `key` inside an animation block.
    static func animationContext(for view: UIView, key: String) -> (any CAAction)? {
        // Only Core Animation's animatable properties animate in a block.
        guard let context = animationContexts.last, LayerKey.property(key)?.isAnimatable == true else { return nil }
        let animation: CABasicAnimation
        if let spring = context.spring {
            let springy = CASpringAnimation(keyPath: key)
            springy.mass = CGFloat(spring.mass)
            springy.stiffness = CGFloat(spring.stiffness)
            springy.damping = CGFloat(spring.damping)
            springy.initialVelocity = CGFloat(spring.initialVelocity)
            animation = springy
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = context.timing
        }
        animation.duration = context.duration
        animation.beginTime = UIKitWorld.current.time + context.delay
        animation.fillMode = .backwards
        animation.autoreverses = context.autoreverses
        if context.repeats { animation.repeatCount = .infinity }
        return animation
    }
}
