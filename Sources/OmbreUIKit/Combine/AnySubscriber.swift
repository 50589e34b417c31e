/// A subscriber that hides the type of the one it wraps, or is made of closures, as Combine's
/// `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    /// The identifier of the wrapped subscriber, or a new one for closures.
    public let combineIdentifier: CombineIdentifier
    private let subscriptionBody: ((any Subscription) -> Void)?
    private let valueBody: ((Input) -> Subscribers.Demand)?
    private let completionBody: ((Subscribers.Completion<Failure>) -> Void)?
    private let name: String

    /// A subscriber passing every event to `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let wrapped = subscriber as? AnySubscriber<Input, Failure> {
            self = wrapped
            return
        }
        combineIdentifier = subscriber.combineIdentifier
        subscriptionBody = { subscriber.receive(subscription: $0) }
        valueBody = { subscriber.receive($0) }
        completionBody = { subscriber.receive(completion: $0) }
        name = String(describing: subscriber)
    }

    /// A subscriber passing every event to `subject`, which asks for all values.
    public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
        combineIdentifier = CombineIdentifier(subject)
        subscriptionBody = { subject.send(subscription: $0) }
        valueBody = {
            subject.send($0)
            return .none
        }
        completionBody = { subject.send(completion: $0) }
        name = String(describing: subject)
    }

    /// A subscriber running the given closures; a missing one does nothing (and a missing value
    /// closure asks for no more values).
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        subscriptionBody = receiveSubscription
        valueBody = receiveValue
        completionBody = receiveCompletion
        name = "Anonymous AnySubscriber"
    }

    /// The wrapped subscriber's description, or "Anonymous AnySubscriber".
    public var description: String { name }

    /// Passes the subscription on.
    public func receive(subscription: any Subscription) { subscriptionBody?(subscription) }

    /// Passes the value on and answers with the wrapped subscriber's demand.
    public func receive(_ value: Input) -> Subscribers.Demand { valueBody?(value) ?? .none }

    /// Passes the completion on.
    public func receive(completion: Subscribers.Completion<Failure>) { completionBody?(completion) }
}
