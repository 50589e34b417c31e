/// One subscriber of a `Broadcast` and the subscription it was given: it counts the subscriber's
/// demand and holds what waits for it.
final class BroadcastConduit<Output, Failure: Error>: Subscription {
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private let replaysLatest: Bool
    /// The value the subscriber gets when it next asks.
    private var pending: Output?
    /// The completion that follows `pending`.
    private var pendingCompletion: Subscribers.Completion<Failure>?
    /// Removes the conduit from its broadcast.
    var detach: (() -> Void)?

    init(_ downstream: AnySubscriber<Output, Failure>, replaysLatest: Bool, pending: Output?) {
        self.downstream = downstream
        self.replaysLatest = replaysLatest
        self.pending = pending
    }

    func request(_ more: Subscribers.Demand) {
        guard downstream != nil else { return }
        demand += more
        if demand > 0, let value = pending {
            pending = nil
            deliver(value)
        }
        if pending == nil, let completion = pendingCompletion {
            pendingCompletion = nil
            finish(completion)
        }
    }

    func cancel() {
        downstream = nil
        pending = nil
        pendingCompletion = nil
        let detach = self.detach
        self.detach = nil
        detach?()
    }

    /// Delivers `value` if the subscriber asks for one, else keeps it when replaying the latest.
    func offer(_ value: Output) {
        guard downstream != nil else { return }
        if demand > 0 {
            pending = nil
            deliver(value)
        } else if replaysLatest {
            pending = value
        }
    }

    /// Sends `completion`, after the value waiting for demand if there is one.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        detach = nil
        guard pending == nil else {
            pendingCompletion = completion
            return
        }
        let downstream = self.downstream
        self.downstream = nil
        downstream?.receive(completion: completion)
    }

    private func deliver(_ value: Output) {
        guard let downstream else { return }
        demand -= 1
        demand += downstream.receive(value)
    }
}
