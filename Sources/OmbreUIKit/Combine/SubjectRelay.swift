/// The subscriber `subscribe(_:)` attaches to a publisher to pass its events into a subject.
final class SubjectRelay<Target: Subject>: Subscriber, Cancellable {
    typealias Input = Target.Output
    typealias Failure = Target.Failure

    private var subject: Target?
    private var upstream: (any Subscription)?

    init(_ subject: Target) { self.subject = subject }

    func receive(subscription: any Subscription) {
        guard let subject, upstream == nil else {
            subscription.cancel()
            return
        }
        upstream = subscription
        subject.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        subject?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = self.subject
        self.subject = nil
        upstream = nil
        subject?.send(completion: completion)
    }

    func cancel() {
        subject = nil
        upstream?.cancel()
        upstream = nil
    }
}
