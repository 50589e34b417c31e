import Foundation

/// The settings of an open `UIView.animate` block.
struct ViewAnimationContext {
    var duration: Double
    var delay: Double
    var timing: CAMediaTimingFunction
    var lastEnd: Double
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
        let world = UIKitWorld.current
        animationContexts.append(
            ViewAnimationContext(
                duration: duration, delay: delay, timing: CAMediaTimingFunction(name: .easeInEaseOut),
                lastEnd: world.time + delay + duration))
        animations()
        let context = animationContexts.removeLast()
        if let completion {
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
        return animation
    }
}
