/// What the subscription of an operator over one upstream holds: its subscriber, and upstream's
/// subscription once it has come. Subclasses add what the operator does with the events.
///
/// It passes itself downstream as the subscription when upstream's arrives (a second one, or
/// one arriving after the end, is cancelled), and passes requests and cancellation upstream.
class UpstreamLink<Downstream: Subscriber>: Subscription {
    /// The subscriber, until the subscription ends.
    var downstream: Downstream?
    /// Upstream's subscription, until the subscription ends.
    var upstream: (any Subscription)?

    init(_ downstream: Downstream) { self.downstream = downstream }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let downstream else {
            subscription.cancel()
            return
        }
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

    func cancel() { detach().upstream?.cancel() }

    /// Ends the link: lets both sides go and returns them.
    @discardableResult
    func detach() -> (downstream: Downstream?, upstream: (any Subscription)?) {
        defer {
            downstream = nil
            upstream = nil
        }
        return (downstream, upstream)
    }

    /// Ends the link by the operator's choice: cancels upstream, then completes downstream.
    func stop(with completion: Subscribers.Completion<Downstream.Failure>) {
        let (downstream, upstream) = detach()
        upstream?.cancel()
        downstream?.receive(completion: completion)
    }
}
