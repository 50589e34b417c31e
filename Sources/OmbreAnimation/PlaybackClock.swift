/// Maps the caller's time to an animation chain's local time through start, pause, resume and
/// restart, so that none of them can begin a second chain.
///
/// Local time 0 is the moment the chain started; it stands still while paused. Times that
/// are not finite are ignored, so a bad input leaves the clock as it was.
struct PlaybackClock: Hashable, Sendable {
    enum State: Hashable, Sendable {
        /// Never started: there is no chain.
        case idle
        /// Running; local time is the caller's time minus `origin`.
        case running(origin: Double)
        /// Frozen at `localTime`; `origin` is what it was while running, to date what came before.
        case paused(localTime: Double, origin: Double)
    }

    private(set) var state = State.idle

    /// Starts the chain at `time`; a paused chain resumes and a running one is left alone.
    mutating func start(at time: Double) {
        guard time.isFinite else { return }
        switch state {
        case .idle: state = .running(origin: time)
        case .paused: resume(at: time)
        case .running: break
        }
    }

    /// Freezes a running chain where it is at `time`.
    mutating func pause(at time: Double) {
        guard time.isFinite, case .running(let origin) = state else { return }
        state = .paused(localTime: time - origin, origin: origin)
    }

    /// Lets a paused chain go on from where it froze; does nothing otherwise.
    mutating func resume(at time: Double) {
        guard time.isFinite, case .paused(let local, _) = state else { return }
        state = .running(origin: time - local)
    }

    /// Replaces the chain with one that starts at `time`, whatever state it was in.
    mutating func restart(at time: Double) {
        guard time.isFinite else { return }
        state = .running(origin: time)
    }

    /// The chain's local time at the caller's `time`; nil before the first start.
    func localTime(at time: Double) -> Double? {
        switch state {
        case .idle: nil
        case .running(let origin): time - origin
        case .paused(let local, _): local
        }
    }

    /// The caller's time at which the chain reached or will reach `localTime`, counting from
    /// the latest start or resume; nil before the first start.
    func time(atLocal localTime: Double) -> Double? {
        switch state {
        case .idle: nil
        case .running(let origin), .paused(_, let origin): origin + localTime
        }
    }
}
