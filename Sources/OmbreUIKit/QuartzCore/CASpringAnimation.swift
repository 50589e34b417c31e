import Foundation

/// An animation that moves a property as a mass on a damped spring moves, as Core
/// Animation's `CASpringAnimation`: from the start value toward the end value, overshooting
/// and swinging back when the damping is low, at rest at the end value.
///
/// The spring's motion alone sets the progress (a timing function is not used); `duration`
/// still ends the animation, so set it to `settlingDuration` to see the spring come to rest.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (default 1): a heavier mass swings wider and slower.
    open var mass: CGFloat = 1
    /// The spring's stiffness (default 100): a stiffer spring moves faster.
    open var stiffness: CGFloat = 100
    /// The damping (default 10): more of it stops the swinging sooner.
    open var damping: CGFloat = 10
    /// The speed at the start, in distances (start to end value) per second; positive moves
    /// toward the end value (default 0).
    open var initialVelocity: CGFloat = 0

    /// The time the spring takes to come to rest, from its settings.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    var spring: DampedSpring {
        DampedSpring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    open override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    override func progress(at localTime: Double) -> Double {
        spring.position(at: min(max(localTime, 0), simpleDuration))
    }
}
