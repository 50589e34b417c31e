import Foundation

/// Where an animator's animations end, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An animator's life, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// Animates the changes its animation blocks make, as UIKit's `UIViewPropertyAnimator`: on a
/// timing curve (a named one, two control points) or a spring, started when asked, calling its
/// completions with `.end` when the animations end, on the scene clock.
///
/// Each start runs the blocks as one `UIView.animate` block would (see there). Not drawn yet,
/// and said so on stderr the first time: pausing, scrubbing (`fractionComplete` set), reversing
/// and stopping part way; they leave the animations running to their end.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// Seconds the animations take.
    public let duration: TimeInterval
    private let timing: CAMediaTimingFunction?
    private let spring: DampedSpring?
    private var blocks: [(() -> Void, CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var startedAt: Double?

    /// An animator on `curve` (`.easeInOut`, `.easeIn`, `.easeOut`, `.linear`).
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        timing = CAMediaTimingFunction(name: Self.name(of: curve))
        spring = nil
        super.init()
        if let animations { addAnimations(animations) }
    }

    /// An animator on the cubic Bézier curve through `point1` and `point2`.
    public init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.duration = duration
        timing = CAMediaTimingFunction(
            controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
        spring = nil
        super.init()
        if let animations { addAnimations(animations) }
    }

    /// An animator whose changes follow a spring of `ratio` that settles in `duration` (as
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:…)` makes it).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        timing = nil
        spring = DampedSpring(dampingRatio: Double(ratio), initialVelocity: 0, settlingIn: duration)
        super.init()
        if let animations { addAnimations(animations) }
    }

    /// An animator made and started at once, with `options`' curve, after `delay`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        animator.curveName = options.curve
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private var curveName: CAMediaTimingFunctionName?

    /// Adds a block whose changes animate at the next start.
    open func addAnimations(_ animation: @escaping () -> Void) { blocks.append((animation, 0)) }

    /// Adds a block whose changes start `delayFactor` of the duration late.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        blocks.append((animation, min(max(delayFactor, 0), 1)))
    }

    /// Adds a block called with `.end` when the animations end.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Where the animator is in its life.
    open private(set) var state = UIViewAnimatingState.inactive
    /// Whether its animations are running.
    open var isRunning: Bool { state == .active && startedAt != nil }
    /// Kept: reversing is not drawn yet.
    open var isReversed = false { didSet { if isReversed { report("isReversed") } } }
    /// Kept: interactions do not matter to drawing.
    open var isInterruptible = true
    /// Kept: interactions do not matter to drawing.
    open var isUserInteractionEnabled = true
    /// Kept.
    open var pausesOnCompletion = false

    /// How far the animations have come, 0...1, by the scene clock; setting it is not drawn yet.
    open var fractionComplete: CGFloat {
        get {
            guard let startedAt, duration > 0 else { return state == .inactive ? 0 : 1 }
            return CGFloat(min(max((UIKitWorld.current.time - startedAt) / duration, 0), 1))
        }
        set { report("fractionComplete set") }
    }

    /// Starts the animations now.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard startedAt == nil else { return }
        state = .active
        startedAt = UIKitWorld.current.time + max(delay, 0)
        let options: UIView.AnimationOptions = []
        let chosen = curveName.map { CAMediaTimingFunction(name: $0) } ?? timing
        for (block, factor) in blocks {
            let wait = max(delay, 0) + duration * Double(factor)
            UIView.animate(
                duration: duration * Double(1 - factor), delay: wait, options: options, spring: spring,
                timing: spring == nil ? chosen : nil, block, nil)
        }
        let end = UIKitWorld.current.time + max(delay, 0) + duration
        UIKitWorld.current.schedule(at: end) { [self] in
            state = .inactive
            let done = completions
            completions = []
            for completion in done { completion(.end) }
        }
    }

    /// Not drawn yet: the animations run on (said on stderr).
    open func pauseAnimation() { report("pauseAnimation()") }

    /// Not drawn yet: the animations run to their end (said on stderr).
    open func stopAnimation(_ withoutFinishing: Bool) { report("stopAnimation(_:)") }

    /// Not drawn yet: the animations run to their end (said on stderr).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { report("finishAnimation(at:)") }

    /// Not drawn yet: the animations run as they were started (said on stderr).
    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) {
        report("continueAnimation(withTimingParameters:durationFactor:)")
    }

    private func report(_ what: String) {
        guard Self.reported.insert(what).inserted else { return }
        FileHandle.standardError.writeDroppingOnFailure(
            "ombre: UIViewPropertyAnimator.\(what) is not drawn yet; the animations run to their end\n")
    }

    nonisolated(unsafe) private static var reported: Set<String> = []

    private static func name(of curve: UIView.AnimationCurve) -> CAMediaTimingFunctionName {
        switch curve {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
