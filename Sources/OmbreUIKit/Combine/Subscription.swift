/// The link between a publisher and one subscriber, as Combine's `Subscription`: the subscriber
/// asks through it for values and cancels through it.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values, which add to those asked for before.
    func request(_ demand: Subscribers.Demand)
}
