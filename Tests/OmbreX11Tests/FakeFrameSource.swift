import OmbreGraphics
import Synchronization

@testable import OmbreX11

#if canImport(Glibc)
    import Glibc
#endif

/// A frame source that draws a known pattern and records what the loop asked of it.
///
/// The loop calls it on its thread while the test's driver thread reads it, so its state sits
/// behind a lock.
final class FakeFrameSource: WatchedFrameSource {
    struct Render: Equatable {
        var size: PixelSize
        var time: Double
    }

    private struct State {
        var animating: Bool
        /// When set, frames after the first report only this rectangle as changed.
        var damage: IntRect?
        /// What the window should show: the first frame, with each later frame's damage.
        var shown: PixelBuffer?
        var renders: [Render] = []
        var commands: [X11Command] = []
        var lastFrame: PixelBuffer?
    }

    private let state: Mutex<State>
    /// How long the first frame takes to make, in microseconds, as a real first frame does.
    private let firstFrameMicroseconds: UInt32
    /// Runs once the first frame is made, before the loop presents it.
    private let afterFirstFrame: (@Sendable () -> Void)?

    init(
        animating: Bool = true, damage: IntRect? = nil, firstFrameMicroseconds: UInt32 = 0,
        afterFirstFrame: (@Sendable () -> Void)? = nil
    ) {
        state = Mutex(State(animating: animating, damage: damage))
        self.firstFrameMicroseconds = firstFrameMicroseconds
        self.afterFirstFrame = afterFirstFrame
    }

    var needsFrame: Bool { state.withLock { $0.animating } }

    func render(size: PixelSize, time: Double) -> PixelBuffer {
        let frame = state.withLock { $0.renders.count }
        if frame == 0 && firstFrameMicroseconds > 0 { usleep(firstFrameMicroseconds) }
        // A wider buffer cut to size, so that rows have a stride different from their width.
        let buffer = PixelBuffer(width: size.width + 3, height: size.height)
            .region(x: 2, y: 0, width: size.width, height: size.height)
        for y in 0..<size.height {
            for x in 0..<size.width {
                buffer[x, y] = Self.pattern(x: x, y: y, frame: frame)
            }
        }
        state.withLock {
            $0.renders.append(Render(size: size, time: time))
            $0.lastFrame = buffer
        }
        if frame == 0 { afterFirstFrame?() }
        return buffer
    }

    /// With a damage rectangle, every frame after the first is drawn only inside it; outside
    /// it the buffer holds junk that must never reach the window.
    func renderFrame(size: PixelSize, time: Double) -> X11Frame {
        guard let rect = state.withLock({ $0.damage }), let shown = state.withLock({ $0.shown }),
            shown.size == size
        else {
            let buffer = render(size: size, time: time)
            state.withLock { $0.shown = state(damage: $0.damage, buffer) }
            return X11Frame(buffer: buffer, damage: nil)
        }
        let buffer = render(size: size, time: time)
        let frame = state.withLock { $0.renders.count - 1 }
        for y in 0..<size.height {
            for x in 0..<size.width {
                let inside = x >= rect.minX && x < rect.maxX && y >= rect.minY && y < rect.maxY
                if inside {
                    shown[x, y] = buffer[x, y]
                } else {
                    buffer[x, y] = 0xFF00_FF00 ^ UInt32(frame & 0xff)
                }
            }
        }
        state.withLock { $0.lastFrame = shown }
        return X11Frame(buffer: buffer, damage: [rect])
    }

    /// A copy of `buffer` to keep as the window's contents when damage is reported.
    private func state(damage: IntRect?, _ buffer: PixelBuffer) -> PixelBuffer? {
        damage == nil ? nil : buffer.copy()
    }

    func handle(_ command: X11Command, time: Double) {
        state.withLock { $0.commands.append(command) }
    }

    /// Opaque pixels, with every seventh column half-transparent (premultiplied, so its
    /// channels are at most its alpha).
    static func pattern(x: Int, y: Int, frame: Int) -> UInt32 {
        let red = UInt32((x * 5 + frame * 17) & 0xff)
        let green = UInt32((y * 9 + 40) & 0xff)
        let blue = UInt32(((x ^ y) * 3) & 0xff)
        if x % 7 == 0 {
            return 0x8000_0000 | min(red, 0x80) << 16 | min(green, 0x80) << 8 | min(blue, 0x80)
        }
        return 0xff00_0000 | red << 16 | green << 8 | blue
    }

    func setAnimating(_ animating: Bool) {
        state.withLock { $0.animating = animating }
    }

    var renders: [Render] { state.withLock { $0.renders } }
    var commands: [X11Command] { state.withLock { $0.commands } }
    var lastFrame: PixelBuffer? { state.withLock { $0.lastFrame } }

    /// Waits until at least `count` frames were rendered; false after `seconds`.
    func waitForRenders(_ count: Int, seconds: Double = 5) -> Bool {
        for _ in 0..<Int(seconds * 100) {
            if state.withLock({ $0.renders.count }) >= count { return true }
            usleep(10_000)
        }
        return false
    }

    /// Waits until a command was handled; false after `seconds`.
    func waitForCommand(_ command: X11Command, seconds: Double = 5) -> Bool {
        for _ in 0..<Int(seconds * 100) {
            if state.withLock({ $0.commands.contains(command) }) { return true }
            usleep(10_000)
        }
        return false
    }
}
