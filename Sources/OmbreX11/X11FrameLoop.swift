internal import CX11
import OmbreGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Drives one window: waits for X events and frame deadlines on one thread, renders through an
/// `X11FrameSource` when something needs a frame, and presents the result.
///
/// Ticks fall on absolute deadlines `start + k / fps`, so late frames do not shift later ones;
/// a tick whose deadline passed while the previous frame was still being made is dropped.
/// `start` is when the server reports the first frame shown. When nothing animates and nothing
/// changed, the loop sleeps in `poll` and uses no CPU.
package final class X11FrameLoop {
    private let window: X11Window
    private let options: X11LoopOptions
    private let pipe: X11WakePipe
    private let clock = MonotonicClock()

    /// What the last (or current) run did; kept after the run ends, also when it threw.
    package private(set) var statistics = X11FrameStatistics()
    /// The kernel ids of the shared segments the last run created (tests check they are gone).
    private(set) var createdSegmentIDs: [Int32] = []

    /// A loop for `window`.
    /// - Throws: `X11Error.invalidOptions` when `fps` is not in (0, 1000] or `maxFrames` is
    ///   negative; `X11Error.system` when no pipe can be made.
    package init(window: X11Window, options: X11LoopOptions = X11LoopOptions()) throws {
        guard options.fps > 0, options.fps <= 1000 else {
            throw X11Error.invalidOptions("fps must be more than 0 and at most 1000, not \(options.fps)")
        }
        if let maxFrames = options.maxFrames, maxFrames < 0 {
            throw X11Error.invalidOptions("the frame count must not be negative, not \(maxFrames)")
        }
        self.window = window
        self.options = options
        pipe = try X11WakePipe()
    }

    /// Wakes this loop from another thread (see `X11LoopWaker`).
    package var waker: X11LoopWaker { X11LoopWaker(pipe: pipe) }

    /// Runs until the window is closed, `maxFrames` ticks passed, or SIGINT/SIGTERM arrives.
    ///
    /// Every path, the thrown ones included, detaches and frees the shared-memory segments and
    /// restores the signal handlers.
    /// - Throws: `X11Error.connectionLost` (within a frame period or two of the server going away),
    ///   `X11Error.protocolError` for an error reply nobody expected, `X11Error.unsupportedVisual`
    ///   before the first frame, `X11Error.presentTimedOut`.
    package func run(source: any X11FrameSource) throws -> X11ExitReason {
        statistics = X11FrameStatistics()
        statistics.size = window.size
        let presenter = try X11Presenter(window: window, useSharedMemory: options.useSharedMemory)
        defer {
            statistics.sharedMemory = presenter.usesSharedMemory
            statistics.size = window.size
            createdSegmentIDs = presenter.createdSegmentIDs
        }
        if options.maxFrames == 0 { return .framesDone }
        _ = pipe.drain(skipping: X11WakePipe.wakeByte)  // wake-ups and signals meant for an earlier run
        let forwarding = options.handlesSignals ? X11SignalForwarding.install(into: pipe) : nil
        defer { forwarding?.restore() }
        var run = RunState(start: clock.now(), period: 1 / options.fps)
        while true {
            if let reason = try handleEvents(presenter: presenter, source: source, run: &run) {
                return reason
            }
            if let byte = pipe.drain(skipping: X11WakePipe.wakeByte) {
                return .signal(Int32(byte))
            }
            if try tick(presenter: presenter, source: source, run: &run) {
                return .framesDone
            }
            if run.exposed {
                run.exposed = false
                try presenter.presentAgain()
            }
            run.wantsNextTick = run.needsLayout || source.needsFrame
            try wait(until: nextDeadline(run: run))
        }
    }

    /// Per-run state of the frame clock.
    private struct RunState {
        /// Loop time of tick 0; moved to when the first frame is on screen (see `tick`).
        var start: Double
        let period: Double
        /// The index of the last tick handled, -1 before the first.
        var processed = -1
        /// Whether the loop last went to sleep meaning to render the next tick; skipped ticks
        /// count as dropped only then (an idle loop skips ticks on purpose).
        var wantsNextTick = false
        /// True until the first frame, and after each resize.
        var needsLayout = true
        var exposed = false
    }

    /// Handles every queued event; returns a reason when one of them ends the loop.
    private func handleEvents(presenter: X11Presenter, source: any X11FrameSource, run: inout RunState) throws
        -> X11ExitReason?
    {
        let display = window.display
        while display.pendingEvents > 0 {
            let event = display.nextEvent()
            if presenter.handle(event) { continue }
            switch window.interpret(event) {
            case .closeRequested:
                return .closed
            case .resized:
                // Only the latest size matters: the next tick reads `window.size`.
                run.needsLayout = true
            case .exposed:
                run.exposed = true
            case .command(let command):
                source.handle(command, time: clock.now() - run.start)
                if command == .quit { return .closed }
                if command == .fullscreen { window.toggleFullscreen() }
            case .pointer(let position):
                source.pointerMoved(to: position)
            case .button(let pressed, let position):
                source.pointerButton(pressed: pressed, at: position)
            case nil:
                break
            }
        }
        try display.checkHealth()
        return nil
    }

    /// Handles the latest tick whose deadline has passed, if not done yet; returns true when it
    /// was the last of `maxFrames`.
    private func tick(presenter: X11Presenter, source: any X11FrameSource, run: inout RunState) throws -> Bool {
        let wake = clock.now()
        var due = Int(((wake - run.start) / run.period).rounded(.down))
        if let maxFrames = options.maxFrames { due = min(due, maxFrames - 1) }
        guard due > run.processed else { return false }
        let skipped = due - run.processed - 1
        if run.wantsNextTick && skipped > 0 { statistics.dropped += skipped }
        run.processed = due
        statistics.frames = due + 1
        if run.needsLayout || source.needsFrame {
            run.needsLayout = false
            run.exposed = false
            let size = window.size
            // A frame buffer the server reads without a copy is drawn again only once it has.
            try presenter.waitUntilBufferFree()
            let renderStart = clock.now()
            let frame = source.renderFrame(size: size, time: Double(due) * run.period)
            let presentStart = clock.now()
            try presenter.present(frame.buffer, damage: frame.damage)
            let first = statistics.rendered == 0 && due == 0
            // The first frame counts as shown when the server says so: until then it may still
            // be copying it, and the clock's next ticks would wait for that.
            if first { try presenter.waitUntilShown() }
            let end = clock.now()
            statistics.damageShares.append(Self.share(of: frame, in: size))
            statistics.rendered += 1
            if presenter.showsLentBuffer { statistics.uncopiedFrames += 1 }
            statistics.renderMilliseconds.append((presentStart - renderStart) * 1000)
            statistics.presentMilliseconds.append((end - presentStart) * 1000)
            statistics.frameMilliseconds.append((end - wake) * 1000)
            if first {
                // The clock starts once the first frame is on screen: making it (the whole
                // window, fonts and tables) and showing it take several periods, and skipping
                // the ticks they took would open the animation with a jump.
                run.start = end
            }
        }
        if let maxFrames = options.maxFrames, run.processed >= maxFrames - 1 { return true }
        return false
    }

    /// The share of a window of `size` that `frame` drew.
    private static func share(of frame: X11Frame, in size: PixelSize) -> Double {
        guard let damage = frame.damage else { return 1 }
        let window = IntRect(minX: 0, minY: 0, maxX: size.width, maxY: size.height)
        guard !window.isEmpty else { return 0 }
        let pixels = damage.reduce(0) { total, rect in
            let r = rect.intersection(window)
            return total + r.width * r.height
        }
        return min(Double(pixels) / Double(window.width * window.height), 1)
    }

    /// When the loop must act next without an event: the next tick while something needs
    /// frames, the last tick when `maxFrames` is set, else never (nil).
    private func nextDeadline(run: RunState) -> Double? {
        if run.wantsNextTick {
            return run.start + Double(run.processed + 1) * run.period
        }
        if let maxFrames = options.maxFrames {
            return run.start + Double(maxFrames - 1) * run.period
        }
        return nil
    }

    /// Sleeps until an X event, a wake-up byte, or `deadline` (seconds on the loop clock).
    private func wait(until deadline: Double?) throws {
        let display = window.display
        display.flush()
        // Xlib may hold events it read while we waited for a reply; the socket would not show them.
        if XEventsQueued(display.pointer, QueuedAlready) > 0 { return }
        var timeout: Int32 = -1
        if let deadline {
            let milliseconds = ((deadline - clock.now()) * 1000).rounded(.up)
            timeout = Int32(min(max(milliseconds, 0), 60_000))
        }
        var descriptors = [
            pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        if poll(&descriptors, nfds_t(descriptors.count), timeout) < 0 && errno != EINTR {
            throw X11Error.system(call: "poll", errno: errno)
        }
    }
}
