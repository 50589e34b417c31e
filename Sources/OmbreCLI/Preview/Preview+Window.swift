import OmbrePreview
import OmbreScene

extension Preview {
    /// The command's flags as the shared preview's options.
    var windowOptions: PreviewOptions {
        PreviewOptions(
            time: time, fps: fps, speed: speed, frames: frames, threads: threads, stats: stats,
            useSharedMemory: !noSHM)
    }

    /// Opens the live window for `scene` and runs it until it is closed.
    func runWindow(scene: Scene) throws {
        let window = PreviewWindow(
            scene: scene, size: size ?? scene.designSize, options: windowOptions, watchedFile: self.scene)
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
