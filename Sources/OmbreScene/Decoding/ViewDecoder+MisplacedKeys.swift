extension ViewDecoder {
    /// Keys people write on a view that belong one level down, by view kind, with where they go.
    static let misplacedKeys: [String: [String: String]] = [
        "animatedGradient": Dictionary(
            uniqueKeysWithValues: ["colors", "direction", "type", "locations"].map {
                ($0, "\($0) belongs in each frame, as in frames: [{colors: [red, blue], direction: up, type: axial}]")
            })
    ]
}
