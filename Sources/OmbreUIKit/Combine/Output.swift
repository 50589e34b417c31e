extension Publishers {
    /// A publisher of the values of upstream whose places fall in a range, as Combine's
    /// `Publishers.Output`: what `prefix(_:)` and `output(in:)` return. It finishes, cancelling
    /// upstream, after the last value of the range.
    public struct Output<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are picked.
        public let upstream: Upstream
        /// The places (from 0) of the values sent.
        public let range: CountableRange<Int>

        /// A publisher of the values of `upstream` at the places in `range`.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }

        /// Attaches `subscriber`; an empty range finishes it at once.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            guard !range.isEmpty else {
                Empty().subscribe(subscriber)
                return
            }
            let range = self.range
            var index = 0
            upstream.subscribe(
                OperatorRelay(subscriber) { value in
                    defer { index += 1 }
                    if index < range.lowerBound { return .skip }
                    return index + 1 < range.upperBound ? .send(value) : .sendAndFinish(value)
                })
        }
    }
}

extension Publisher {
    /// A publisher of the first `maxLength` values, finishing after them (at once for 0 or less).
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { output(in: 0..<Swift.max(maxLength, 0)) }

    /// A publisher of the values whose places (from 0) are in `range`, finishing after the last.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }

    /// A publisher of the value at place `index` (from 0), finishing after it.
    public func output(at index: Int) -> Publishers.Output<Self> { output(in: index..<(index + 1)) }
}
