import Foundation

extension Timer {
    /// A publisher of the scene-clock dates at which a repeating timer fires, as Combine's
    /// `Timer.publish(every:tolerance:on:in:options:)`.
    ///
    /// It is connectable: call `connect()`, or `autoconnect()` to start when subscribed. Once
    /// connected at scene time T, it sends `Date()` at T + k · `interval` for k = 1, 2, … on the
    /// scene clock, so a render at any `--time` sees the firings up to it. The run loop and mode
    /// are kept; every timer runs on the scene clock.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The publisher of `Timer.publish`: a connectable publisher of the dates a repeating
    /// scene-clock timer fires at, as Combine's `Timer.TimerPublisher`.
    ///
    /// Subscribers that have not asked for a value when the timer fires miss that firing.
    public final class TimerPublisher: ConnectablePublisher {
        /// The scene time of each firing.
        public typealias Output = Date
        /// It never fails.
        public typealias Failure = Never

        /// Seconds between firings.
        public let interval: TimeInterval
        /// Kept; firings are never late on the scene clock.
        public let tolerance: TimeInterval?
        /// Kept; the timer runs on the scene clock.
        public let runLoop: RunLoop
        /// Kept; the timer runs on the scene clock.
        public let mode: RunLoop.Mode
        /// Kept; no option changes anything.
        public let options: RunLoop.SchedulerOptions?

        private let broadcast = Broadcast<Date, Never>(replaysLatest: false)
        private var timer: Timer?

        /// A publisher of a timer firing every `interval` seconds once connected.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Attaches `subscriber`, which gets the firings from when it asks.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            broadcast.attach(subscriber)
        }

        /// Starts the timer, if not running, on the scene clock; cancelling the result stops it.
        ///
        /// The result is not an `AnyCancellable`: letting it go leaves the timer running.
        public func connect() -> any Cancellable {
            if timer == nil {
                timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [self] _ in
                    broadcast.send(Date())
                }
            }
            return Connection(self)
        }

        private func disconnect() {
            timer?.invalidate()
            timer = nil
        }

        /// What `connect()` returns: it stops the timer when cancelled, and not otherwise.
        private struct Connection: Cancellable {
            weak var publisher: TimerPublisher?
            init(_ publisher: TimerPublisher) { self.publisher = publisher }
            func cancel() { publisher?.disconnect() }
        }
    }
}
