import OmbreGraphics
import OmbrePreview
import OmbreScene

extension Preview {
    /// The command's flags as the shared preview's options.
    var windowOptions: PreviewOptions {
        PreviewOptions(
            time: time, fps: fps, speed: speed, frames: frames, threads: threads, stats: stats,
            useSharedMemory: !noSHM)
    }

    /// Opens the live window for `scene` and runs it until it is closed; `reference` is the
    /// image the o and d keys compare with.
    func runWindow(scene: Scene, reference: PixelBuffer?) throws {
        let resolved = try geometry.geometry(for: scene)
        var window = PreviewWindow(
            scene: scene, size: resolved.pixels, options: windowOptions, watchedFile: self.scene)
        // A scale or device from the command line holds across reloads; otherwise each
        // reloaded scene's own window.scale applies.
        window.scale = geometry.scale ?? geometry.device.flatMap { DevicePreset.named($0)?.scale }
        window.reference = reference
        do {
            try window.run()
        } catch .noDisplay {
            throw CLIError.runtime(
                "\(PreviewError.noDisplay); to render without a window use `ombre render \(self.scene) -o out.png`")
        } catch .invalidOption(let message) {
            throw CLIError.badInput("--" + message)
        } catch {
            throw CLIError.runtime("\(error)")
        }
    }
}
