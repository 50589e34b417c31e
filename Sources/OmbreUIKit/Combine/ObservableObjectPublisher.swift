/// The publisher an observable object sends on before each change, as Combine's
/// `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: Publisher {
    /// The empty value: a change is coming.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    private let broadcast = Broadcast<Void, Never>(replaysLatest: false)

    /// A publisher with no subscribers yet.
    public init() {}

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        broadcast.attach(subscriber)
    }

    /// Tells the subscribers that the object is about to change.
    public func send() { broadcast.send(()) }
}
