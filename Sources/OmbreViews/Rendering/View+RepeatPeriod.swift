import OmbreAnimation

/// An animation that repeats forever: how long it takes to come back to where it was, and the
/// scene time from which it repeats.
package struct Repetition: Equatable {
    package let period: Double
    package let start: Double
}

extension View {
    /// The animations in this subtree that repeat forever: an animated gradient of n frames
    /// with `autoRepeat` plays n transitions per period from its start (0, or its scheduled
    /// start), a repeating progress animation its duration (twice that when it autoreverses)
    /// from its delay. Animations that end, never move or wait for `startAnimating()` without
    /// a scheduled start do not repeat and are left out.
    package var repetitions: [Repetition] {
        var found: [Repetition] = []
        if let animated = self as? AnimatedGradientView {
            let sequence = animated.sequence
            let start = animated.autoAnimate ? 0 : animated.scheduledStart
            if let start, start.isFinite, sequence.autoRepeat, sequence.frames.count > 1 {
                let cycle = sequence.frames.reduce(0.0) { sum, frame in
                    let duration = frame.duration ?? sequence.defaultDuration
                    return sum + (duration.isFinite && duration > 0 ? duration : 0)
                }
                if cycle > 0 { found.append(Repetition(period: cycle, start: start)) }
            }
        }
        if let progress = self as? GradientProgressView, let animation = progress.progressAnimation,
            animation.repeats, animation.duration.isFinite, animation.duration > 0, animation.from != animation.to
        {
            found.append(
                Repetition(
                    period: animation.duration * (animation.autoreverses ? 2 : 1),
                    start: animation.delay.isFinite ? animation.delay : 0))
        }
        for child in subviews { found += child.repetitions }
        return found
    }
}
