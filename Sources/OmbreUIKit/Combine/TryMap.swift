extension Publishers {
    /// A publisher of upstream's values changed by a closure that may throw, as Combine's
    /// `Publishers.TryMap`: a thrown error fails the publisher and cancels upstream.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// Any error: upstream's, or one the closure threw.
        public typealias Failure = any Error

        /// The publisher whose values are changed.
        public let upstream: Upstream
        /// Changes each value, or throws.
        public let transform: (Upstream.Output) throws -> Output

        /// A publisher of `upstream`'s values changed by `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber` through the transform.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            let relay = OperatorRelay<Upstream.Output, Upstream.Failure, S>(subscriber) { value in
                do { return .send(try transform(value)) } catch { return .fail(error) }
            } end: { completion in
                (nil, completion.mapError { $0 })
            }
            upstream.subscribe(relay)
        }
    }
}

extension Publisher {
    /// A publisher of each value changed by `transform`, failing with the error it throws.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}
