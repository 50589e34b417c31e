/// Runs named animations on the caller's time and reports each pass's start and finish.
///
/// Every animation has its own chain: `start` begins it once (starting again changes nothing),
/// `pause` freezes it, `resume` continues from where it froze, and `restart` replaces it with a
/// fresh chain. Events are reported by `update(to:)` as time crosses them, each exactly once
/// per chain and in the order they happened, to `onEvent` and in the returned array.
public final class Animator {
    private struct Entry {
        var name: String
        var animation: Animation
        var clock = PlaybackClock()
        /// The local time up to which events were reported.
        var reportedThrough = -Double.infinity
    }

    private var entries: [Entry] = []

    /// Called once per event from `update(to:)`, after the animator's state is updated.
    public var onEvent: ((AnimationEvent) -> Void)?

    /// An animator without animations, reporting events to `onEvent` when given.
    public init(onEvent: ((AnimationEvent) -> Void)? = nil) {
        self.onEvent = onEvent
    }

    /// The names of the animations, in the order they were added.
    public var names: [String] { entries.map(\.name) }

    /// Adds `animation` under `name`, not yet started; it replaces, and stops, any other of
    /// that name.
    public func add(_ animation: Animation, named name: String) {
        let entry = Entry(name: name, animation: animation)
        if let i = index(of: name) {
            entries[i] = entry
        } else {
            entries.append(entry)
        }
    }

    /// Removes the animation named `name`, if any; its events are no longer reported.
    public func remove(named name: String) {
        entries.removeAll { $0.name == name }
    }

    /// Starts the animation named `name`, or every one when nil, at `time`.
    ///
    /// A running animation is left alone and a paused one resumes; unknown names are ignored.
    public func start(_ name: String? = nil, at time: Double) {
        change(name) { $0.clock.start(at: time) }
    }

    /// Freezes the named animation, or every one, where it is at `time`.
    public func pause(_ name: String? = nil, at time: Double) {
        change(name) { $0.clock.pause(at: time) }
    }

    /// Continues the named paused animation, or every one, from where it froze.
    public func resume(_ name: String? = nil, at time: Double) {
        change(name) { $0.clock.resume(at: time) }
    }

    /// Starts the named animation, or every one, afresh at `time`, dropping its old chain.
    ///
    /// The new chain reports its events again from the first pass.
    public func restart(_ name: String? = nil, at time: Double) {
        change(name) { entry in
            entry.clock.restart(at: time)
            entry.reportedThrough = -.infinity
        }
    }

    /// The progress of the animation named `name` at `time`; nil when there is no such
    /// animation, it has not started, or it has none then (see `Animation.progress(at:)`).
    public func progress(of name: String, at time: Double) -> Double? {
        guard let i = index(of: name), let local = entries[i].clock.localTime(at: time) else { return nil }
        return entries[i].animation.progress(at: local)
    }

    /// Reports every event between the previous update and `time`.
    ///
    /// Moving time backward reports nothing, and what lies between is not reported again
    /// when time moves forward once more.
    @discardableResult
    public func update(to time: Double) -> [AnimationEvent] {
        var found: [(time: Double, event: AnimationEvent)] = []
        for i in entries.indices {
            let clock = entries[i].clock
            guard let local = clock.localTime(at: time), local > entries[i].reportedThrough else { continue }
            let scheduled = entries[i].animation.events(after: entries[i].reportedThrough, through: local)
            entries[i].reportedThrough = local
            for e in scheduled {
                let event = AnimationEvent(name: entries[i].name, kind: e.kind, index: e.index, localTime: e.localTime)
                found.append((clock.time(atLocal: e.localTime) ?? time, event))
            }
        }
        // Stable, so that ties keep the order of the animations and of each one's events.
        let events = found.enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element.event)
        // Callbacks may call back into the animator, so they run only once its state is final.
        if let onEvent {
            for event in events { onEvent(event) }
        }
        return events
    }

    private func index(of name: String) -> Int? {
        entries.firstIndex { $0.name == name }
    }

    private func change(_ name: String?, _ body: (inout Entry) -> Void) {
        for i in entries.indices where name == nil || entries[i].name == name {
            body(&entries[i])
        }
    }
}
