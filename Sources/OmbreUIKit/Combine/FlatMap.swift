extension Publishers {
    /// A publisher of the values of the publishers a closure makes of upstream's values, as
    /// Combine's `Publishers.FlatMap`.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        /// The values of the publishers made.
        public typealias Output = NewPublisher.Output
        /// The failure of upstream and of the publishers made.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are turned into publishers.
        public let upstream: Upstream
        /// How many of the publishers made may send at once.
        public let maxPublishers: Subscribers.Demand
        /// Makes a publisher of a value.
        public let transform: (Upstream.Output) -> NewPublisher

        /// A publisher of the values of the publishers `transform` makes of `upstream`'s values,
        /// at most `maxPublishers` at a time.
        public init(
            upstream: Upstream, maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Attaches `subscriber`, which gets the values of every publisher made.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                InnerPublishers(subscriber, maxPublishers: maxPublishers, switching: false, makePublisher: transform))
        }
    }
}

extension Publisher {
    /// A publisher of the values of the publishers `transform` makes of each value.
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// A publisher of the values of the publishers that cannot fail `transform` makes of each value.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        flatMap(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// A publisher of the values of the publishers `transform` makes of each value, which may fail.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
    }

    /// A publisher of the values of the publishers `transform` makes of each value, where neither
    /// can fail.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}
