extension Publishers {
    /// A publisher of the values of upstream that a closure accepts, as Combine's
    /// `Publishers.Filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are filtered.
        public let upstream: Upstream
        /// Whether a value is sent on.
        public let isIncluded: (Upstream.Output) -> Bool

        /// A publisher of the values of `upstream` that `isIncluded` accepts.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches `subscriber` through the filter.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(OperatorRelay(subscriber) { isIncluded($0) ? .send($0) : .skip })
        }
    }
}

extension Publisher {
    /// A publisher of the values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}
