/// A type that receives values and a completion from a publisher, as Combine's `Subscriber`.
///
/// A subscriber asks for values through the subscription it is sent, and each value it receives
/// may ask for more by returning a demand other than `.none`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of error this subscriber may receive.
    associatedtype Failure: Error

    /// Receives the subscription through which it asks for values; sent once, first.
    func receive(subscription: any Subscription)

    /// Receives one value and answers how many more it wants beyond those asked for so far.
    func receive(_ input: Input) -> Subscribers.Demand

    /// Receives the end of the values: finished, or failed with an error; sent at most once.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives the empty value of a publisher of `Void`.
    public func receive() -> Subscribers.Demand { receive(()) }
}
