/// The value of a `@Published` property, its subscribers and the `objectWillChange` publisher
/// of the object holding it.
final class PublishedStorage<Value> {
    private(set) var value: Value
    private let broadcast = Broadcast<Value, Never>(replaysLatest: true)
    /// Sent on before the value changes, once the object holding the property was asked for it.
    var willChange: ObservableObjectPublisher?
    /// The subscriptions of `assign(to:)`, which last as long as the property.
    private var assignments: [AnyCancellable] = []

    init(_ value: Value) { self.value = value }

    /// Sends `objectWillChange`, then the new value to the subscribers, then stores it.
    func set(_ newValue: Value) {
        willChange?.send()
        broadcast.send(newValue)
        value = newValue
    }

    /// Attaches `subscriber`, which gets the current value when it first asks.
    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
        broadcast.attach(subscriber, current: value)
    }

    /// Sets the value to each value `publisher` sends, for as long as the storage exists.
    func assign<P: Publisher>(from publisher: P) where P.Output == Value, P.Failure == Never {
        assignments.append(publisher.sink { [weak self] in self?.set($0) })
    }
}
