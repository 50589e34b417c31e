extension Publishers {
    /// A publisher of the first value of upstream, after which it finishes and cancels upstream,
    /// as Combine's `Publishers.First`.
    public struct First<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose first value is sent.
        public let upstream: Upstream

        /// A publisher of the first value of `upstream`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`, which gets one value and the completion.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(OperatorRelay(subscriber) { .sendAndFinish($0) })
        }
    }
}

extension Publisher {
    /// A publisher of the first value, finishing after it (or when upstream finishes without one).
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }
}
