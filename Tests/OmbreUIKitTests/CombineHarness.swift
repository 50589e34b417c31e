@testable import OmbreUIKit

/// A scene clock of a test's own: a fresh UIKit world, bound to the thread while `body` runs,
/// whose time moves only when the test plays it forward.
func onSceneClock<T>(_ body: (SceneClockHandle) throws -> T) rethrows -> T {
    let world = UIKitWorld()
    return try world.bound { try body(SceneClockHandle(world: world)) }
}

/// Plays a test's scene clock.
struct SceneClockHandle {
    let world: UIKitWorld

    /// The scene time now.
    var now: Double { world.time }

    /// Runs what is due up to `time`, as the updates of a preview playing to it would, and
    /// leaves the clock there.
    func advance(to time: Double) { world.runDueBlocks(until: time) }
}

/// Records what a publisher sends, for comparing with what it should.
final class Recorder<Input, Failure: Error>: Subscriber {
    private(set) var values: [Input] = []
    private(set) var completions: [Subscribers.Completion<Failure>] = []
    private(set) var subscription: (any Subscription)?
    /// What to ask for on subscribing.
    let initialDemand: Subscribers.Demand

    init(demand: Subscribers.Demand = .unlimited) { initialDemand = demand }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { completions.append(completion) }

    /// Whether exactly one completion, `.finished`, arrived.
    var finished: Bool {
        guard completions.count == 1, case .finished = completions[0] else { return false }
        return true
    }

    /// The error of the one failure that arrived, if that is what arrived.
    var failure: Failure? {
        guard completions.count == 1, case .failure(let error) = completions[0] else { return nil }
        return error
    }
}

/// An error for tests.
struct TestError: Error, Equatable {
    let code: Int
}
