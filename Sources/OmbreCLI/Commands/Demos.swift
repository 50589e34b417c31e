import ArgumentParser
import OmbreScene

struct Demos: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the built-in demo scenes.",
        discussion: "Any of these names works wherever a SCENE is asked for.")

    func run() {
        let width = BuiltinScene.all.map(\.name.count).max() ?? 0
        for demo in BuiltinScene.all {
            print(demo.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + demo.summary)
        }
    }
}
