import Foundation
import OmbreGraphics
import OmbreScene
import OmbreX11

extension Preview {
    /// Opens the live window for `scene` and runs it until it is closed.
    func runWindow(scene: Scene) throws {
        let environment = ProcessInfo.processInfo.environment
        guard let name = environment["DISPLAY"], !name.isEmpty else {
            throw CLIError.runtime(
                "no X11 display (DISPLAY is not set); to render without a window use "
                    + "`ombre render \(self.scene) -o out.png`")
        }
        let size = self.size ?? scene.designSize
        let noSharedMemory = noSHM || environment["OMBRE_NO_SHM"] == "1"
        let display: X11Display
        let window: X11Window
        let loop: X11FrameLoop
        do {
            display = try X11Display(name: name)
            window = try X11Window(display: display, title: PreviewSession.title(for: scene), size: size)
            loop = try X11FrameLoop(
                window: window,
                options: X11LoopOptions(fps: Double(fps), maxFrames: frames, useSharedMemory: !noSharedMemory))
        } catch {
            throw CLIError.runtime("cannot open a window on \(name): \(error)")
        }
        let reload = FileManager.default.fileExists(atPath: self.scene) ? ReloadFlag() : nil
        var watcher: SceneFileWatcher?
        if let reload {
            let waker = loop.waker
            watcher = try SceneFileWatcher(path: self.scene) {
                reload.set()
                waker.wake()
            }
        }
        defer { watcher?.stop() }
        let session = PreviewSession(
            scene: scene, reference: self.scene, startTime: time, fps: Double(fps), speed: speed, window: window,
            reload: reload,
            threads: threads ?? min(ProcessInfo.processInfo.activeProcessorCount, 8),
            lastRenderMilliseconds: { loop.statistics.renderMilliseconds.last })
        var signalMask = unblockQuitSignals()
        defer { pthread_sigmask(SIG_SETMASK, &signalMask, nil) }
        do {
            _ = try loop.run(source: session)
            if stats { print(loop.statistics.jsonLine) }
        } catch {
            if stats { print(loop.statistics.jsonLine) }
            throw CLIError.runtime("\(error)")
        }
        withExtendedLifetime(display) {}
    }

    /// Unblocks SIGINT and SIGTERM on this (the loop's) thread and returns the mask as it was.
    ///
    /// A parent may start us with them blocked (a blocked mask survives exec, and test runners'
    /// and dispatch's threads block them); the loop's handlers would then never run and
    /// `kill` would leave the window open.
    private func unblockQuitSignals() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
        return previous
    }
}
