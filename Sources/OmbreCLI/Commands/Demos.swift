import ArgumentParser
import OmbreScene

struct Demos: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the built-in demo scenes, or print one's YAML.",
        discussion: """
            Any of these names works wherever a SCENE is asked for. To start a scene of your own
            from one: ombre demos --show animated > my-scene.yaml
            """)

    @Option(help: ArgumentHelp("Print the YAML of the built-in demo NAME.", valueName: "NAME"))
    var show: String?

    func run() throws {
        if let show {
            guard let demo = BuiltinScene.named(show) else {
                throw CLIError.badInput(
                    "no built-in demo named \"\(show)\" (built-in demos: \(OmbreSceneNames.all.joined(separator: ", ")))"
                )
            }
            print(demo.text, terminator: demo.text.hasSuffix("\n") ? "" : "\n")
            return
        }
        let width = BuiltinScene.all.map(\.name.count).max() ?? 0
        for demo in BuiltinScene.all {
            print(demo.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + demo.summary)
        }
    }
}
