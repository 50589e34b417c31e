/// The subscription of an operator that makes a publisher of each upstream value and sends the
/// values of those (`flatMap`, `switchToLatest`).
///
/// With `switching`, a new publisher cancels the one before, so only the latest sends. Otherwise
/// at most `maxPublishers` are subscribed at once, upstream being asked for the next value as one
/// finishes. Finished once upstream and every inner publisher have; any failure is sent at once
/// and cancels the rest. Demand passes through to the inner publishers.
final class InnerPublishers<Input, Child: Publisher, Downstream: Subscriber>: UpstreamLink<Downstream>, Subscriber
where Downstream.Input == Child.Output, Downstream.Failure == Child.Failure {
    typealias Failure = Child.Failure

    private let makePublisher: (Input) -> Child
    private let maxPublishers: Subscribers.Demand
    private let switching: Bool
    private var upstreamFinished = false
    /// The inner publishers' subscriptions by number; nil until the subscription arrives.
    private var children: [Int: (any Subscription)?] = [:]
    private var nextChild = 0
    private var requested = Subscribers.Demand.none
    private var askedUpstream = false

    init(
        _ downstream: Downstream, maxPublishers: Subscribers.Demand, switching: Bool,
        makePublisher: @escaping (Input) -> Child
    ) {
        self.maxPublishers = maxPublishers
        self.switching = switching
        self.makePublisher = makePublisher
        super.init(downstream)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard downstream != nil else { return .none }
        if switching {
            for child in children.values { child?.cancel() }
            children = [:]
        }
        let number = nextChild
        nextChild += 1
        children[number] = .some(nil)
        makePublisher(input).subscribe(
            AnySubscriber<Child.Output, Child.Failure>(
                receiveSubscription: { self.childSubscribed($0, number) },
                receiveValue: { self.downstream?.receive($0) ?? .none },
                receiveCompletion: { self.childCompleted($0, number) }))
        return .none
    }

    func receive(completion: Subscribers.Completion<Child.Failure>) {
        guard downstream != nil else { return }
        upstream = nil
        upstreamFinished = true
        if case .failure = completion { end(completion) } else if children.isEmpty { end(.finished) }
    }

    override func request(_ demand: Subscribers.Demand) {
        guard downstream != nil else { return }
        requested += demand
        if !askedUpstream {
            askedUpstream = true
            upstream?.request(switching ? .unlimited : maxPublishers)
        }
        for case let child? in children.values { child.request(demand) }
    }

    override func cancel() {
        let children = self.children
        self.children = [:]
        super.cancel()
        for child in children.values { child?.cancel() }
    }

    private func childSubscribed(_ subscription: any Subscription, _ number: Int) {
        guard downstream != nil, case .some(nil) = children[number] else {
            subscription.cancel()
            return
        }
        children[number] = subscription
        if requested > 0 { subscription.request(requested) }
    }

    private func childCompleted(_ completion: Subscribers.Completion<Child.Failure>, _ number: Int) {
        guard downstream != nil, children.removeValue(forKey: number) != nil else { return }
        if case .failure = completion {
            end(completion)
        } else if upstreamFinished && children.isEmpty {
            end(.finished)
        } else if !switching && maxPublishers != .unlimited {
            upstream?.request(.max(1))
        }
    }

    private func end(_ completion: Subscribers.Completion<Child.Failure>) {
        let children = self.children
        self.children = [:]
        for child in children.values { child?.cancel() }
        stop(with: completion)
    }
}
