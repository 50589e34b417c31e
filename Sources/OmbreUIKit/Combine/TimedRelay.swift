/// The subscription of an operator that sends upstream's events later, on a scheduler:
/// `receive(on:)`, `delay`, `debounce` and `throttle`.
///
/// - `receiveOn`: each value and the completion as soon as the scheduler can run them.
/// - `delay`: each value and the completion the interval after they came.
/// - `debounce`: a value once the interval has passed without another; a completion at once
///   (dropping a value still waiting, which is Ombre's reading of Combine).
/// - `throttle`: the first value at once; after it, a value arriving opens a window of the
///   interval, at whose end the latest (or first) value of the window is sent; a completion at
///   once. So a value arrives every 0.2 s throttled to 0.5 s sends the 1st, 4th, 7th … value, as
///   on iOS.
///
/// The subscription itself is passed on at once. Demand passes through to upstream; values
/// delivered late ask upstream for what the subscriber asks for on receiving them.
final class TimedRelay<Input, Failure, Context: Scheduler, Downstream: Subscriber>: UpstreamLink<Downstream>,
    Subscriber
where Downstream.Input == Input, Downstream.Failure == Failure {
    enum Timing {
        case receiveOn
        case delay(Context.SchedulerTimeType.Stride)
        case debounce(Context.SchedulerTimeType.Stride)
        case throttle(Context.SchedulerTimeType.Stride, latest: Bool)
    }

    private let timing: Timing
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    /// The value waiting for its time (debounce, throttle).
    private var waiting: Input?
    /// Counts debounced values, so a timer of a value since replaced does nothing.
    private var generation = 0
    private var sentFirst = false
    private var windowOpen = false

    init(_ downstream: Downstream, timing: Timing, scheduler: Context, options: Context.SchedulerOptions?) {
        self.timing = timing
        self.scheduler = scheduler
        self.options = options
        super.init(downstream)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard downstream != nil else { return .none }
        switch timing {
        case .receiveOn:
            scheduler.schedule(options: options) { self.deliver(input) }
        case .delay(let interval):
            later(interval) { self.deliver(input) }
        case .debounce(let interval):
            generation += 1
            let current = generation
            waiting = input
            later(interval) {
                guard current == self.generation, let value = self.waiting else { return }
                self.waiting = nil
                self.deliver(value)
            }
        case .throttle(let interval, let latest):
            throttle(input, interval: interval, latest: latest)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard downstream != nil else { return }
        upstream = nil
        generation += 1
        waiting = nil
        let send: () -> Void = { [self] in detach().downstream?.receive(completion: completion) }
        if case .delay(let interval) = timing {
            later(interval, send)
        } else {
            scheduler.schedule(options: options, send)
        }
    }

    override func cancel() {
        waiting = nil
        generation += 1
        super.cancel()
    }

    private func throttle(_ input: Input, interval: Context.SchedulerTimeType.Stride, latest: Bool) {
        guard sentFirst else {
            sentFirst = true
            scheduler.schedule(options: options) { self.deliver(input) }
            return
        }
        if windowOpen {
            if latest { waiting = input }
            return
        }
        windowOpen = true
        waiting = input
        let current = generation
        later(interval) {
            guard current == self.generation else { return }
            self.windowOpen = false
            guard let value = self.waiting else { return }
            self.waiting = nil
            self.deliver(value)
        }
    }

    private func later(_ interval: Context.SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options, action
        )
    }

    private func deliver(_ value: Input) {
        guard let downstream else { return }
        let more = downstream.receive(value)
        if more > 0 { upstream?.request(more) }
    }
}
