/// One problem in a scene file, with where it is and how to fix it.
public struct SceneDiagnostic: Hashable, Sendable {
    /// The file's path or the built-in scene's name.
    public var file: String
    /// 1-based line and column of the offending node.
    public var line: Int
    /// The 1-based column where the problem starts.
    public var column: Int
    /// What is wrong.
    public var message: String
    /// What to do about it, when there is something to suggest.
    public var hint: String?

    /// A diagnostic at `file:line:column`.
    public init(file: String, line: Int, column: Int, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }
}

extension SceneDiagnostic: CustomStringConvertible {
    /// `file:line:column: message (hint)`.
    public var description: String {
        let base = "\(file):\(line):\(column): \(message)"
        return hint.map { "\(base) (\($0))" } ?? base
    }
}

/// A scene that cannot be loaded: every problem found, in file order.
public struct SceneError: Error, Sendable, CustomStringConvertible {
    /// Every problem found, in order of position.
    public var diagnostics: [SceneDiagnostic]

    /// An error reporting `diagnostics`.
    public init(_ diagnostics: [SceneDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One line per problem, as `file:line:column: message (hint)`.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
