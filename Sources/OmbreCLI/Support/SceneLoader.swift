import OmbreScene

/// Loads a scene for a command, turning load failures into command-line errors.
func loadScene(_ reference: String) throws(CLIError) -> Scene {
    do {
        return try Scene.load(reference)
    } catch {
        switch error {
        case .notFound, .notAFile, .notRegular, .tooLarge, .invalid: throw .badInput(summary(of: error))
        case .unreadable: throw .runtime(summary(of: error))
        }
    }
}

/// The most scene errors printed; the rest are counted ("and N more").
let maximumPrintedErrors = 100

/// The message for `error`, listing at most `maximumPrintedErrors` of a scene's problems.
func summary(of error: SceneLoadError) -> String {
    guard case .invalid(let invalid) = error, invalid.diagnostics.count > maximumPrintedErrors else {
        return error.description
    }
    let shown = invalid.diagnostics.prefix(maximumPrintedErrors).map(\.description)
    let more = invalid.diagnostics.count - maximumPrintedErrors
    return (shown + ["and \(more) more error\(more == 1 ? "" : "s")"]).joined(separator: "\n")
}
