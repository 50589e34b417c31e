import OmbreAnimation

/// Progress driven by time: from → to over `duration` under a timing curve, after `delay`,
/// optionally running back after each forward run and repeating forever.
///
/// Before the delay has passed it holds `from`; after its last run it holds where that run
/// ended (`to`, or `from` when it autoreverses), as a Core Animation animation with
/// `beginTime`, `autoreverses` and a forward fill does.
public struct ProgressAnimation: Hashable, Sendable {
    /// Progress at the start of each forward run.
    public var from: Double
    /// Progress at the end of each forward run.
    public var to: Double
    /// Seconds of one run from `from` to `to`.
    public var duration: Double
    /// Whether the runs go on forever.
    public var repeats: Bool
    /// Maps a run's elapsed fraction to its progress.
    public var timing: TimingCurve
    /// Seconds after the scene starts before the first run begins.
    public var delay: Double
    /// Whether each forward run is followed by a run back to `from`.
    public var autoreverses: Bool

    /// Progress from `from` to `to` over `duration` seconds; the defaults run 0 → 1 in 1 s once, at once.
    public init(
        from: Double = 0, to: Double = 1, duration: Double = 1, repeats: Bool = false, timing: TimingCurve = .linear,
        delay: Double = 0, autoreverses: Bool = false
    ) {
        self.from = from
        self.to = to
        self.duration = duration
        self.repeats = repeats
        self.timing = timing
        self.delay = delay
        self.autoreverses = autoreverses
    }

    /// The progress at `time` seconds since the scene started.
    public func value(at time: Double) -> Double {
        let fraction = animation.progress(at: time) ?? 0
        return from + (to - from) * fraction
    }

    /// The scene time after which the value no longer changes; infinite when repeating.
    public var endTime: Double { animation.totalDuration }

    private var animation: Animation {
        Animation(
            duration: duration, timingCurve: timing, delay: delay, repetition: repeats ? .forever : .count(1),
            autoreverses: autoreverses, fillsForward: true)
    }
}
