/// What an operator does with one value from upstream (see `OperatorRelay`).
enum RelayStep<Output, Failure: Error> {
    /// Sends this value downstream.
    case send(Output)
    /// Sends nothing, and asks upstream for one more value in its place.
    case skip
    /// Sends this value, then finishes and cancels upstream.
    case sendAndFinish(Output)
    /// Finishes and cancels upstream.
    case finish
    /// Fails with this error and cancels upstream.
    case fail(Failure)
}
