import OmbreScene

enum OmbreSceneNames {
    static var all: [String] { BuiltinScene.all.map(\.name) }
}
