extension Publishers {
    /// A publisher that sends each of upstream's values, and its completion, a set time after it
    /// came, as Combine's `Publishers.Delay`.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher delayed.
        public let upstream: Upstream
        /// How long each event waits.
        public let interval: Context.SchedulerTimeType.Stride
        /// How late an event may be.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// Where events are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// A publisher delivering `upstream`'s events on `scheduler`, `interval` after they came.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
            tolerance: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber`, which gets each event `interval` after it came.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TimedRelay(subscriber, timing: .delay(interval), scheduler: scheduler, options: options))
        }
    }
}

extension Publisher {
    /// A publisher delivering each value and the completion on `scheduler`, `interval` after they came.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler,
            options: options)
    }
}
