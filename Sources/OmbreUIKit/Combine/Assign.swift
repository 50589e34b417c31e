extension Subscribers {
    /// A subscriber that writes every value it receives to a property of an object, as Combine's
    /// `Subscribers.Assign`.
    ///
    /// It keeps the object until the subscription completes or is cancelled, as Combine's does.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        /// Assigning never fails.
        public typealias Failure = Never

        /// The object written to, until the subscription ends.
        public private(set) var object: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        /// A subscriber writing each value to `keyPath` of `object`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// "Assign" and the type of the object.
        public var description: String { "Assign \(Root.self)." }

        /// Keeps `subscription` and asks it for every value; a second one, or one arriving after
        /// the subscriber ended, is cancelled.
        public func receive(subscription: any Subscription) {
            guard self.subscription == nil, object != nil else {
                subscription.cancel()
                return
            }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        /// Writes `value` to the property.
        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        /// Lets the object go.
        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }

        /// Cancels the subscription and lets the object go.
        public func cancel() {
            let subscription = self.subscription
            object = nil
            self.subscription = nil
            subscription?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to `keyPath` of `object`, which is kept until the returned cancellable
    /// is cancelled or released.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
