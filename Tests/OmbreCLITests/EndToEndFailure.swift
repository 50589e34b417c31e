/// A failed step of an end-to-end test, with a message that says what went wrong.
struct EndToEndFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
