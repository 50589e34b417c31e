import ArgumentParser
import Foundation
import OmbreScene
import OmbreSwiftScene

/// The options that choose what a `.swift` scene shows: the type and its inspectables.
struct SwiftSceneArguments: ParsableArguments {
    /// The help of the files after a `.swift` SCENE, shared by the commands that take them.
    static let moreFilesHelp = ArgumentHelp(
        "More .swift files, built together with a .swift SCENE as one module; when one of them imports UIKit, "
            + "a file with no import at all sees UIKit, as a framework target's files do.")

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

    @Option(
        help: ArgumentHelp(
            "Touch a .swift scene at point X,Y (in points) at scene time T: a press and release, delivered as a window "
                + "click is (repeatable).", valueName: "X,Y@T"))
    var tap: [String] = []

    @Option(
        help: ArgumentHelp(
            "Drag across a .swift scene from X0,Y0 to X1,Y1 (points) between scene times T0 and T1: a press, moves at "
                + "60 per second, a release (repeatable).", valueName: "X0,Y0:X1,Y1@T0-T1"))
    var drag: [String] = []

    @Option(
        help: ArgumentHelp(
            "Show a .swift scene's #Preview block named NAME (without a name: the first).", valueName: "NAME"))
    var preview: String?

    @Option(
        name: .customLong("swift-version"),
        help: ArgumentHelp("The Swift language mode a .swift scene is compiled in: 5 or 6.", valueName: "N"))
    var swiftVersion: Int = 5

    @Option(
        help: ArgumentHelp(
            "The screen appearance a .swift scene's traits and dynamic colors show: light (as a device in light mode, "
                + "the default) or dark.", valueName: "light|dark"))
    var appearance: String?

    func validate() throws {
        if let appearance, appearance != "light", appearance != "dark" {
            throw ValidationError("--appearance takes light or dark (got \(appearance))")
        }
        guard swiftVersion == 5 || swiftVersion == 6 else {
            throw ValidationError("--swift-version takes 5 or 6 (got \(swiftVersion))")
        }
        if [view, controller, preview].compactMap({ $0 }).count > 1 {
            throw ValidationError("give one of --view, --controller and --preview")
        }
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
        if !swift
            && (view != nil || controller != nil || !settings.isEmpty || !tap.isEmpty || !drag.isEmpty
                || preview != nil || appearance != nil)
        {
            throw .badInput(
                "--view, --controller, --preview, --set, --tap, --drag and --appearance apply to .swift scenes only")
        }
        var touches = ScriptedTouches()
        do throws(SwiftSceneError) {
            for text in tap { try touches.addTap(text) }
            for text in drag { try touches.addDrag(text) }
        } catch {
            throw .badInput(error.description)
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
            }, frameDeadline: frameDeadline, touches: touches, swiftVersion: swiftVersion,
            preview: preview.map { $0 == CommandLineWords.firstPreview ? "" : $0 })
        request.darkAppearance = appearance == "dark"
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
