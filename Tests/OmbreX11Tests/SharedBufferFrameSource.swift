import OmbreGraphics
import Synchronization

@testable import OmbreX11

#if canImport(Glibc)
    import Glibc
#endif

/// A frame source that draws into one buffer of its own in shared memory, as the preview does:
/// the whole first frame, then only a rectangle of each later frame, so that the buffer always
/// holds the whole current frame and the window may be shown it without a copy.
final class SharedBufferFrameSource: WatchedFrameSource {
    private struct State {
        var buffer: PixelBuffer?
        var renderStarts: [ContinuousClock.Instant] = []
        var lastFrame: PixelBuffer?
        /// Frames drawn to the end (`renderStarts` counts those begun).
        var finished = 0
        var animating = true
    }

    private let state: Mutex<State>
    /// Where frames after the first change.
    let damage: IntRect
    /// Runs after frame `n` (from 0) is drawn, before the loop presents it.
    private let afterFrame: (@Sendable (Int) -> Void)?

    init(damage: IntRect, animating: Bool = true, afterFrame: (@Sendable (Int) -> Void)? = nil) {
        state = Mutex(State(animating: animating))
        self.damage = damage
        self.afterFrame = afterFrame
    }

    var needsFrame: Bool { state.withLock { $0.animating } }

    func setAnimating(_ animating: Bool) {
        state.withLock { $0.animating = animating }
    }

    func render(size: PixelSize, time: Double) -> PixelBuffer {
        renderFrame(size: size, time: time).buffer
    }

    func renderFrame(size: PixelSize, time: Double) -> X11Frame {
        let (buffer, frame, fresh) = state.withLock { s -> (PixelBuffer, Int, Bool) in
            s.renderStarts.append(.now)
            if let buffer = s.buffer, buffer.size == size { return (buffer, s.renderStarts.count - 1, false) }
            // Private memory only when the kernel refuses the segment: the tests then fail on
            // the frames counted as uncopied.
            let fresh = (try? PixelBuffer(sharedSize: size)) ?? PixelBuffer(size: size)
            s.buffer = fresh
            return (fresh, s.renderStarts.count - 1, true)
        }
        let rect = fresh ? IntRect(minX: 0, minY: 0, maxX: size.width, maxY: size.height) : damage
        for y in rect.minY..<min(rect.maxY, size.height) {
            for x in rect.minX..<min(rect.maxX, size.width) {
                buffer[x, y] = FakeFrameSource.pattern(x: x, y: y, frame: frame)
            }
        }
        let copy = buffer.copy()
        state.withLock {
            $0.lastFrame = copy
            $0.finished += 1
        }
        afterFrame?(frame)
        return X11Frame(buffer: buffer, damage: fresh ? nil : [rect])
    }

    func handle(_ command: X11Command, time: Double) {}

    /// Waits until at least `count` frames were drawn to the end; false after `seconds`.
    func waitForRenders(_ count: Int, seconds: Double = 5) -> Bool {
        for _ in 0..<Int(seconds * 100) {
            if state.withLock({ $0.finished }) >= count { return true }
            usleep(10_000)
        }
        return false
    }

    /// When each render began.
    var renderStarts: [ContinuousClock.Instant] { state.withLock { $0.renderStarts } }
    /// A copy of the buffer as the last frame left it.
    var lastFrame: PixelBuffer? { state.withLock { $0.lastFrame } }
}
