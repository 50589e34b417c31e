extension Publishers {
    /// A publisher of upstream's values changed by a closure, those it makes `nil` left out, as
    /// Combine's `Publishers.CompactMap`.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are changed.
        public let upstream: Upstream
        /// Changes each value, or leaves it out with `nil`.
        public let transform: (Upstream.Output) -> Output?

        /// A publisher of `upstream`'s values changed by `transform`, without the `nil`s.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber` through the transform.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(OperatorRelay(subscriber) { transform($0).map { .send($0) } ?? .skip })
        }
    }
}

extension Publisher {
    /// A publisher of each value changed by `transform`, those it makes `nil` left out.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}
