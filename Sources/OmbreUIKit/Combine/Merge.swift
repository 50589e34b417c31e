extension Publishers {
    /// A publisher of the values of two publishers as each sends them, as Combine's
    /// `Publishers.Merge`: it finishes when both have, and fails when either does.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        /// The values of both.
        public typealias Output = A.Output
        /// The failure of both.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// A publisher merging `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber` to both publishers.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            FanIn.join(a, b, for: subscriber, rule: .merge) { $0[0] as! Output }
        }
    }
}

extension Publisher {
    /// A publisher of this publisher's values and `other`'s, as each sends them.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
