import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews

/// Shows the frames a Swift scene's process draws, and rebuilds that process when the files
/// are saved, keeping the last good picture while it builds and when the build or the code fails.
final class SwiftSceneView: View, SceneLiveSource, @unchecked Sendable {
    private let request: SwiftSceneRequest
    private let progress: (String) -> Void
    private let lock = NSLock()
    // Guarded by `lock`: the building thread swaps the runner in while frames are drawn.
    private var runner: RunnerProcess?
    private var generation = 0
    /// The last good frame, in `shared`.
    private var latest: (buffer: PixelBuffer, key: FrameKey)?
    /// The frames' memory, shared with the code's process, which draws into it.
    private var shared: PixelBuffer?
    private var childAnimating = true
    private var building = false
    private var problem: String?
    /// Whether the code's constraints conflicted: the title says so until the next build.
    private var constraintConflict = false
    private var failure: (message: String, isBadInput: Bool)?
    private var requestedTime = 0.0
    private var background = Color.black
    /// What the last frame was drawn for, on the frame loop's thread.
    private var shownGeneration = -1
    private var shownTime = -1.0
    private var shownStatus: String?
    /// The rectangles of `shared` drawn since they were last taken.
    private var drawn: [IntRect] = []
    /// How long the process spent on the last frame it drew, until taken.
    private var frameTimes: LiveFrameTimes?
    private var onlyChanges = false

    init(request: SwiftSceneRequest, runner: RunnerProcess, progress: @escaping (String) -> Void) {
        self.request = request
        self.runner = runner
        self.progress = progress
        super.init(frame: .zero, layer: SwiftSceneLayer())
        (layer as? SwiftSceneLayer)?.owner = self
        // The code's process draws the whole frame at the first strip's request.
        drawsInOnePass = true
    }

    deinit { runner?.stop() }

    var watchedFiles: [String] { request.files }

    /// Called by the window's loop after a rebuild swaps new code in.
    var wake: (@Sendable () -> Void)?

    override var isAnimating: Bool { lock.withLock { childAnimating && runner != nil } }

    var hasNewContent: Bool {
        lock.withLock { generation != shownGeneration || currentStatus != shownStatus }
    }

    var status: String? {
        lock.withLock { currentStatus }
    }

    /// The title's note (with `lock` held): building, a stop or error, or a conflict of the
    /// code's constraints.
    private var currentStatus: String? {
        building ? "building" : problem ?? (constraintConflict ? "constraints conflict" : nil)
    }

    func takeFailure() -> (message: String, isBadInput: Bool)? {
        lock.withLock {
            defer { failure = nil }
            return failure
        }
    }

    override func update(at time: Double) {
        let (current, animating) = lock.withLock {
            requestedTime = time
            shownStatus = currentStatus
            return (generation, childAnimating)
        }
        if current != shownGeneration || (animating && time != shownTime) { setNeedsDisplay() }
        shownGeneration = current
        shownTime = time
    }

    override func pointerButton(pressed: Bool, at point: Point) -> Bool {
        pass { runner throws(SwiftSceneError) in try runner.pointer(pressed: pressed, at: point) }
    }

    override func pointerDragged(to point: Point) {
        pass { runner throws(SwiftSceneError) in try runner.pointerMoved(to: point) }
    }

    /// Has `send` pass pointer input to the code's process, when it runs, and the frame drawn
    /// again; returns whether the process took it.
    @discardableResult
    private func pass(_ send: (RunnerProcess) throws(SwiftSceneError) -> Void) -> Bool {
        let handled = lock.withLock { () -> Bool in
            guard let runner else { return false }
            do throws(SwiftSceneError) {
                try send(runner)
            } catch {
                fail(error)
            }
            latest = nil
            return true
        }
        if handled { setNeedsDisplay() }
        return handled
    }

    func layoutOutline(at point: Point?) -> LayoutOutline? {
        lock.withLock {
            guard let runner else { return nil }
            do throws(SwiftSceneError) {
                return try runner.layoutOutline(at: point)
            } catch {
                fail(error)
                return nil
            }
        }
    }

    /// The buffer of `size` in shared memory that the code's process draws frames into itself,
    /// so that they are never copied, or nil when the kernel refuses the memory.
    ///
    /// The process runs all the user's code of a frame (timers, layout, `draw(_:)`) before it
    /// draws into the buffer, so code that traps or never returns leaves the last good frame whole.
    func frameBuffer(size: PixelSize) -> PixelBuffer? {
        lock.withLock { try? sharedBuffer(size: size) }
    }

    var drawsOnlyChanges: Bool {
        get { lock.withLock { onlyChanges } }
        set { lock.withLock { onlyChanges = newValue } }
    }

    func takeDrawnRectangles() -> [IntRect] {
        lock.withLock {
            defer { drawn.removeAll() }
            return drawn
        }
    }

    func takeFrameTimes() -> LiveFrameTimes? {
        lock.withLock {
            defer { frameTimes = nil }
            return frameTimes
        }
    }

    /// `shared` at `size`, made anew when the size changes (with `lock` held).
    private func sharedBuffer(size: PixelSize) throws(SharedPixelsError) -> PixelBuffer {
        if let shared, shared.size == size { return shared }
        let fresh = try PixelBuffer(sharedSize: size)
        shared = fresh
        return fresh
    }

    /// Puts the frame for `target`'s size at `scale` at the latest update's time into `target`'s
    /// `clip`: the code's process draws it straight into `target` when that is the shared
    /// buffer, and into the shared buffer otherwise, which is then copied; when the process has
    /// stopped, the last good frame is copied.
    func draw(into target: PixelBuffer, clip: IntRect, scale: Double) {
        lock.withLock {
            let key = FrameKey(
                size: target.size, scale: scale, time: requestedTime, generation: generation, background: background)
            if let runner, latest?.key != key {
                fetch(from: runner, key: key, into: target)
            }
            guard let frame = latest?.buffer, frame.sharedSegment == nil || frame.sharedSegment != target.sharedSegment
            else { return }
            let box = clip.intersection(IntRect(minX: 0, minY: 0, maxX: frame.width, maxY: frame.height))
            guard !box.isEmpty else { return }
            for y in box.minY..<box.maxY {
                (target.row(y) + box.minX).update(from: frame.row(y) + box.minX, count: box.width)
            }
        }
    }

    /// Has `runner` draw the frame for `key` (with `lock` held) into the shared buffer of
    /// `target`'s size, which may be `target` itself.
    private func fetch(from runner: RunnerProcess, key: FrameKey, into target: PixelBuffer) {
        do throws(SwiftSceneError) {
            let destination: PixelBuffer
            do {
                destination = try sharedBuffer(size: target.size)
            } catch {
                throw .setup("cannot share frames with \(runner.name)'s code: \(error.description)")
            }
            guard let segment = destination.sharedSegment else { return }
            let frame = try runner.frame(
                into: destination, segment: segment, scale: key.scale, time: key.time, threads: UsableCPUs.count,
                background: key.background, keep: onlyChanges)
            (childAnimating, constraintConflict) = (frame.animating, frame.constraintConflict)
            // Kept only for a caller that takes them (the window), so a benchmark's or an
            // export's frames do not pile them up.
            if onlyChanges { drawn += frame.drawn }
            frameTimes = frame.times
            latest = (destination, key)
        } catch {
            fail(error)
        }
    }

    func paint(background color: Color) {
        lock.withLock { background = color }
    }

    /// Records a stop of the code (with `lock` held): the process is gone, the picture stays.
    private func fail(_ error: SwiftSceneError) {
        runner?.stop()
        runner = nil
        problem = "stopped"
        failure = (error.description, error.isBadInput)
    }

    func rebuild() {
        let already = lock.withLock {
            defer { building = true }
            return building
        }
        guard !already else { return }
        let thread = Thread { [self] in
            let started = Date()
            let outcome: Result<RunnerProcess, SwiftSceneError>
            do throws(SwiftSceneError) {
                outcome = .success(try SwiftScene.start(request, progress: progress).process)
            } catch {
                outcome = .failure(error)
            }
            lock.withLock {
                building = false
                switch outcome {
                case .success(let fresh):
                    runner?.stop()
                    runner = fresh
                    problem = nil
                    constraintConflict = false
                    childAnimating = true
                    generation += 1
                case .failure(let error):
                    let name = (request.files[0] as NSString).lastPathComponent
                    problem = "error in \(name)"
                    for line in error.description.split(separator: "\n") { progress(String(line)) }
                    progress("keeping the last good picture; fix the code and save it again")
                }
            }
            if case .success = outcome {
                progress("rebuilt \(request.files.joined(separator: ", ")) in \(Self.seconds(since: started))")
            }
            wake?()
        }
        thread.name = "ombre swift scene build"
        thread.start()
    }

    private static func seconds(since start: Date) -> String {
        String(format: "%.2f s", Date().timeIntervalSince(start))
    }
}

/// What a fetched frame was drawn for.
private struct FrameKey: Equatable {
    let size: PixelSize
    let scale: Double
    let time: Double
    let generation: Int
    let background: Color
}

/// Has the process's frame drawn into the strip being drawn.
private final class SwiftSceneLayer: Layer, @unchecked Sendable {
    weak var owner: SwiftSceneView?

    override var isOpaque: Bool { true }

    override func draw(in canvas: Canvas, bounds: Rect) {
        owner?.draw(into: canvas.target, clip: canvas.deviceClip, scale: canvas.transform.a)
    }
}
