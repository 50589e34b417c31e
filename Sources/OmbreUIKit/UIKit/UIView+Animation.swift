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
    /// Inside `performWithoutAnimation` (or with animations turned off): changes are not animated.
    var suppresses = false
    /// Inside `animateKeyframes`: the keys of each view a keyframe already animated, whose
    /// later keyframes start from where the earlier ones end instead of holding before they begin.
    var keyframes: KeyframeKeys?
}

/// The view keys the keyframes of one `animateKeyframes` block animated so far.
final class KeyframeKeys {
    var animated: Set<String> = []
    /// How many later keyframes were added, to name their animations apart.
    var count = 0
}

extension UIView {
    static var animationContexts: [ViewAnimationContext] = []

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
    /// belong to `transition(with:…)`.
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

    class func animate(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, spring: DampedSpring?,
        keyframes: KeyframeKeys? = nil, timing: CAMediaTimingFunction? = nil, _ animations: () -> Void,
        _ completion: ((Bool) -> Void)?
    ) {
        let world = UIKitWorld.current
        let reverses = options.contains(.autoreverse)
        animationContexts.append(
            ViewAnimationContext(
                duration: duration, delay: delay, timing: timing ?? CAMediaTimingFunction(name: options.curve),
                lastEnd: world.time + delay + duration * (reverses ? 2 : 1), repeats: options.contains(.repeat),
                autoreverses: reverses, spring: spring, keyframes: keyframes))
        animations()
        let context = animationContexts.removeLast()
        if let completion, !context.repeats {
            world.schedule(at: context.lastEnd) { completion(true) }
        }
    }

    /// The animation a view's layer runs for a change of `key` inside an animation block.
    static func animationContext(for view: UIView, key: String) -> (any CAAction)? {
        // Only Core Animation's animatable properties animate in a block.
        guard let context = animationContexts.last, !context.suppresses, areAnimationsEnabled,
            LayerKey.property(key)?.isAnimatable == true
        else { return nil }
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
        // A key's first keyframe starts from what is shown and holds it until it begins; a later
        // one goes on from where the one before ended (see `KeyframeAction`).
        guard let keyframes = context.keyframes else { return animation }
        if keyframes.animated.insert("\(ObjectIdentifier(view)).\(key)").inserted {
            let shown = view.layer.presentation()?.value(forKey: key) ?? view.layer.value(forKey: key)
            return KeyframeAction(animation: animation, from: shown, number: nil)
        }
        keyframes.count += 1
        animation.fillMode = .removed
        return KeyframeAction(animation: animation, from: view.layer.value(forKey: key), number: keyframes.count)
    }
}

/// A keyframe's change of a key: an animation from `from` to the value the keyframe sets (not
/// to the model value, which later keyframes change again). A later keyframe's goes from the
/// value the one before set, under an animation key of its own so that it does not replace the
/// earlier ones, and shows only from its start (the earlier keyframes show before).
struct KeyframeAction: CAAction {
    let animation: CABasicAnimation
    /// What was shown (first keyframe) or the model value before this keyframe's change.
    let from: Any?
    /// Which later keyframe of the block this is, for its animation key; nil for the first.
    let number: Int?

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let copy = animation.copy() as! CABasicAnimation
        copy.keyPath = event
        copy.fromValue = from
        copy.toValue = layer.value(forKey: event)
        layer.add(copy, forKey: number.map { "\(event) keyframe \($0)" } ?? event)
    }
}
