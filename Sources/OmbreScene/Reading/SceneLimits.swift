/// What a scene file may ask for. Beyond these a scene cannot be meant, and refusing it up
/// front keeps every later step bounded in time, memory and numeric range (README, "Limits").
public enum SceneLimits {
    /// The largest scene file read, in bytes.
    public static let fileBytes = 8 << 20
    /// YAML nodes a document may expand to, each use of an alias counted in full.
    public static let expandedNodes = 250_000
    /// The largest magnitude of any number without a range of its own: coordinates and sizes
    /// in points (`frame`, `points`), unit-space points (`startPoint`, `endPoint`), locations,
    /// angles, progress values.
    public static let magnitude = 1e6
    /// Entries of a `palette`.
    public static let paletteEntries = 65_536
    /// The most items of the named lists; any other list holds at most `listItems`.
    public static let listLimits: [String: Int] = [
        "colors": 1024, "locations": 1024, "frames": 1000, "children": 10_000, "points": 100_000,
    ]
    /// The most items of a list not named in `listLimits`.
    public static let listItems = 100_000
}
