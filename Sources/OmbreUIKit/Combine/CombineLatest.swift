extension Publishers {
    /// A publisher of pairs of the latest values of two publishers, sent whenever either sends
    /// once both have sent one, as Combine's `Publishers.CombineLatest`.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The latest value of each.
        public typealias Output = (A.Output, B.Output)
        /// The failure of both.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// A publisher combining the latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber` to both publishers.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            FanIn.join(a, b, for: subscriber, rule: .latest) { ($0[0] as! A.Output, $0[1] as! B.Output) }
        }
    }
}

extension Publisher {
    /// A publisher of pairs of this publisher's latest value and `other`'s.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// A publisher of `transform` applied to this publisher's latest value and `other`'s.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        combineLatest(other).map(transform)
    }
}
