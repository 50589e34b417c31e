/// A publisher that sends no value, and finishes at once unless told not to, as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes at once; if not, it never sends anything.
    public let completeImmediately: Bool

    /// An empty publisher that finishes at once when `completeImmediately`.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// An empty publisher with its output and failure types spelled out.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Sends `subscriber` a subscription, then the completion when `completeImmediately`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}
