import Foundation
import OmbreScene

/// Opens the live window for `scene`.
func runPreview(_ command: Preview, scene: Scene) throws {
    guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
        throw CLIError.runtime(
            "no X11 display (DISPLAY is not set); to render without a window use `ombre render \(command.scene) -o out.png`"
        )
    }
    throw CLIError.runtime("the live preview window is not available in this build; use `ombre render`")
}
