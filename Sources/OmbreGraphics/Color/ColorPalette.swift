/// Color names a scene adds to the built-in ones, matched case-insensitively in constant time.
package struct ColorPalette: Sendable {
    private var colors: [String: Color] = [:]
    /// The names as written, for suggestions, in the order they were added.
    package private(set) var names: [String] = []

    package init() {}

    package init(_ colors: [String: Color]) {
        for (name, color) in colors.sorted(by: { $0.key < $1.key }) { self[name] = color }
    }

    package var count: Int { names.count }

    /// The color named `name` in any case; setting replaces an entry whose name differs only in case.
    package subscript(_ name: String) -> Color? {
        get { colors[name.lowercased()] }
        set {
            let key = name.lowercased()
            if colors[key] == nil, newValue != nil { names.append(name) }
            colors[key] = newValue
        }
    }
}
