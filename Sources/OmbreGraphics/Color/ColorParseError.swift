/// Why a piece of text is not a color.
public struct ColorParseError: Error, Hashable, Sendable {
    /// What is wrong, naming the offending text.
    public var message: String
    /// A suggestion for fixing it, when there is one.
    public var hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}

extension ColorParseError: CustomStringConvertible {
    public var description: String {
        hint.map { "\(message) (\($0))" } ?? message
    }
}
