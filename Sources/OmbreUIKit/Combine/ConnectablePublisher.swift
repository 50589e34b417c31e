/// A publisher that sends nothing until `connect()` is called, as Combine's
/// `ConnectablePublisher`: subscribers can be attached first, so none misses a value.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts sending values; the returned cancellable stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// A publisher that connects this one when its first subscriber arrives and disconnects it
    /// when the last one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}
