extension Publishers {
    /// A publisher that sends a value of upstream only once a set time has passed without
    /// another, as Combine's `Publishers.Debounce`.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher debounced.
        public let upstream: Upstream
        /// How long a value must stand unreplaced.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Where values are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// A publisher of the values of `upstream` followed by `dueTime` without another.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber`, which gets each value that stood `dueTime` unreplaced, then.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                TimedRelay(subscriber, timing: .debounce(dueTime), scheduler: scheduler, options: options))
        }
    }
}

extension Publisher {
    /// A publisher of the values followed by `dueTime` without another, sent on `scheduler` when
    /// that time has passed.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
