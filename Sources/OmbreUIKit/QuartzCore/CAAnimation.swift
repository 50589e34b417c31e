import Foundation

/// Receives the start and end of an animation.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed
    /// before.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation with Core Animation's timing: begin time, duration, repeats, reversal, speed
/// and fill mode.
///
/// A layer copies an animation when it is added, as Core Animation does; later changes to the
/// object you added have no effect on what runs.
open class CAAnimation: NSObject, KeyValueCoding {
    /// When the animation starts, in the layer's time; 0 means the moment it is added.
    open var beginTime: CFTimeInterval = 0
    /// Seconds per iteration; 0 means the transaction's duration (0.25 s unless changed).
    open var duration: CFTimeInterval = 0
    /// How fast time runs for the animation.
    open var speed: Float = 1
    /// An offset into the animation's own time.
    open var timeOffset: CFTimeInterval = 0
    /// Iterations; 0 means one, `.infinity` forever, fractions stop partway.
    open var repeatCount: Float = 0
    /// Seconds to repeat for, instead of a count.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration runs back after running forward.
    open var autoreverses = false
    /// What shows outside the active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the layer drops the animation when it ends (default true).
    open var isRemovedOnCompletion = true
    /// Maps elapsed time to progress; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly, as Core Animation holds it.
    open var delegate: CAAnimationDelegate?

    /// Values stored by key with `setValue(_:forKey:)`, as Core Animation lets any key be set.
    var userValues: [String: Any] = [:]

    /// An animation with the default timing: one iteration of the transaction's duration.
    public required override init() { super.init() }

    /// A new animation with the same settings.
    open override func copy() -> Any {
        let copy = type(of: self).init()
        copy.copySettings(from: self)
        return copy
    }

    /// Copies every setting of `other` into this animation.
    open func copySettings(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        isRemovedOnCompletion = other.isRemovedOnCompletion
        timingFunction = other.timingFunction
        delegate = other.delegate
        userValues = other.userValues
    }

    /// Stores `value` under `key`; copies of the animation keep it, so a delegate can read it
    /// back from the animation it is given.
    open func setValue(_ value: Any?, forKey key: String) { userValues[key] = value }

    /// The value stored under `key`.
    open func value(forKey key: String) -> Any? { userValues[key] }

    /// The value at a key path: a key's, or a key of the object or structure a key gives.
    open func value(forKeyPath keyPath: String) -> Any? { value(following: keyPath) }

    /// Stores `value` at a key path (a key, or a key of the object a key gives).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, following: keyPath) }

    /// Whether the animation changes the property at `keyPath`.
    func animates(_ keyPath: String) -> Bool { false }

    /// The key paths the animation changes.
    var animatedKeyPaths: [String] { [] }

    /// The value of the property at `keyPath` at `localTime` (seconds into the animation's
    /// active time, the fill modes already applied), given the value below it; nil leaves it
    /// alone.
    func value<V: AnimatableValue>(for keyPath: String, localTime: Double, below: V) -> V? { nil }
}
