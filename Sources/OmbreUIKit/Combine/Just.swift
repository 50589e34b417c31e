/// A publisher that sends one value and finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    /// A `Just` cannot fail.
    public typealias Failure = Never

    /// The value sent.
    public let output: Output

    /// A publisher sending `output` once, then finishing.
    public init(_ output: Output) { self.output = output }

    /// Sends `subscriber` the value when it asks, then the completion.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        SequenceSubscription.start(CollectionOfOne(output).makeIterator(), for: subscriber)
    }
}
