/// The subscription of an operator over several publishers (`merge`, `combineLatest`, `zip`):
/// it subscribes to each and joins their values by its rule.
///
/// - `merge`: each value as it comes; finished when all are.
/// - `latest`: once each has sent a value, the latest of every one, whenever any sends;
///   finished when all are.
/// - `zip`: the oldest unsent value of every one, once each has one; finished when one has
///   finished and has no value left to pair.
///
/// Any failure is sent at once and cancels the others. Demand passes through to every publisher.
final class FanIn<Downstream: Subscriber>: Subscription {
    enum Rule { case merge, latest, zip }

    private let rule: Rule
    /// Makes the value sent from one value of each publisher (of one, for `merge`).
    private let combine: ([Any]) -> Downstream.Input
    private var downstream: Downstream?
    private var upstreams: [(any Subscription)?]
    private var finished: [Bool]
    private var latest: [Any?]
    private var queues: [[Any]]
    private var requested = Subscribers.Demand.none

    /// Sends `downstream` the subscription of a join of `count` publishers, which `attach` adds.
    init(_ downstream: Downstream, count: Int, rule: Rule, combine: @escaping ([Any]) -> Downstream.Input) {
        self.downstream = downstream
        self.rule = rule
        self.combine = combine
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        latest = Array(repeating: nil, count: count)
        queues = Array(repeating: [], count: count)
        downstream.receive(subscription: self)
    }

    /// Joins `a` and `b` for `downstream` by `rule`.
    static func join<A: Publisher, B: Publisher>(
        _ a: A, _ b: B, for downstream: Downstream, rule: Rule, combine: @escaping ([Any]) -> Downstream.Input
    ) where A.Failure == Downstream.Failure, B.Failure == Downstream.Failure {
        let join = FanIn(downstream, count: 2, rule: rule, combine: combine)
        join.attach(a, at: 0)
        join.attach(b, at: 1)
    }

    /// Subscribes to `publisher` as publisher number `index`.
    func attach<P: Publisher>(_ publisher: P, at index: Int) where P.Failure == Downstream.Failure {
        publisher.subscribe(
            AnySubscriber<P.Output, P.Failure>(
                receiveSubscription: { self.received($0, at: index) },
                receiveValue: { self.received(value: $0, at: index) },
                receiveCompletion: { self.received($0, at: index) }))
    }

    func request(_ demand: Subscribers.Demand) {
        guard downstream != nil else { return }
        requested += demand
        for upstream in upstreams { upstream?.request(demand) }
    }

    func cancel() {
        downstream = nil
        let upstreams = self.upstreams
        self.upstreams = upstreams.map { _ in nil }
        for upstream in upstreams { upstream?.cancel() }
    }

    private func received(_ subscription: any Subscription, at index: Int) {
        guard downstream != nil, upstreams[index] == nil else {
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        if requested > 0 { subscription.request(requested) }
    }

    private func received(value: Any, at index: Int) -> Subscribers.Demand {
        guard let downstream else { return .none }
        switch rule {
        case .merge:
            return downstream.receive(combine([value]))
        case .latest:
            latest[index] = value
            let values = latest.compactMap { $0 }
            return values.count == latest.count ? downstream.receive(combine(values)) : .none
        case .zip:
            queues[index].append(value)
            guard queues.allSatisfy({ !$0.isEmpty }) else { return .none }
            let values = queues.indices.map { queues[$0].removeFirst() }
            let demand = downstream.receive(combine(values))
            if queues.indices.contains(where: { finished[$0] && queues[$0].isEmpty }) { end(.finished) }
            return demand
        }
    }

    private func received(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        guard downstream != nil else { return }
        upstreams[index] = nil
        finished[index] = true
        switch completion {
        case .failure:
            end(completion)
        case .finished where rule == .zip:
            if queues[index].isEmpty { end(.finished) }
        case .finished:
            if finished.allSatisfy({ $0 }) { end(.finished) }
        }
    }

    /// Cancels the publishers still sending and completes downstream.
    private func end(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let downstream = self.downstream
        cancel()
        downstream?.receive(completion: completion)
    }
}
