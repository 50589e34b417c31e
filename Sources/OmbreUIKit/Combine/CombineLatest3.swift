extension Publishers {
    /// A publisher of the latest values of three publishers, sent whenever any sends once all
    /// have sent one, as Combine's `Publishers.CombineLatest3`.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The latest value of each.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The failure of all three.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C

        /// A publisher combining the latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches `subscriber` to the three publishers.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = FanIn(subscriber, count: 3, rule: .latest) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
            join.attach(a, at: 0)
            join.attach(b, at: 1)
            join.attach(c, at: 2)
        }
    }
}

extension Publisher {
    /// A publisher of the latest values of this publisher and two others.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ publisher1: P, _ publisher2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// A publisher of `transform` applied to the latest values of this publisher and two others.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        combineLatest(publisher1, publisher2).map(transform)
    }
}
