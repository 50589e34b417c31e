/// A publisher that fails at once with an error, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error sent.
    public let error: Failure

    /// A publisher failing with `error`.
    public init(error: Failure) { self.error = error }

    /// A publisher failing with `failure`, with its output type spelled out.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    /// Sends `subscriber` a subscription, then the failure.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}
