import OmbreScene

/// Loads a scene for a command, turning load failures into command-line errors.
func loadScene(_ reference: String) throws(CLIError) -> Scene {
    do {
        return try Scene.load(reference)
    } catch {
        switch error {
        case .notFound, .notAFile, .notRegular, .tooLarge, .invalid: throw .badInput(error.summary())
        case .unreadable: throw .runtime(error.summary())
        }
    }
}
