import ArgumentParser
import OmbreScene

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate a scene and print every error.",
        discussion: "Prints file:line:column: message for each problem; exit 0 when valid, 2 when not.")

    @Argument(help: "A YAML or JSON scene file, or a built-in demo name.")
    var scene: String

    func run() throws {
        _ = try loadScene(scene)
        print("\(scene): ok")
    }
}
