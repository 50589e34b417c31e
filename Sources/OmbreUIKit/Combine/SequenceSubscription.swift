/// The subscription of a publisher of known values (a sequence, `Just`, a fulfilled `Future`):
/// it sends as many as are asked for, then finishes after the last.
final class SequenceSubscription<Elements: IteratorProtocol, Downstream: Subscriber>: Subscription
where Downstream.Input == Elements.Element {
    private var elements: Elements
    /// The next value to send, read ahead so that the last value is followed by the completion.
    private var next: Elements.Element?
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var sending = false

    /// Sends `downstream` the subscription, and the completion at once when there are no values.
    static func start(_ elements: Elements, for downstream: Downstream) {
        let subscription = SequenceSubscription(elements, downstream)
        downstream.receive(subscription: subscription)
        if subscription.next == nil { subscription.finish() }
    }

    private init(_ elements: Elements, _ downstream: Downstream) {
        self.elements = elements
        self.downstream = downstream
        next = self.elements.next()
    }

    func request(_ more: Subscribers.Demand) {
        guard downstream != nil else { return }
        demand += more
        // A value's subscriber may ask for more while receiving it: the loop below sends those.
        guard !sending else { return }
        sending = true
        defer { sending = false }
        while demand > 0, let downstream, let value = next {
            demand -= 1
            next = elements.next()
            demand += downstream.receive(value)
        }
        if next == nil { finish() }
    }

    func cancel() { downstream = nil }

    private func finish() {
        let downstream = self.downstream
        self.downstream = nil
        downstream?.receive(completion: .finished)
    }
}
