extension Publishers {
    /// A publisher whose failure is upstream's changed by a closure, as Combine's
    /// `Publishers.MapError`.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output

        /// The publisher whose failure is changed.
        public let upstream: Upstream
        /// Changes the error.
        public let transform: (Upstream.Failure) -> Failure

        /// A publisher of `upstream`'s events, its error changed by `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(
                OperatorRelay<Output, Upstream.Failure, S>(subscriber, end: { (nil, $0.mapError(transform)) }))
        }
    }
}

extension Publisher {
    /// A publisher whose error, when it fails, is changed by `transform`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
}
