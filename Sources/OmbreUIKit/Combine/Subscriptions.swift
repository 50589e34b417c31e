/// Subscriptions of Combine's own, as its `Subscriptions` namespace.
public enum Subscriptions {
    /// A subscription that sends nothing and ignores requests and cancellation, for publishers
    /// that complete at once.
    public static var empty: any Subscription { EmptySubscription() }
}

/// The subscription behind `Subscriptions.empty`.
private final class EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
