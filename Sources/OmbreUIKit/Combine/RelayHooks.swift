/// Closures an `OperatorRelay` runs as its subscription is made, asked and cancelled, for
/// `handleEvents`.
struct RelayHooks {
    var subscription: ((any Subscription) -> Void)?
    var request: ((Subscribers.Demand) -> Void)?
    var cancel: (() -> Void)?
}
