extension Publishers {
    /// A publisher of the values of the latest publisher upstream sent, as Combine's
    /// `Publishers.SwitchToLatest`: each new one cancels the one before.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The values of the inner publishers.
        public typealias Output = P.Output
        /// The failure of upstream and of the inner publishers.
        public typealias Failure = P.Failure

        /// The publisher of publishers.
        public let upstream: Upstream

        /// A publisher of the values of the latest publisher `upstream` sent.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`, which gets the values of the latest inner publisher.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(InnerPublishers(subscriber, maxPublishers: .unlimited, switching: true) { $0 })
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// A publisher of the values of the latest publisher this one sent.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// A publisher of the values of the latest publisher this one sent, which may fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        setFailureType(to: Output.Failure.self).switchToLatest()
    }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// A publisher of the values of the latest publisher this one sent, where neither can fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}
