extension UIView {
    /// How `UIView.animate(withDuration:delay:options:animations:completion:)` animates, with
    /// UIKit's raw values: flags in the low bits, the timing curve in bits 16–19, the transition
    /// in bits 20–23 and the frame rate in bits 24–27.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// The options `rawValue` holds.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews while animating.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets views take touches while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is shown rather than from the model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animations forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs each repetition forward, then backward.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration inside an enclosing block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this block's curve inside an enclosing block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the content while animating.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows rather than removes and adds views in a transition.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Takes none of an enclosing block's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Slow at both ends: the default curve.
        public static let curveEaseInOut = AnimationOptions([])
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// At one speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions([])
        /// A flip about the vertical axis, from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip about the vertical axis, from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curling up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curling down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-fade.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip about the horizontal axis, from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip about the horizontal axis, from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's own frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        /// 60 frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The timing curve bits 16–19 name.
        var curve: CAMediaTimingFunctionName {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInEaseOut
            }
        }
    }
}

extension UIView {
    /// The timing curves of UIKit's animations, with UIKit's raw values.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even throughout.
        case linear = 3
    }
}
