/// A demo scene compiled into the binary; the same text is in Resources/scenes/NAME.yaml.
public struct BuiltinScene: Sendable {
    /// The name that selects it on the command line (`ombre render NAME`).
    public let name: String
    /// One line saying what it shows.
    public let summary: String
    /// The scene's YAML.
    public let text: String

    /// Every built-in demo, in the order `ombre demos` lists them.
    public static let all: [BuiltinScene] = [
        BuiltinScene(name: "gallery", summary: "every built-in demo in one window", text: galleryText),
        BuiltinScene(
            name: "gradient", summary: "LDGradientView with its default angle, top to bottom", text: gradientText),
        BuiltinScene(name: "layers", summary: "axial, radial and conic gradient layers side by side", text: layersText),
        BuiltinScene(
            name: "animated", summary: "AnimatedGradientView: four frames, axial to radial to conic",
            text: animatedText),
        BuiltinScene(
            name: "progress", summary: "gradient progress shape of 200 random points, 0 → 1 in 1 s, repeating",
            text: progressText),
        BuiltinScene(
            name: "ld-angles", summary: "the LDGradientView tutorial's angles: 270, 0, 180, 90, 30 and 45 to clear",
            text: ldAnglesText),
        BuiltinScene(
            name: "agv-blog", summary: "the AnimatedGradientView blog post's animationValues and animations",
            text: agvBlogText),
        BuiltinScene(
            name: "progress-answer",
            summary: "the gradient progress answer's example: 280x350 view turned -90°, 0 → 1 in 1 s",
            text: progressAnswerText),
    ]

    /// The built-in scene called `name`, or nil when there is none.
    public static func named(_ name: String) -> BuiltinScene? {
        all.first { $0.name == name }
    }
}
