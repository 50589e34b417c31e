extension Publishers {
    /// A publisher of the elements of a sequence, as Combine's `Publishers.Sequence`: it sends
    /// them as they are asked for, then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The sequence's elements.
        public typealias Output = Elements.Element

        /// The elements sent, in order.
        public let sequence: Elements

        /// A publisher of the elements of `sequence`.
        public init(sequence: Elements) { self.sequence = sequence }

        /// Sends `subscriber` the elements as it asks for them, then the completion.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            SequenceSubscription.start(sequence.makeIterator(), for: subscriber)
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
