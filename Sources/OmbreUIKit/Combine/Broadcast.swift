/// The subscribers of a subject, a published property or a timer publisher, each with what it
/// still asks for: the fan-out those publishers share.
///
/// A value sent goes to each subscriber that has demand. One that has none misses it, or, when
/// `replaysLatest` (current-value subjects, `@Published`), gets the latest value once it asks.
/// After a completion, new subscribers get that completion at once.
final class Broadcast<Output, Failure: Error> {
    private var conduits: [BroadcastConduit<Output, Failure>] = []
    /// How the publisher ended, once it has.
    private(set) var completion: Subscribers.Completion<Failure>?
    private let replaysLatest: Bool

    init(replaysLatest: Bool) { self.replaysLatest = replaysLatest }

    /// Whether no subscriber is attached.
    var isEmpty: Bool { conduits.isEmpty }

    /// Attaches `subscriber`; `current` is the value it gets when it first asks (nil: none).
    func attach<S: Subscriber>(_ subscriber: S, current: Output? = nil)
    where S.Input == Output, S.Failure == Failure {
        if let completion {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = BroadcastConduit(AnySubscriber(subscriber), replaysLatest: replaysLatest, pending: current)
        conduit.detach = { [weak self, unowned conduit] in self?.conduits.removeAll { $0 === conduit } }
        conduits.append(conduit)
        subscriber.receive(subscription: conduit)
    }

    /// Offers `value` to every subscriber; nothing after a completion.
    func send(_ value: Output) {
        guard completion == nil else { return }
        for conduit in conduits { conduit.offer(value) }
    }

    /// Sends `completion` to every subscriber and lets them go; only the first completion counts.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let finished = conduits
        conduits = []
        for conduit in finished { conduit.finish(completion) }
    }
}
