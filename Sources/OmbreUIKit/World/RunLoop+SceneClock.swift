import Foundation

extension RunLoop {
    /// Puts `timer` on the scene clock, as adding a timer to a run loop schedules it.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) { timer.schedule() }
}
