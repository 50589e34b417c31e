import ArgumentParser
import Foundation
import OmbreScene
import OmbreSwiftScene

/// The options that choose what a `.swift` scene shows: the type and its inspectables.
struct SwiftSceneArguments: ParsableArguments {
    @Option(help: ArgumentHelp("A .swift scene's UIView subclass to show, made with init(frame:).", valueName: "TYPE"))
    var view: String?

    @Option(help: ArgumentHelp("A .swift scene's UIViewController subclass to show.", valueName: "TYPE"))
    var controller: String?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Set a .swift scene's @IBInspectable property before the first frame (repeatable): numbers, true/false, "
                + "text, scene colors, x,y points and w,h sizes.", valueName: "NAME=VALUE"))
    var settings: [String] = []

    @Option(
        help: ArgumentHelp(
            "Seconds a .swift scene's code may take for one frame before its run is stopped.", valueName: "S"))
    var frameDeadline: Double = 5

    func validate() throws {
        if view != nil && controller != nil { throw ValidationError("give --view or --controller, not both") }
        for setting in settings where !setting.contains("=") || setting.hasPrefix("=") {
            throw ValidationError("--set takes NAME=VALUE (got \(setting))")
        }
        for setting in settings where setting.contains("\n") {
            throw ValidationError("--set values are one line (got \(setting.debugDescription))")
        }
        guard frameDeadline.isFinite, frameDeadline > 0, frameDeadline <= 3600 else {
            throw ValidationError("--frame-deadline must be seconds above 0, at most 3600 (got \(frameDeadline))")
        }
    }

    /// Makes these options, and `companions` as files built with `scene`, what `loadScene`
    /// uses for Swift scenes.
    ///
    /// - Throws: `CLIError.badInput` when the options are given for scenes that are not Swift.
    /// A `device` gives the scene its safe-area insets.
    func activate(scenes: [String], companions: [String] = [], device: String? = nil) throws(CLIError) {
        let swift = scenes.contains(where: SwiftScene.isSwiftFile)
        if !swift && (view != nil || controller != nil || !settings.isEmpty) {
            throw .badInput("--view, --controller and --set apply to .swift scenes only")
        }
        if let other = companions.first(where: { !SwiftScene.isSwiftFile($0) }) {
            throw .badInput("only .swift files are built together; \(other) is not one (give one scene)")
        }
        if !companions.isEmpty && !scenes.allSatisfy(SwiftScene.isSwiftFile) {
            throw .badInput("more files follow a .swift scene only; \(scenes[0]) is not one")
        }
        var request = SwiftSceneRequest(
            files: companions, view: view, controller: controller,
            settings: settings.map {
                let parts = $0.split(separator: "=", maxSplits: 1).map(String.init)
                return SwiftSceneRequest.Setting(name: parts[0], value: parts.count > 1 ? parts[1] : "")
            }, frameDeadline: frameDeadline)
        if let preset = device.flatMap(DevicePreset.named) {
            request.safeAreaInsets = (preset.safeAreaTop, 0, preset.safeAreaBottom, 0)
        }
        SwiftSceneSettings.shared.set(request)
    }
}

/// The Swift scene options of the running command, set once before any scene loads; the
/// export's threads each load their own copy of the scene with them.
final class SwiftSceneSettings: @unchecked Sendable {
    static let shared = SwiftSceneSettings()
    private let lock = NSLock()
    private var template = SwiftSceneRequest(files: [])

    func set(_ request: SwiftSceneRequest) { lock.withLock { template = request } }

    /// The request for the scene `file`: the options, and the files built with it.
    func request(for file: String) -> SwiftSceneRequest {
        var request = lock.withLock { template }
        request.files = [file] + request.files
        return request
    }
}
