/// How a value moves over time: duration, timing curve, delay, repetition and fill.
///
/// Time here is local: 0 is the moment the animation was started, and the caller supplies it.
/// An animation runs in passes of `duration` seconds each; progress goes 0 → 1 in a pass, or
/// 1 → 0 in every second pass when it autoreverses. As in Core Animation, one repetition with
/// `autoreverses` is two passes. Out-of-range settings are read leniently instead of trapping:
/// a negative or non-finite duration is 0 (the animation jumps to its end), a non-finite delay
/// is 0, and a repeat count that is not positive is 1.
public struct Animation: Hashable, Sendable {
    /// How many times an animation plays.
    public enum Repetition: Hashable, Sendable {
        /// This many repetitions; fractions end part of the way through a pass.
        case count(Double)
        /// Forever; an animation of duration 0 plays once instead.
        case forever
    }

    /// Seconds per pass.
    public var duration: Double
    /// Maps a pass's elapsed fraction to progress.
    public var timingCurve: TimingCurve
    /// Seconds from start to the first pass.
    public var delay: Double
    /// How many passes run: a count, or forever.
    public var repetition: Repetition
    /// Whether every second pass runs backward.
    public var autoreverses: Bool
    /// Whether the final progress holds after the last pass; otherwise there is none.
    public var fillsForward: Bool

    /// An animation of passes lasting `duration` seconds; the defaults make one linear pass at once.
    public init(
        duration: Double, timingCurve: TimingCurve = .linear, delay: Double = 0,
        repetition: Repetition = .count(1), autoreverses: Bool = false, fillsForward: Bool = false
    ) {
        self.duration = duration
        self.timingCurve = timingCurve
        self.delay = delay
        self.repetition = repetition
        self.autoreverses = autoreverses
        self.fillsForward = fillsForward
    }

    /// The progress at `localTime` seconds after the start, after the timing curve.
    ///
    /// Nil before the delay has passed, after the end unless `fillsForward`, and for a NaN time.
    public func progress(at localTime: Double) -> Double? {
        let active = localTime - startTime
        guard active >= 0 else { return nil }
        guard active < activeDuration else { return fillsForward ? finalProgress : nil }
        let pass = (active / passDuration).rounded(.down)
        let fraction = (active - pass * passDuration) / passDuration
        return progress(inPass: pass, fraction: fraction)
    }

    /// Seconds from start to the end of the last pass; infinite when repeating forever.
    public var totalDuration: Double { startTime + activeDuration }

    /// The duration actually used.
    var passDuration: Double { duration.isFinite && duration > 0 ? duration : 0 }

    /// The delay actually used.
    var startTime: Double { delay.isFinite ? delay : 0 }

    /// How many passes play, possibly fractional; infinite when repeating forever.
    var passCount: Double {
        let perRepetition: Double = autoreverses ? 2 : 1
        switch repetition {
        case .forever:
            return passDuration > 0 ? .infinity : perRepetition
        case .count(let count):
            return (count.isFinite && count > 0 ? count : 1) * perRepetition
        }
    }

    /// Seconds from the first pass's start to the last one's end.
    var activeDuration: Double { passDuration > 0 ? passDuration * passCount : 0 }

    /// The progress where the last pass ends.
    var finalProgress: Double {
        let count = passCount
        let last = count.rounded(.up) - 1
        return progress(inPass: last, fraction: count - last)
    }

    /// The progress `fraction` of the way through pass `pass` (counted from 0).
    private func progress(inPass pass: Double, fraction: Double) -> Double {
        let backward = autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1
        return timingCurve.value(at: backward ? 1 - fraction : fraction)
    }
}
