import OmbreScene
import OmbreSwiftScene

/// Loads a scene for a command, turning load failures into command-line errors.
///
/// A `.swift` file is built (with the files and options `SwiftSceneArguments.activate` gave)
/// and its code started; the first build of the UIKit layer prints its progress.
func loadScene(_ reference: String) throws(CLIError) -> Scene {
    if SwiftScene.isSwiftFile(reference) {
        do {
            return try SwiftScene.load(SwiftSceneSettings.shared.request(for: reference)) { line in
                printError("ombre: \(line)")
            }
        } catch {
            throw error.isBadInput ? .badInput(error.description) : .runtime(error.description)
        }
    }
    do {
        return try Scene.load(reference)
    } catch {
        switch error {
        case .notFound, .notAFile, .notRegular, .tooLarge, .invalid: throw .badInput(error.summary())
        case .unreadable: throw .runtime(error.summary())
        }
    }
}

/// Stops a command when a built scene's code failed while the last frame was drawn: a trap,
/// a crash or an overrun of the frame deadline (exit 1).
func checkScene(_ scene: Scene) throws(CLIError) {
    guard let failure = scene.live?.takeFailure() else { return }
    throw failure.isBadInput ? .badInput(failure.message) : .runtime(failure.message)
}

/// Prints what the `.swift` scene `reference` (with its companion files) can show, one line each.
///
/// - Throws: `CLIError.badInput` for a scene that is not Swift or files that cannot be read.
func listSwiftScene(_ reference: String) throws(CLIError) {
    guard SwiftScene.isSwiftFile(reference) else { throw .badInput("--list applies to .swift scenes only") }
    do {
        for line in try SwiftScene.list(SwiftSceneSettings.shared.request(for: reference)) { print(line) }
    } catch {
        throw .badInput(error.description)
    }
}
