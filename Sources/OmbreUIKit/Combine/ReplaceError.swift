extension Publishers {
    /// A publisher that, when upstream fails, sends a value and finishes instead, as Combine's
    /// `Publishers.ReplaceError`.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// It never fails.
        public typealias Failure = Never

        /// The publisher whose failure is replaced.
        public let upstream: Upstream
        /// The value sent in place of the failure.
        public let output: Upstream.Output

        /// A publisher of `upstream`'s values that sends `output` and finishes when it fails.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches `subscriber`, which never sees a failure.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let output = self.output
            let relay = OperatorRelay<Output, Upstream.Failure, S>(
                subscriber,
                end: { completion in
                    switch completion {
                    case .finished: (nil, .finished)
                    case .failure: (output, .finished)
                    }
                })
            upstream.subscribe(relay)
        }
    }
}

extension Publisher {
    /// A publisher that sends `output` and finishes in place of a failure.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}
