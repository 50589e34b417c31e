/// An action run on the scene clock at a first time and every interval after it, until
/// cancelled: the repeating schedule of the scene-clock schedulers.
///
/// Its times are first + k · interval exactly, with no drift. An interval of 0 or less is taken
/// as 0.1 ms, as a run loop takes a timer's.
final class RepeatingAction: Cancellable {
    private let first: Double
    private let interval: Double
    private var action: (() -> Void)?
    private var runs = 0

    private init(first: Double, interval: Double, action: @escaping () -> Void) {
        self.first = first
        self.interval = max(interval, 0.0001)
        self.action = action
    }

    /// Starts running `action` at `first` and every `interval` seconds after.
    static func start(at first: Double, every interval: Double, _ action: @escaping () -> Void) -> RepeatingAction {
        let repeating = RepeatingAction(first: first, interval: interval, action: action)
        repeating.scheduleNext()
        return repeating
    }

    func cancel() { action = nil }

    private func scheduleNext() {
        let due = first + Double(runs) * interval
        UIKitWorld.current.schedule(at: due) { [self] in
            guard let action else { return }
            runs += 1
            action()
            scheduleNext()
        }
    }
}
