extension Publishers {
    /// A publisher that sends at most one of upstream's values per interval, as Combine's
    /// `Publishers.Throttle`.
    ///
    /// The first value goes at once; a later one opens a window of `interval`, at whose end the
    /// latest value of the window (or the first, unless `latest`) is sent.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher throttled.
        public let upstream: Upstream
        /// The window.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where values are delivered.
        public let scheduler: Context
        /// Whether a window sends its latest value rather than its first.
        public let latest: Bool

        /// A publisher of at most one of `upstream`'s values per `interval`.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Attaches `subscriber`, which gets at most one value per window.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let timing = TimedRelay<Output, Failure, Context, S>.Timing.throttle(interval, latest: latest)
            upstream.subscribe(TimedRelay(subscriber, timing: timing, scheduler: scheduler, options: nil))
        }
    }
}

extension Publisher {
    /// A publisher of at most one value per `interval`, sent on `scheduler`: the latest of each
    /// window when `latest`, else the first.
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    ) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
