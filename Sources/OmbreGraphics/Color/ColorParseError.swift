/// Why a piece of text is not a color.
public struct ColorParseError: Error, Hashable, Sendable {
    /// What is wrong, naming the offending text.
    public var message: String
    /// A suggestion for fixing it, when there is one.
    public var hint: String?

    /// An error saying `message`, with a `hint` when there is one.
    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}

extension ColorParseError: CustomStringConvertible {
    /// The message followed by the hint in parentheses.
    public var description: String {
        hint.map { "\(message) (\($0))" } ?? message
    }
}
