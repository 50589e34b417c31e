extension Publishers {
    /// A publisher that cannot fail, given the failure type another publisher needs, as Combine's
    /// `Publishers.SetFailureType`.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// Upstream's values.
        public typealias Output = Upstream.Output

        /// The publisher that cannot fail.
        public let upstream: Upstream

        /// `upstream` with the failure type `Failure`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(OperatorRelay<Output, Never, S>(subscriber, end: { _ in (nil, .finished) }))
        }
    }
}

extension Publisher where Failure == Never {
    /// This publisher with the failure type `failureType`, so that it can be combined with
    /// publishers that fail with it.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
