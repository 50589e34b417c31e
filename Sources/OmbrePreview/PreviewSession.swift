import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews
import OmbreX11

/// What the preview window shows: the current scene at the scene time that the frame clock,
/// pauses, steps and restarts make, swapped for a new scene when its file changes.
package final class PreviewSession: X11FrameSource {
    package private(set) var scene: Scene
    private let reference: String
    private let fps: Double
    private let window: X11Window
    private let reload: ReloadFlag?
    /// Scene time = loop time − origin while playing.
    private var origin: Double
    /// The frozen scene time while paused.
    private var pausedAt: Double?
    private var stepPending = false
    private var lastLoopTime = 0.0
    private var buffer: PixelBuffer?
    private var screenshotCount = 0
    private let threads: Int
    /// Pixels per point chosen on the command line; nil follows the scene's `window.scale`.
    private let scaleOverride: Double?
    /// Pixels per point of what the window shows now (the window's size is in pixels).
    package var scale: Double { scaleOverride ?? scene.scale }
    /// The scene time of the last rendered frame.
    private var lastSceneTime = 0.0
    private let tools: PreviewQATools
    /// The title without what the QA tools add.
    private var baseTitle: String

    package init(
        scene: Scene, reference: String, startTime: Double, fps: Double, window: X11Window, reload: ReloadFlag?,
        scale: Double?, threads: Int, tools: PreviewQATools = PreviewQATools(reference: nil)
    ) {
        self.threads = threads
        self.scaleOverride = scale
        self.tools = tools
        baseTitle = Self.title(for: scene)
        self.scene = scene
        self.reference = reference
        self.fps = fps
        self.window = window
        self.reload = reload
        origin = -startTime
    }

    package var needsFrame: Bool {
        if reload?.isPending == true || stepPending || scene.root.needsDisplay { return true }
        return pausedAt == nil && scene.root.subtreeIsAnimating
    }

    package func sceneTime(at loopTime: Double) -> Double {
        pausedAt ?? max(0, loopTime - origin)
    }

    package func render(size: PixelSize, time: Double) -> PixelBuffer {
        lastLoopTime = time
        if reload?.takePending() == true { reloadScene() }
        if stepPending, let paused = pausedAt {
            pausedAt = paused + 1 / fps
            stepPending = false
        }
        let target = buffer.flatMap { $0.size == size ? $0 : nil } ?? PixelBuffer(size: size)
        buffer = target
        lastSceneTime = sceneTime(at: time)
        OmbreViews.render(
            root: scene.root, into: target, scale: scale, at: lastSceneTime,
            background: scene.background, threads: threads)
        tools.scale = scale
        let shown = tools.present(target)
        updateTitle()
        return shown
    }

    package func pointerMoved(to position: X11PointerPosition?) {
        tools.pointerMoved(to: position)
        updateTitle()
    }

    /// Shows the base title plus what the QA tools add, when that changed.
    private func updateTitle() {
        let title = baseTitle + tools.titleSuffix
        if title != window.title { window.setTitle(title) }
    }

    package func handle(_ command: X11Command, time: Double) {
        switch command {
        case .togglePause:
            if let paused = pausedAt {
                origin = time - paused
                pausedAt = nil
            } else {
                pausedAt = sceneTime(at: time)
            }
            scene.root.setNeedsDisplay()
        case .step:
            if pausedAt == nil { pausedAt = sceneTime(at: time) }
            stepPending = true
        case .restart:
            origin = time
            if pausedAt != nil { pausedAt = 0 }
            restartAnimations(scene.root)
            scene.root.setNeedsDisplay()
        case .screenshot:
            saveScreenshot()
        case .inspect, .onionSkin, .difference:
            if tools.handle(command) { scene.root.setNeedsDisplay() }
            updateTitle()
        case .toggleWaiting:
            scene.root.toggleWaitingAnimations(at: sceneTime(at: time))
        case .quit, .fullscreen:
            break
        }
    }

    private func restartAnimations(_ view: View) {
        if let animated = view as? AnimatedGradientView { animated.rewind() }
        for child in view.subviews { restartAnimations(child) }
    }

    /// Writes the last frame to the first free `ombre-screenshot-NNN.png` in the current folder.
    private func saveScreenshot() {
        guard let frame = buffer else { return }
        let manager = FileManager.default
        var path: String
        repeat {
            screenshotCount += 1
            path = String(format: "ombre-screenshot-%03d.png", screenshotCount)
        } while manager.fileExists(atPath: path)
        do {
            try frame.writePNG(to: path)
            let time = String(format: "%.3f", lastSceneTime)
            let line = "saved screenshot at scene time \(time) s: \(URL(fileURLWithPath: path).path)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        } catch {
            printError("ombre: \(error)")
        }
    }

    /// Swaps in the scene file's new contents, or keeps the last good scene and marks the title.
    private func reloadScene() {
        do {
            let fresh = try Scene.load(reference)
            scene = fresh
            baseTitle = Self.title(for: fresh)
            printError("ombre: reloaded \(reference)")
        } catch {
            for line in error.summary().split(separator: "\n") { printError("ombre: \(line)") }
            printError("ombre: keeping the last good scene; fix the file and save it again")
            baseTitle = "\(Self.title(for: scene)) [error in \((reference as NSString).lastPathComponent)]"
        }
        updateTitle()
        scene.root.setNeedsDisplay()
    }

    package static func title(for scene: Scene) -> String {
        "\(scene.title) — ombre"
    }
}
