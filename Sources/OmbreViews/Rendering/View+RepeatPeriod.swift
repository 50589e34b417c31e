import OmbreAnimation

extension View {
    /// How long each animation in this subtree that repeats forever takes to come back to
    /// where it was, in seconds: an animated gradient of n frames with `autoRepeat` plays n
    /// transitions per period, a repeating progress animation its duration (twice that when it
    /// autoreverses). Animations that end, never move or wait for `startAnimating()` without a
    /// scheduled start have no period and are left out.
    package var repeatPeriods: [Double] {
        var periods: [Double] = []
        if let animated = self as? AnimatedGradientView {
            let sequence = animated.sequence
            let starts = animated.autoAnimate || animated.scheduledStart != nil
            if starts, sequence.autoRepeat, sequence.frames.count > 1 {
                let cycle = sequence.frames.reduce(0.0) { sum, frame in
                    let duration = frame.duration ?? sequence.defaultDuration
                    return sum + (duration.isFinite && duration > 0 ? duration : 0)
                }
                if cycle > 0 { periods.append(cycle) }
            }
        }
        if let progress = self as? GradientProgressView, let animation = progress.progressAnimation,
            animation.repeats, animation.duration.isFinite, animation.duration > 0, animation.from != animation.to
        {
            periods.append(animation.duration * (animation.autoreverses ? 2 : 1))
        }
        for child in subviews { periods += child.repeatPeriods }
        return periods
    }

    /// The scene time from which every animation counted in `repeatPeriods` is under way and
    /// repeating: the latest progress `delay` or scheduled animated-gradient start, else 0.
    /// A loop that starts earlier would not end where it began.
    package var repeatStart: Double {
        var start = 0.0
        if let animated = self as? AnimatedGradientView, !animated.autoAnimate, let scheduled = animated.scheduledStart,
            scheduled.isFinite
        {
            start = max(start, scheduled)
        }
        if let progress = self as? GradientProgressView, let animation = progress.progressAnimation,
            animation.repeats, animation.delay.isFinite
        {
            start = max(start, animation.delay)
        }
        for child in subviews { start = max(start, child.repeatStart) }
        return start
    }
}
