extension Publishers {
    /// A publisher of pairs made of the n-th values of two publishers, as Combine's
    /// `Publishers.Zip`: it finishes when either has finished and has no value left to pair.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// A value of each, taken in order.
        public typealias Output = (A.Output, B.Output)
        /// The failure of both.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// A publisher pairing the values of `a` and `b` in order.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber` to both publishers.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            FanIn.join(a, b, for: subscriber, rule: .zip) { ($0[0] as! A.Output, $0[1] as! B.Output) }
        }
    }
}

extension Publisher {
    /// A publisher of pairs of this publisher's values and `other`'s, taken in order.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// A publisher of `transform` applied to this publisher's values and `other`'s, taken in order.
    public func zip<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        zip(other).map(transform)
    }
}
