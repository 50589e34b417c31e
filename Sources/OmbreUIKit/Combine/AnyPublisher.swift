/// A publisher that hides the type of the one it wraps, as Combine's `AnyPublisher`: what
/// `eraseToAnyPublisher()` returns.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

    /// A publisher sending what `publisher` sends.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
            return
        }
        subscribeBody = { publisher.subscribe($0) }
    }

    /// "AnyPublisher".
    public var description: String { "AnyPublisher" }

    /// Attaches `subscriber` to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeBody(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// This publisher with its type hidden, so that an API can change how it publishes without
    /// changing its type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
