/// One problem in a scene file, with where it is and how to fix it.
public struct SceneDiagnostic: Hashable, Sendable {
    /// The file's path or the built-in scene's name.
    public var file: String
    /// 1-based line and column of the offending node.
    public var line: Int
    public var column: Int
    public var message: String
    public var hint: String?

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
    public var diagnostics: [SceneDiagnostic]

    public init(_ diagnostics: [SceneDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
