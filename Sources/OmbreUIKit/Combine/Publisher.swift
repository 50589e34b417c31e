/// A type that sends a sequence of values over time to its subscribers, as Combine's `Publisher`.
///
/// A publisher sends `receive(subscription:)` first, then at most as many values as its subscriber
/// has asked for, then at most one completion, `.finished` or `.failure`. On Ombre every event is
/// sent on the thread that causes it, the scene's main thread for UIKit code, and time-based
/// publishers and operators run on the scene clock.
public protocol Publisher<Output, Failure> {
    /// The kind of values this publisher sends.
    associatedtype Output
    /// The kind of error this publisher may fail with; `Never` when it cannot fail.
    associatedtype Failure: Error

    /// Attaches `subscriber` to this publisher, which then sends it a subscription.
    ///
    /// Call `subscribe(_:)` rather than this method, as Combine asks.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Sends this publisher's values and completion to `subject`, until the returned cancellable
    /// is cancelled or released.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let relay = SubjectRelay(subject)
        receive(subscriber: relay)
        return AnyCancellable(relay)
    }
}
