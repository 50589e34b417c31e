/// A cancellable that runs a closure when cancelled and cancels itself when released, as
/// Combine's `AnyCancellable`: what `sink` and `assign` return.
///
/// Keep it (in a property, or a `Set<AnyCancellable>` with `store(in:)`) for as long as values
/// should arrive: releasing it cancels the subscription.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelBody: (() -> Void)?

    /// A cancellable that runs `cancel` the first time it is cancelled.
    public init(_ cancel: @escaping () -> Void) { cancelBody = cancel }

    /// A cancellable that cancels `canceller` the first time it is cancelled.
    public init<C: Cancellable>(_ canceller: C) { cancelBody = { canceller.cancel() } }

    deinit { cancel() }

    /// Runs the cancel closure, once; later calls do nothing.
    public func cancel() {
        let body = cancelBody
        cancelBody = nil
        body?()
    }

    /// Stores this cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Stores this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Whether the two are the same cancellable.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the cancellable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
