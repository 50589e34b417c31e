extension Publishers {
    /// A publisher of the running result of combining each of upstream's values with the result
    /// so far, as Combine's `Publishers.Scan`.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are combined.
        public let upstream: Upstream
        /// The result before the first value.
        public let initialResult: Output
        /// Combines the result so far with the next value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// A publisher of the running result of `nextPartialResult` over `upstream`'s values,
        /// from `initialResult`.
        public init(
            upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches `subscriber`, which gets each result in turn, its own running from the start.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var result = initialResult
            upstream.subscribe(
                OperatorRelay(subscriber) { value in
                    result = next(result, value)
                    return .send(result)
                })
        }
    }
}

extension Publisher {
    /// A publisher of the running result of `nextPartialResult` over the values, starting from
    /// `initialResult` (which is not itself sent).
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T>
    {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
