import OmbreGraphics

/// What a gradient sequence shows at one moment, and why.
public struct GradientSequenceState: Hashable, Sendable {
    /// What to draw.
    public var transition: GradientTransition
    /// The transition running, counted from 0 since the chain started; nil while resting on a
    /// frame (not started, a single frame, or finished without `autoRepeat`).
    public var transitionIndex: Int?
    /// The frame being left, or the frame shown while resting.
    public var fromFrame: Int
    /// The frame being approached; equal to `fromFrame` while resting.
    public var toFrame: Int
    /// How far the transition is, after the timing curve; 0 while resting.
    public var progress: Double

    /// A state with every field given.
    public init(
        transition: GradientTransition, transitionIndex: Int?, fromFrame: Int, toFrame: Int, progress: Double
    ) {
        self.transition = transition
        self.transitionIndex = transitionIndex
        self.fromFrame = fromFrame
        self.toFrame = toFrame
        self.progress = progress
    }
}
