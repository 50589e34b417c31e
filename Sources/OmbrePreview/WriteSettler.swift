/// Decides when a file that is being saved can be read: not while a writer is still at it.
///
/// An editor that saves in place truncates the file, writes it and closes it; reading between
/// those steps sees an empty or half-written scene. A close after writing (or a rename over
/// the file) means the save is complete, so the file is read a short `quiet` time after the
/// last such event; a plain modification with no close yet waits `unfinished`, long enough
/// for a slow writer to go on. Any new event starts the wait again. Time is an input.
package struct WriteSettler {
    /// What the file system reported about the watched file.
    package enum Event {
        /// Written, and still open for writing (`IN_MODIFY`, `IN_CREATE`).
        case modified
        /// Closed after writing, or renamed into place (`IN_CLOSE_WRITE`, `IN_MOVED_TO`).
        case completed
    }

    package let quiet: Double
    package let unfinished: Double
    /// When the file should be read, or nil when no save is pending.
    package private(set) var deadline: Double?

    package init(quiet: Double = 0.05, unfinished: Double = 0.5) {
        self.quiet = quiet
        self.unfinished = unfinished
    }

    package mutating func note(_ event: Event, at time: Double) {
        deadline = time + (event == .completed ? quiet : unfinished)
    }

    /// Whether the pending save is ready to read at `time`; true once per save.
    package mutating func takeSettled(at time: Double) -> Bool {
        guard let deadline, time >= deadline else { return false }
        self.deadline = nil
        return true
    }
}
