/// A publisher whose values code sends into it, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers that have asked for one.
    func send(_ value: Output)

    /// Sends the completion to every subscriber; the subject sends nothing after it.
    func send(completion: Subscribers.Completion<Failure>)

    /// Takes a subscription to an upstream publisher whose values the subject passes on, and
    /// asks it for all of them.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends the empty value to the subscribers.
    public func send() { send(()) }
}
