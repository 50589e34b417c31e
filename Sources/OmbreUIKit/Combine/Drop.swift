extension Publishers {
    /// A publisher of upstream's values after the first few, as Combine's `Publishers.Drop`.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose first values are left out.
        public let upstream: Upstream
        /// How many values are left out.
        public let count: Int

        /// A publisher of `upstream`'s values after the first `count`.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Attaches `subscriber`, leaving out the first values it would get.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var remaining = count
            upstream.subscribe(
                OperatorRelay(subscriber) { value in
                    guard remaining > 0 else { return .send(value) }
                    remaining -= 1
                    return .skip
                })
        }
    }
}

extension Publisher {
    /// A publisher of the values after the first `count` (one by default; none left out for 0 or less).
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }
}
