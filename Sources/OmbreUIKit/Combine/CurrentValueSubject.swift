/// A subject that holds a value and sends it to each new subscriber and on every change, as
/// Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let broadcast = Broadcast<Output, Failure>(replaysLatest: true)
    private var upstreams: [any Subscription] = []
    private var current: Output

    /// A subject holding `value`.
    public init(_ value: Output) { current = value }

    /// The value held; setting it sends the new value to the subscribers, after storing it.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    /// Attaches `subscriber`, which gets the current value when it first asks; after the subject
    /// completed, it gets that completion at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        broadcast.attach(subscriber, current: current)
    }

    /// Makes `value` the current value and sends it to the subscribers; nothing after a completion.
    public func send(_ value: Output) {
        guard broadcast.completion == nil else { return }
        current = value
        broadcast.send(value)
    }

    /// Sends `completion` to every subscriber; later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) { broadcast.finish(completion) }

    /// Keeps `subscription` and asks it for every value.
    public func send(subscription: any Subscription) {
        upstreams.append(subscription)
        subscription.request(.unlimited)
    }
}
