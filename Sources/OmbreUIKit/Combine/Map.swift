extension Publishers {
    /// A publisher of upstream's values changed by a closure, as Combine's `Publishers.Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are changed.
        public let upstream: Upstream
        /// Changes each value.
        public let transform: (Upstream.Output) -> Output

        /// A publisher of `upstream`'s values changed by `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber` through the transform.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(OperatorRelay(subscriber) { .send(transform($0)) })
        }
    }
}

extension Publisher {
    /// A publisher of each value changed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// A publisher of each optional value, with `nil` replaced by `output`.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }
}
