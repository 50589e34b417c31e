import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews

/// Swift files as a scene: UIKit code built against OmbreUIKit and run in a process of its
/// own, whose frames an Ombre view shows.
public enum SwiftScene {
    /// Whether `reference` names a Swift scene file.
    public static func isSwiftFile(_ reference: String) -> Bool { reference.hasSuffix(".swift") }

    /// Builds `request`'s files (or finds them built) and starts their code.
    ///
    /// - Parameters:
    ///   - request: the files, the type to show and its inspectable values.
    ///   - progress: gets a line now and then while the UIKit layer is first built.
    /// - Returns: a scene whose root view shows the code's frames.
    /// - Throws: `SwiftSceneError`: `.usage` or `.compile` for what the user gave, `.setup`
    ///   for a missing toolchain or sources, `.stopped` when the code stops before its first frame.
    public static func load(_ request: SwiftSceneRequest, progress: @escaping (String) -> Void) throws(SwiftSceneError)
        -> Scene
    {
        let runner = try start(request, progress: progress)
        let view = SwiftSceneView(request: request, runner: runner.process, progress: progress)
        let title = "\(runner.shown) — \((request.files[0] as NSString).lastPathComponent)"
        let scene = Scene(
            source: request.files[0], title: title, designSize: Scene.defaultSize, background: .black, root: view)
        scene.live = view
        return scene
    }

    /// What `request`'s files can show, one line each: view controllers, views and `#Preview` blocks.
    ///
    /// - Throws: `SwiftSceneError.usage` when a file cannot be read.
    public static func list(_ request: SwiftSceneRequest) throws(SwiftSceneError) -> [String] {
        let files = try read(request)
        let previews = SceneBuild.rewritten(files).flatMap(\.previews)
        var all = request
        all.view = nil
        all.controller = nil
        all.preview = nil
        all.settings = []
        // With nothing to show, the listing is empty rather than an error.
        return (try? ShownType(SwiftDeclarations(files: files), previews: previews, request: all).showable) ?? []
    }

    private static func read(_ request: SwiftSceneRequest) throws(SwiftSceneError) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for file in request.files {
            do {
                let path = URL(fileURLWithPath: file).standardizedFileURL.path
                files.append((path, try Scene.source(of: file).text))
            } catch {
                throw .usage(error.description)
            }
        }
        return files
    }

    /// Reads, builds and starts the files: the running process and the type it shows.
    static func start(_ request: SwiftSceneRequest, progress: (String) -> Void) throws(SwiftSceneError) -> (
        process: RunnerProcess, shown: String
    ) {
        let files = try read(request)
        let rewrites = SceneBuild.rewritten(files)
        let shown = try ShownType(
            SwiftDeclarations(files: files), previews: rewrites.flatMap(\.previews), request: request)
        let toolchain = try SwiftToolchain.locate()
        let runtime = try RuntimeLibrary.prepare(toolchain, progress: progress)
        let build = try SceneBuild.build(
            files: files, rewrites: rewrites, entries: shown.entries, toolchain: toolchain, runtime: runtime,
            swiftVersion: request.swiftVersion)
        let process = try RunnerProcess(
            executable: build.runner, name: shown.title, shown: shown.name,
            settings: request.settings.map { ($0.name, $0.value) }, touches: request.touches,
            deadline: request.frameDeadline, safeArea: request.safeAreaInsets,
            resources: files.first.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path },
            dark: request.darkAppearance)
        return (process, shown.title)
    }
}
