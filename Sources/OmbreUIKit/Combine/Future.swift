/// A publisher that eventually sends one value and finishes, or fails, as Combine's `Future`.
///
/// The closure given runs at once, when the future is made, with a promise to call once with
/// the result; every subscriber, before or after that, gets the same result.
public final class Future<Output, Failure: Error>: Publisher {
    /// What the closure calls with the result; only the first call counts.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let broadcast = Broadcast<Output, Failure>(replaysLatest: true)
    private var result: Result<Output, Failure>?

    /// A future whose result is what `attemptToFulfill` passes its promise.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfill(result) }
    }

    /// Attaches `subscriber`, which gets the value when it asks and the result is known, then the
    /// completion.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        switch result {
        case .success(let value)?: SequenceSubscription.start(CollectionOfOne(value).makeIterator(), for: subscriber)
        case .failure?, nil: broadcast.attach(subscriber)
        }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        switch result {
        case .success(let value):
            broadcast.send(value)
            broadcast.finish(.finished)
        case .failure(let error):
            broadcast.finish(.failure(error))
        }
    }
}
