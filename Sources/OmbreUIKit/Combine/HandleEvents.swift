extension Publishers {
    /// A publisher that runs closures on each event passing through it, as Combine's
    /// `Publishers.HandleEvents`; the events themselves pass unchanged.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose events are watched.
        public let upstream: Upstream
        /// Run when upstream sends its subscription.
        public var receiveSubscription: ((any Subscription) -> Void)?
        /// Run on each value.
        public var receiveOutput: ((Upstream.Output) -> Void)?
        /// Run on the completion.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// Run when the subscriber cancels.
        public var receiveCancel: (() -> Void)?
        /// Run when the subscriber asks for values.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// A publisher of `upstream`'s events that runs the given closures on them.
        public init(
            upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
            receiveOutput: ((Upstream.Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Attaches `subscriber`, running the closures as events pass.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (output, completion) = (receiveOutput, receiveCompletion)
            let hooks = RelayHooks(subscription: receiveSubscription, request: receiveRequest, cancel: receiveCancel)
            let relay = OperatorRelay<Output, Failure, S>(subscriber, hooks: hooks) { value in
                output?(value)
                return .send(value)
            } end: { ending in
                completion?(ending)
                return (nil, ending)
            }
            upstream.subscribe(relay)
        }
    }
}

extension Publisher {
    /// A publisher that runs the given closures on the events passing through it.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}
