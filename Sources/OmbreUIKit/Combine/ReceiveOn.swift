extension Publishers {
    /// A publisher that delivers upstream's values and completion on a scheduler, as Combine's
    /// `Publishers.ReceiveOn`.
    ///
    /// With `DispatchQueue.main` or `RunLoop.main`, each arrives at the next update, as a block
    /// given to `DispatchQueue.main.async` would run, never during the send.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose events are moved.
        public let upstream: Upstream
        /// Where they are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// A publisher delivering `upstream`'s events on `scheduler`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber`, which gets each event on the scheduler.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TimedRelay(subscriber, timing: .receiveOn, scheduler: scheduler, options: options))
        }
    }
}

extension Publisher {
    /// A publisher delivering the values and completion on `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
