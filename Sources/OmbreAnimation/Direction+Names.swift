extension Direction {
    /// The direction written `name`: its Swift name (`upRight`) or the AnimatedGradientView
    /// README's spelling with a space (`up right`); nil for anything else.
    public init?(name: String) {
        if let direction = Direction(rawValue: name) {
            self = direction
        } else if let direction = Direction.allCases.first(where: { $0.spacedName == name }) {
            self = direction
        } else {
            return nil
        }
    }

    /// The README's spelling: `up right` for `upRight`, `up` for `up`.
    public var spacedName: String {
        rawValue.map { $0.isUppercase ? " \($0.lowercased())" : String($0) }.joined()
    }

    /// Every spelling `init(name:)` accepts, Swift names first.
    public static var names: [String] {
        allCases.map(\.rawValue) + allCases.map(\.spacedName).filter { $0.contains(" ") }
    }
}
