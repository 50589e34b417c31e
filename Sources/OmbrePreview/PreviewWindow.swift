import Foundation
import OmbreGraphics
import OmbreScene
import OmbreX11

/// Opens the live window on a scene and runs its frame loop until the window closes: the one
/// implementation behind both `ombre preview` and `Preview.show`.
package struct PreviewWindow {
    /// What the window shows first.
    package var scene: Scene
    /// The window's size in pixels.
    package var size: PixelSize
    /// Pixels per point; nil follows the scene's (and each reloaded scene's) `window.scale`.
    package var scale: Double?
    package var options: PreviewOptions
    /// A scene file to watch and reload on save, or nil for a view tree built in code.
    package var watchedFile: String?
    /// The X display to open; nil uses `DISPLAY`.
    package var displayName: String?
    /// The image the o (onion skin) and d (difference) keys compare with; nil turns them off.
    package var reference: PixelBuffer?

    package init(scene: Scene, size: PixelSize, options: PreviewOptions, watchedFile: String?) {
        self.scene = scene
        self.size = size
        self.options = options
        self.watchedFile = watchedFile
    }

    /// Runs the window on the calling thread until it is closed (q, Escape, the close button,
    /// SIGINT or SIGTERM) or `options.frames` ticks have passed.
    ///
    /// - Throws: `PreviewError` when the options are invalid, there is no display, the window
    ///   cannot be opened, the file cannot be watched, or the loop fails.
    package func run() throws(PreviewError) {
        if let problem = options.problems.first { throw .invalidOption(problem) }
        let environment = ProcessInfo.processInfo.environment
        guard let name = displayName ?? environment["DISPLAY"], !name.isEmpty else { throw .noDisplay }
        let noSharedMemory = !options.useSharedMemory || environment["OMBRE_NO_SHM"] == "1"
        let display: X11Display
        let window: X11Window
        let loop: X11FrameLoop
        do {
            display = try X11Display(name: name)
            window = try X11Window(display: display, title: PreviewSession.title(for: scene), size: size)
            loop = try X11FrameLoop(
                window: window,
                options: X11LoopOptions(
                    fps: Double(options.fps), maxFrames: options.frames, useSharedMemory: !noSharedMemory))
        } catch {
            throw .cannotOpen(display: name, reason: "\(error)")
        }
        // A built scene (Swift files) names its own files; a scene file is watched itself.
        let files = (scene.live?.watchedFiles ?? watchedFile.map { [$0] } ?? [])
            .filter { FileManager.default.fileExists(atPath: $0) }
        let reload = files.isEmpty ? nil : ReloadFlag()
        var watchers: [SceneFileWatcher] = []
        defer { for watcher in watchers { watcher.stop() } }
        let waker = loop.waker
        if let reload {
            do {
                for file in files {
                    watchers.append(
                        try SceneFileWatcher(path: file) {
                            reload.set()
                            waker.wake()
                        })
                }
            } catch {
                throw .watch("\(error)")
            }
        }
        scene.live?.wake = { waker.wake() }
        let session = PreviewSession(
            scene: scene, reference: watchedFile ?? scene.source, startTime: options.time, fps: Double(options.fps),
            speed: options.speed, window: window, reload: reload, scale: scale,
            threads: options.threads ?? min(UsableCPUs.count, 8),
            tools: PreviewQATools(reference: reference),
            lastRenderMilliseconds: { loop.statistics.renderMilliseconds.last })
        var signalMask = Self.unblockQuitSignals()
        defer { pthread_sigmask(SIG_SETMASK, &signalMask, nil) }
        do {
            _ = try loop.run(source: session)
            if options.stats { print(loop.statistics.jsonLine) }
        } catch {
            if options.stats { print(loop.statistics.jsonLine) }
            throw .loopFailed("\(error)")
        }
        withExtendedLifetime(display) {}
    }

    /// Unblocks SIGINT and SIGTERM on this (the loop's) thread and returns the mask as it was.
    ///
    /// A parent may start us with them blocked (a blocked mask survives exec, and test runners'
    /// and dispatch's threads block them); the loop's handlers would then never run and
    /// `kill` would leave the window open.
    private static func unblockQuitSignals() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
        return previous
    }
}
