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
    private let window: X11Window
    private let reload: ReloadFlag?
    private var playback: PreviewPlayback
    /// Whether the scene clock moved by a key since the last frame.
    private var movedByKey = false
    private var reloadFailed = false
    private var overlay = PreviewOverlay()
    private var layout = PreviewLayoutOverlay()
    /// Whether the layout overlay was turned on or off, or the pointer moved under it.
    private var layoutMoved = false
    /// The pointer in window points, while it is over the window.
    private var pointer: Point?
    /// The view that took the press of the main button while it is held: it gets the moves
    /// (as drags) and the release, wherever the pointer is, as a touch stays with its view.
    private var pressedView: View?
    private var lastLoopTime = 0.0
    /// The render time of the last frame, from the frame loop's statistics.
    private let lastRenderMilliseconds: () -> Double?
    private var buffer: PixelBuffer?
    /// Where the overlay's caption is drawn over a live source's frame (see `captionCopy`).
    private var captionBuffer: PixelBuffer?
    /// What `buffer` last got a frame of.
    private var lastRendered: FrameKey?
    /// Whether the last frame shown was a QA overlay rather than the scene.
    private var lastShownOverlay = false
    private var screenshotCount = 0
    private let threads: Int
    /// Pixels per point chosen on the command line; nil follows the scene's `window.scale`.
    private let scaleOverride: Double?
    /// Pixels per point of what the window shows now (the window's size is in pixels).
    package var scale: Double { scaleOverride ?? scene.scale }
    /// The scene time of the last rendered frame.
    private var lastSceneTime = 0.0
    private let tools: PreviewQATools
    /// What the window's title was last made from, so that an unchanged title is not built
    /// again every frame.
    private var titleInputs: TitleInputs?

    package init(
        scene: Scene, reference: String, startTime: Double, fps: Double, speed: Double = 1, window: X11Window,
        reload: ReloadFlag?, scale: Double?, threads: Int, tools: PreviewQATools = PreviewQATools(reference: nil),
        lastRenderMilliseconds: @escaping () -> Double? = { nil }
    ) {
        self.lastRenderMilliseconds = lastRenderMilliseconds
        self.threads = threads
        self.scaleOverride = scale
        self.tools = tools
        self.scene = scene
        self.reference = reference
        self.window = window
        self.reload = reload
        playback = PreviewPlayback(fps: fps, startTime: startTime, speed: speed)
    }

    package var needsFrame: Bool {
        if reload?.isPending == true || movedByKey || layoutMoved || scene.root.needsDisplay { return true }
        if scene.live?.hasNewContent == true { return true }
        return !playback.isPaused && scene.root.subtreeIsAnimating
    }

    package func sceneTime(at loopTime: Double) -> Double {
        playback.sceneTime(at: loopTime)
    }

    package func render(size: PixelSize, time: Double) -> PixelBuffer {
        renderFrame(size: size, time: time).buffer
    }

    /// Renders only what changed since the last frame when the buffer still holds that frame
    /// of the same scene; otherwise the whole frame.
    package func renderFrame(size: PixelSize, time: Double) -> X11Frame {
        lastLoopTime = time
        if reload?.takePending() == true { reloadScene() }
        movedByKey = false
        let kept = buffer.flatMap { $0.size == size ? $0 : nil }
        let offered = scene.live?.frameBuffer(size: size)
        // The window shows the offered buffer as the live source leaves it, so the source may
        // draw only what changed and say where.
        if offered != nil { scene.live?.drawsOnlyChanges = true }
        // In shared memory of its own, the window shows the frame without copying it.
        let target = offered ?? kept ?? (try? PixelBuffer(sharedSize: size)) ?? PixelBuffer(size: size)
        buffer = target
        let key = FrameKey(root: ObjectIdentifier(scene.root), background: scene.background, scale: scale)
        let holdsLastFrame = offered == nil && kept != nil && lastRendered == key
        lastRendered = key
        lastSceneTime = sceneTime(at: time)
        let damage = OmbreViews.render(
            root: scene.root, into: target, scale: scale, at: lastSceneTime,
            background: scene.background, threads: threads, onlyChanges: holdsLastFrame)
        if let failure = scene.live?.takeFailure() {
            for line in failure.message.split(separator: "\n") { printError("ombre: \(line)") }
            printError("ombre: keeping the last good picture; save the file again to rebuild")
        }
        tools.scale = scale
        var shown = tools.present(target)
        let decorated = overlay.isShown || layout.isShown
        if decorated, offered != nil, shown.isSamePixels(as: target) {
            shown = captionCopy(of: target)
        }
        layoutMoved = false
        if layout.isShown {
            layout.refresh(scene: scene, pointer: pointer)
            do {
                try layout.draw(on: shown, scale: scale, pointerY: pointer?.y, topTaken: overlay.isShown)
            } catch {
                printError("ombre: cannot show the layout overlay: \(error.description)")
                layout.isShown = false
            }
        }
        overlay.noteFrame(at: time)
        if overlay.isShown {
            let lines = overlay.lines(
                sceneTime: lastSceneTime, speed: playback.speed, paused: playback.isPaused,
                renderMilliseconds: lastRenderMilliseconds())
            do {
                try Caption(lines, frameHeight: 240).draw(on: shown, at: .topLeft)
            } catch {
                printError("ombre: cannot show the overlay: \(error.description)")
                overlay.isShown = false
            }
        }
        updateTitle()
        // An overlay replaces the whole picture, and so does the first frame after one; a
        // caption drawn over the frame also leaves the buffer without the scene's last frame.
        let overlaid = !shown.isSamePixels(as: target) || decorated
        if decorated { lastRendered = nil }
        defer { lastShownOverlay = overlaid }
        let drawn = offered != nil ? scene.live?.takeDrawnRectangles() ?? damage.rects : damage.rects
        return X11Frame(buffer: shown, damage: overlaid || lastShownOverlay ? nil : drawn)
    }

    /// `frame`'s pixels in a buffer kept for the overlays: a live source's buffer keeps the
    /// frame it drew, which is shown again without being drawn again, so no caption or outline
    /// goes on it.
    private func captionCopy(of frame: PixelBuffer) -> PixelBuffer {
        let copy = captionBuffer.flatMap { $0.size == frame.size ? $0 : nil } ?? PixelBuffer(size: frame.size)
        captionBuffer = copy
        for y in 0..<frame.height { copy.row(y).update(from: frame.row(y), count: frame.width) }
        return copy
    }

    package func pointerMoved(to position: X11PointerPosition?) {
        tools.pointerMoved(to: position)
        pointer = position.map(points)
        if let view = pressedView, let point = pointer.flatMap(view.convertFromRoot) { view.pointerDragged(to: point) }
        if layout.isShown { layoutMoved = true }
        updateTitle()
    }

    /// Offers a press to the view under the pointer and the release to the view that took the
    /// press (UIKit code gets them as touches, the moves between as `touchesMoved`).
    package func pointerButton(pressed: Bool, at position: X11PointerPosition) {
        let point = points(position)
        if pressed {
            pressedView = scene.root.pointerButtonTaker(pressed: true, at: point)
        } else if let view = pressedView {
            pressedView = nil
            if let local = view.convertFromRoot(point) { _ = view.pointerButton(pressed: false, at: local) }
        } else {
            scene.root.dispatchPointerButton(pressed: false, at: point)
        }
    }

    /// The middle of the pixel at `position`, in window points.
    private func points(_ position: X11PointerPosition) -> Point {
        Point(x: (Double(position.x) + 0.5) / scale, y: (Double(position.y) + 0.5) / scale)
    }

    /// Sets the title from the scene, the playback status, a failed reload and what the QA tools
    /// add, when that changed.
    private func updateTitle() {
        let inputs = TitleInputs(
            scene: scene.title, status: playback.status(at: lastLoopTime), reloadFailed: reloadFailed,
            live: scene.live?.status, suffix: tools.titleSuffix + layout.titleSuffix)
        guard inputs != titleInputs else { return }
        titleInputs = inputs
        var title = Self.title(for: scene, status: inputs.status)
        if inputs.reloadFailed { title += " [error in \((reference as NSString).lastPathComponent)]" }
        if let live = inputs.live { title += " [\(live)]" }
        title += inputs.suffix
        if title != window.title { window.setTitle(title) }
    }

    package func handle(_ command: X11Command, time: Double) {
        switch command {
        case .togglePause:
            playback.togglePause(at: time)
            movedByKey = true
        case .step(let forward, let wholeSecond):
            playback.step(forward: forward, wholeSecond: wholeSecond, at: time)
            movedByKey = true
        case .changeSpeed(let faster):
            playback.changeSpeed(faster: faster, at: time)
            movedByKey = true
        case .restart:
            playback.restart(at: time)
            restartAnimations(scene.root)
            movedByKey = true
        case .toggleOverlay:
            overlay.isShown.toggle()
            movedByKey = true
        case .layoutOutline:
            layout.isShown.toggle()
            layoutMoved = true
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
        guard var frame = buffer else { return }
        if overlay.isShown || layout.isShown {
            // The screenshot is the scene's frame without the captions; with the layout
            // overlay on, its outlines are drawn over it, as a picture of the layout.
            frame = PixelBuffer(size: frame.size)
            OmbreViews.render(
                root: scene.root, into: frame, scale: scale, at: lastSceneTime,
                background: scene.background, threads: threads)
            if layout.isShown { layout.outline?.drawOutlines(on: frame, scale: scale) }
        }
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
            FileHandle.standardOutput.writeDroppingOnFailure(line)
        } catch {
            printError("ombre: \(error)")
        }
    }

    /// Swaps in the scene file's new contents, or keeps the last good scene and marks the title.
    private func reloadScene() {
        if let live = scene.live {
            printError("ombre: rebuilding \(live.watchedFiles.joined(separator: ", "))")
            live.rebuild()
            updateTitle()
            return
        }
        do {
            let fresh = try Scene.load(reference)
            scene = fresh
            pressedView = nil
            reloadFailed = false
            printError("ombre: reloaded \(reference)")
        } catch {
            for line in error.summary().split(separator: "\n") { printError("ombre: \(line)") }
            printError("ombre: keeping the last good scene; fix the file and save it again")
            reloadFailed = true
        }
        updateTitle()
        scene.root.setNeedsDisplay()
    }

    package static func title(for scene: Scene, status: String? = nil) -> String {
        "\(scene.title)\(status.map { " — \($0)" } ?? "") — ombre"
    }
}

/// Everything a preview window's title depends on.
private struct TitleInputs: Equatable {
    let scene: String
    let status: String?
    let reloadFailed: Bool
    let live: String?
    let suffix: String
}

/// The scene root, background and scale a frame was rendered with.
private struct FrameKey: Equatable {
    let root: ObjectIdentifier
    let background: Color
    let scale: Double
}
