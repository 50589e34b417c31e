/// When each transition of a gradient sequence runs, in local time from its start.
///
/// Transition k goes from frame k mod n to frame (k + 1) mod n. Without repetition there are
/// n − 1 of them and the last frame stays afterward; with it they go on forever, unless every
/// duration is 0, in which case the first frame stays (there is nothing to see, and an
/// endless run of instants would never let time advance).
struct SequenceTimeline: Hashable, Sendable {
    /// Where a sequence is at some local time.
    enum Position: Hashable, Sendable {
        /// Showing frame `frame`, no transition running.
        case resting(frame: Int)
        /// Transition `index` is `fraction` (0..<1, before the timing curve) of the way through.
        case moving(index: Int, fraction: Double)
    }

    let frameCount: Int
    let autoRepeat: Bool
    /// starts[i] is when transition i of the first cycle starts; the last entry is when the
    /// cycle (or, without repetition, the whole run) ends.
    private let starts: [Double]

    /// `durations[i]` is the length of the transition leaving frame i; invalid ones count as 0.
    init(durations: [Double], autoRepeat: Bool) {
        frameCount = durations.count
        self.autoRepeat = autoRepeat
        let used = autoRepeat ? durations : Array(durations.dropLast())
        var starts = [0.0]
        for d in used { starts.append(starts[starts.count - 1] + (d.isFinite && d > 0 ? d : 0)) }
        self.starts = starts
    }

    /// The number of transitions; nil when they go on forever.
    var transitionCount: Int? {
        guard frameCount > 1 else { return 0 }
        if autoRepeat { return cycleLength > 0 ? nil : 0 }
        return frameCount - 1
    }

    /// `transitionCount` with forever as infinity.
    private var transitionLimit: Double { transitionCount.map(Double.init) ?? .infinity }

    private var cycleLength: Double { starts[starts.count - 1] }

    /// The frames transition `index` goes between.
    func frames(ofTransition index: Int) -> (from: Int, to: Int) {
        (index % frameCount, (index + 1) % frameCount)
    }

    /// When transition `index` starts; for the index after the last, when the run ends.
    func startTime(ofTransition index: Int) -> Double {
        let cycle = starts.count - 1
        return Double(index / cycle) * cycleLength + starts[index % cycle]
    }

    func position(at local: Double) -> Position {
        guard transitionLimit > 0, local >= 0 else {
            return .resting(frame: 0)
        }
        let cycle = starts.count - 1
        var cycleIndex = autoRepeat ? (local / cycleLength).rounded(.down) : 0
        var within = local - cycleIndex * cycleLength
        if within < 0 {
            // Rounding put local just before the cycle it was reckoned in.
            cycleIndex -= 1
            within += cycleLength
        }
        guard let i = (0..<cycle).first(where: { within < starts[$0 + 1] }) else {
            if !autoRepeat { return .resting(frame: frameCount - 1) }
            return .moving(index: (cycleIndex + 1).saturatingIndex * cycle, fraction: 0)
        }
        let index = cycleIndex.saturatingIndex * cycle + i
        let fraction = (within - starts[i]) / (starts[i + 1] - starts[i])
        return .moving(index: index, fraction: fraction)
    }

    /// Transition starts and finishes at local times in (after, through], in order.
    func events(after: Double, through: Double) -> [ScheduledEvent] {
        guard transitionLimit > 0, after < through, through >= 0 else { return [] }
        // One transition more on either side than the positions say, because of rounding; the
        // time checks below decide.
        var first = max(transitionIndex(near: after) - 1, 0)
        let last = min(transitionIndex(near: through) + 1, transitionLimit.saturatingIndex - 1)
        guard first <= last else { return [] }
        first = max(first, last - (maximumReportedSpans - 1))
        var result: [ScheduledEvent] = []
        for k in first...last {
            let start = startTime(ofTransition: k)
            let finish = startTime(ofTransition: k + 1)
            if start > after && start <= through {
                result.append(ScheduledEvent(kind: .started, index: k, localTime: start))
            }
            if finish > after && finish <= through {
                result.append(ScheduledEvent(kind: .finished, index: k, localTime: finish))
            }
        }
        return result
    }

    /// The transition running at `local`, or a neighbour of it.
    private func transitionIndex(near local: Double) -> Int {
        switch position(at: local) {
        case .moving(let index, _): index
        case .resting(let frame): local < 0 ? 0 : max(frame - 1, 0)
        }
    }
}
