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
        let world = UIKitWorld.current
        let reverses = options.contains(.autoreverse)
        animationContexts.append(
            ViewAnimationContext(
                duration: duration, delay: delay, timing: CAMediaTimingFunction(name: options.curve),
                lastEnd: world.time + delay + duration * (reverses ? 2 : 1), repeats: options.contains(.repeat),
                autoreverses: reverses))
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
        let animation = CABasicAnimation(keyPath: key)
        animation.duration = context.duration
        animation.beginTime = UIKitWorld.current.time + context.delay
        animation.fillMode = .backwards
        animation.timingFunction = context.timing
        animation.autoreverses = context.autoreverses
        if context.repeats { animation.repeatCount = .infinity }
        return animation
    }
}
