extension Subscribers {
    /// A subscriber that asks for every value and runs a closure on each and on the completion,
    /// as Combine's `Subscribers.Sink`.
    ///
    /// After its completion, or once cancelled, it lets its closures go and receives nothing more.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        private var valueBody: ((Input) -> Void)?
        private var completionBody: ((Subscribers.Completion<Failure>) -> Void)?
        private var subscription: (any Subscription)?
        private var ended = false

        /// The closure run on each value (one that does nothing once the sink has ended).
        public var receiveValue: (Input) -> Void { valueBody ?? { _ in } }
        /// The closure run on the completion (one that does nothing once the sink has ended).
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void { completionBody ?? { _ in } }

        /// A sink running `receiveValue` on each value and `receiveCompletion` on the completion.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            valueBody = receiveValue
            completionBody = receiveCompletion
        }

        /// "Sink".
        public var description: String { "Sink" }

        /// Keeps `subscription` and asks it for every value; a second one, or one arriving after
        /// the sink ended, is cancelled.
        public func receive(subscription: any Subscription) {
            guard self.subscription == nil, !ended else {
                subscription.cancel()
                return
            }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        /// Runs the value closure.
        public func receive(_ value: Input) -> Subscribers.Demand {
            valueBody?(value)
            return .none
        }

        /// Runs the completion closure, then lets both closures go.
        public func receive(completion: Subscribers.Completion<Failure>) {
            let body = completionBody
            end()
            body?(completion)
        }

        /// Cancels the subscription and lets both closures go.
        public func cancel() {
            let subscription = self.subscription
            end()
            subscription?.cancel()
        }

        private func end() {
            ended = true
            subscription = nil
            valueBody = nil
            completionBody = nil
        }
    }
}

extension Publisher {
    /// Attaches a sink that runs `receiveCompletion` on the completion and `receiveValue` on each
    /// value; the returned cancellable ends the subscription when cancelled or released.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a sink that runs `receiveValue` on each value; the returned cancellable ends the
    /// subscription when cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
