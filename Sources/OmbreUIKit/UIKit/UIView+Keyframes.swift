import Foundation

/// How a keyframe animation moves between its keyframes, with UIKit's raw values.
extension UIView {
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// The options `rawValue` holds.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews while animating.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets views take touches while animating.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is shown rather than from the model value.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animations forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs each repetition forward, then backward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration inside an enclosing block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Takes none of an enclosing block's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight from keyframe to keyframe, evenly in time: the default.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from one keyframe's values to the next's.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// At an even pace over the whole animation.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Along a smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Along a smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Runs `animations`, whose `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// calls each animate their changes over their part of `duration` seconds (after `delay`),
    /// then calls `completion` (never with `.repeat`).
    ///
    /// Each keyframe moves linearly from the values before it to its own, as the default
    /// `.calculationModeLinear` does. Changes made outside any keyframe animate over the whole
    /// duration. Not drawn yet: the other calculation modes (drawn as linear), `.repeat` and
    /// `.autoreverse` (the keyframes run once); the first use of one says so on stderr.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let mode = options.rawValue >> 10 & 0x7
        for (unsupported, name) in [
            (options.contains(.repeat), ".repeat"), (options.contains(.autoreverse), ".autoreverse"),
            (mode != 0, "calculation mode \(mode)"),
        ] where unsupported && reportedKeyframeOptions.insert(name).inserted {
            FileHandle.standardError.writeDroppingOnFailure(
                "ombre: UIView.animateKeyframes with \(name) is drawn as one linear run (not drawn yet)\n")
        }
        let flags = AnimationOptions(rawValue: options.rawValue & 0x3E7).union(.curveLinear)
        let keys = KeyframeKeys()
        animate(duration: duration, delay: delay, options: flags, spring: nil, keyframes: keys, animations, completion)
    }

    /// Inside `animateKeyframes`, animates the changes `animations` makes from
    /// `frameStartTime` to `frameStartTime + frameDuration`, both fractions of the whole
    /// duration; outside one, just makes them.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard var context = animationContexts.last, context.keyframes != nil else { return animations() }
        let whole = context.duration
        context.delay += whole * min(max(frameStartTime, 0), 1)
        context.duration = whole * min(max(frameDuration, 0), 1)
        animationContexts.append(context)
        defer { animationContexts.removeLast() }
        animations()
    }

    /// Makes the changes `actionsWithoutAnimation` makes at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        var context =
            animationContexts.last
            ?? ViewAnimationContext(duration: 0, delay: 0, timing: CAMediaTimingFunction(name: .linear), lastEnd: 0)
        context.suppresses = true
        animationContexts.append(context)
        defer { animationContexts.removeLast() }
        actionsWithoutAnimation()
    }

    /// Whether changes inside animation blocks animate; `setAnimationsEnabled(false)` makes
    /// them happen at once until it is set again.
    public class var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animation blocks' animations on or off (see `areAnimationsEnabled`).
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    nonisolated(unsafe) private static var animationsEnabled = true
    /// The keyframe options said to be drawn otherwise, each said once.
    nonisolated(unsafe) private static var reportedKeyframeOptions: Set<String> = []
}
