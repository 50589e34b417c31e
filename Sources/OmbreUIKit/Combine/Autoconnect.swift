extension Publishers {
    /// A connectable publisher that connects when its first subscriber arrives and disconnects
    /// when its last one cancels or completes, as Combine's `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public let upstream: Upstream
        private var connection: (any Cancellable)?
        private var subscribers = 0

        /// A publisher that connects `upstream` as subscribers come and go.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber` to upstream, then connects it if it is not connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribers += 1
            // Each subscription keeps the publisher, and so the connection, while it lasts.
            let hooks = RelayHooks(cancel: { self.subscriberLeft() })
            let relay = OperatorRelay<Output, Failure, S>(
                subscriber, hooks: hooks,
                end: {
                    self.subscriberLeft()
                    return (nil, $0)
                })
            upstream.subscribe(relay)
            if connection == nil { connection = upstream.connect() }
        }

        private func subscriberLeft() {
            subscribers -= 1
            guard subscribers == 0 else { return }
            let connection = self.connection
            self.connection = nil
            connection?.cancel()
        }
    }
}
