/// An activity that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the activity and frees what it holds; calling it again does nothing.
    func cancel()
}

extension Cancellable {
    /// Stores this cancellable, type-erased, in `set`; it is cancelled when the set lets it go.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }

    /// Stores this cancellable, type-erased, in `collection`; it is cancelled when the
    /// collection lets it go.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}
