/// A subject that passes each value it is sent to its subscribers, as Combine's
/// `PassthroughSubject`; it keeps no value, so a subscriber gets only what is sent after it
/// subscribed and asked.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let broadcast = Broadcast<Output, Failure>(replaysLatest: false)
    private var upstreams: [any Subscription] = []

    /// A subject with no subscribers yet.
    public init() {}

    /// Attaches `subscriber`; after the subject completed, it gets that completion at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        broadcast.attach(subscriber)
    }

    /// Sends `value` to each subscriber that has asked for one; nothing after a completion.
    public func send(_ value: Output) { broadcast.send(value) }

    /// Sends `completion` to every subscriber; later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) { broadcast.finish(completion) }

    /// Keeps `subscription` and asks it for every value.
    public func send(subscription: any Subscription) {
        upstreams.append(subscription)
        subscription.request(.unlimited)
    }
}
