/// One pass or transition's start or finish at a local time, before it is reported.
struct ScheduledEvent: Hashable, Sendable {
    var kind: AnimationEvent.Kind
    var index: Int
    var localTime: Double
}

/// The most passes or transitions one update reports per chain; a larger jump in time reports
/// only the latest ones, so that an absurd time cannot hang the caller.
let maximumReportedSpans = 1000

extension Double {
    /// An index for a count kept as a Double, saturating where Int would overflow.
    var saturatingIndex: Int { self < 1e15 ? Int(self) : Int(1e15) }
}
