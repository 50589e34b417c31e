extension Publishers {
    /// A publisher of upstream's values without those equal to the value before them, as
    /// Combine's `Publishers.RemoveDuplicates`.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose repeats are left out.
        public let upstream: Upstream
        /// Whether two values count as the same, the earlier first.
        public let predicate: (Output, Output) -> Bool

        /// A publisher of `upstream`'s values, each that `predicate` finds the same as the value
        /// sent before it left out.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`, comparing each value with the last one it was sent.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var last: Output?
            upstream.subscribe(
                OperatorRelay(subscriber) { value in
                    if let previous = last, predicate(previous, value) { return .skip }
                    last = value
                    return .send(value)
                })
        }
    }
}

extension Publisher {
    /// A publisher of the values, each that `predicate` finds the same as the value sent before
    /// it left out.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// A publisher of the values, each equal to the value sent before it left out.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}
