extension Publishers {
    /// A publisher that subscribes to upstream, and asks and cancels it, on a scheduler, as
    /// Combine's `Publishers.SubscribeOn`; the values come wherever upstream sends them.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher subscribed to.
        public let upstream: Upstream
        /// Where the subscription is made.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// A publisher subscribing to `upstream` on `scheduler`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber` to upstream when the scheduler runs the subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, options) = (self.scheduler, self.options)
            let relay = OperatorRelay<Output, Failure, S>(subscriber) { .send($0) }
            let hopping = AnySubscriber<Output, Failure>(
                receiveSubscription: { upstream in
                    relay.receive(subscription: ScheduledSubscription(upstream, scheduler: scheduler, options: options))
                },
                receiveValue: { relay.receive($0) },
                receiveCompletion: { relay.receive(completion: $0) })
            let upstream = self.upstream
            scheduler.schedule(options: options) { upstream.subscribe(hopping) }
        }
    }
}

/// A subscription whose requests and cancellation run on a scheduler.
private final class ScheduledSubscription<Context: Scheduler>: Subscription {
    private let upstream: any Subscription
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(_ upstream: any Subscription, scheduler: Context, options: Context.SchedulerOptions?) {
        self.upstream = upstream
        self.scheduler = scheduler
        self.options = options
    }

    func request(_ demand: Subscribers.Demand) {
        scheduler.schedule(options: options) { self.upstream.request(demand) }
    }

    func cancel() { scheduler.schedule(options: options) { self.upstream.cancel() } }
}

extension Publisher {
    /// A publisher that subscribes to this one, and asks and cancels it, on `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<Self, S>
    {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
