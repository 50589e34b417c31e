/// A publisher that makes the publisher it sends from anew for each subscriber, when that
/// subscriber arrives, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The values of the publisher made.
    public typealias Output = DeferredPublisher.Output
    /// The failure of the publisher made.
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher for a subscriber.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher running `createPublisher` for each subscriber.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    /// Makes a publisher and attaches `subscriber` to it.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().subscribe(subscriber)
    }
}
