import Dispatch
import Foundation
import OmbreGraphics
import OmbreTestSupport
import Synchronization
import Testing

@testable import OmbreX11

/// What a test's driver thread gets to act on the running loop from outside.
struct LoopContext<Source: X11FrameSource & Sendable>: Sendable {
    let displayName: String
    let windowID: UInt
    let waker: X11LoopWaker
    let source: Source
}

/// A test source whose finished frames a driver can wait for and read.
protocol WatchedFrameSource: X11FrameSource, Sendable {
    /// Waits until at least `count` frames were drawn; false after `seconds`.
    func waitForRenders(_ count: Int, seconds: Double) -> Bool
    /// The whole frame the window should show after the last one drawn.
    var lastFrame: PixelBuffer? { get }
}

/// A driver that waits for the first frame on screen, unmaps and maps the window (Xvfb keeps
/// no backing store, so mapping sends Expose), records in `check` what shows against that
/// frame, then closes the window.
func exposeDriver<Source: WatchedFrameSource>(
    size: PixelSize, check: PixelCheck
) -> @Sendable (LoopContext<Source>) throws -> Void {
    { context in
        #expect(context.source.waitForRenders(1, seconds: 5))
        let expected = expectedDepth24(try #require(context.source.lastFrame))
        _ = try waitForPixels(expected, in: context, size: size)
        let probe = try X11Probe(displayName: context.displayName)
        try probe.remap(context.windowID)
        check.record(expected: expected, shown: try waitForPixels(expected, in: context, size: size))
        try probe.requestClose(context.windowID)
    }
}

/// How a loop run ended.
struct LoopOutcome {
    var result: Result<X11ExitReason, any Error>
    var statistics: X11FrameStatistics
    var segmentIDs: [Int32]
    /// When `run` returned.
    var end: ContinuousClock.Instant
    /// What the driver threw, if anything.
    var driverError: (any Error)?

    var reason: X11ExitReason? { try? result.get() }
}

/// Runs a frame loop on this thread and `driver` on another one.
///
/// The driver acts as the user, the window manager or the server's killer. When it throws, the
/// loop is ended through its wake pipe so that a failing test never hangs; `maxFrames` bounds
/// every run as well.
func runLoop(
    displayName: String, size: PixelSize = PixelSize(width: 61, height: 37),
    options: X11LoopOptions = X11LoopOptions(fps: 60, maxFrames: 600),
    source: FakeFrameSource = FakeFrameSource(),
    driver: @escaping @Sendable (LoopContext<FakeFrameSource>) throws -> Void
) throws -> LoopOutcome {
    try runLoop(displayName: displayName, size: size, options: options, showing: source, driver: driver)
}

/// Runs a frame loop of `source` on this thread and `driver` on another one (see `runLoop`).
func runLoop<Source: X11FrameSource & Sendable>(
    displayName: String, size: PixelSize = PixelSize(width: 61, height: 37),
    options: X11LoopOptions = X11LoopOptions(fps: 60, maxFrames: 600), showing source: Source,
    driver: @escaping @Sendable (LoopContext<Source>) throws -> Void
) throws -> LoopOutcome {
    try InProcessFrameLoops.exclusively {
        try runLoopAlone(displayName: displayName, size: size, options: options, source: source, driver: driver)
    }
}

/// Runs one frame loop as `runLoop` describes, without waiting for other in-process loops.
private func runLoopAlone<Source: X11FrameSource & Sendable>(
    displayName: String, size: PixelSize, options: X11LoopOptions, source: Source,
    driver: @escaping @Sendable (LoopContext<Source>) throws -> Void
) throws -> LoopOutcome {
    let display = try X11Display(name: displayName)
    let window = try X11Window(display: display, title: "Ombre test", size: size)
    let loop = try X11FrameLoop(window: window, options: options)
    let context = LoopContext(
        displayName: displayName, windowID: window.resourceID, waker: loop.waker, source: source)
    let driverError = Mutex<(any Error)?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        do {
            try driver(context)
        } catch {
            driverError.withLock { $0 = error }
            context.waker.deliver(signal: SIGTERM)
        }
        done.signal()
    }
    thread.start()
    let result = Result { try loop.run(source: source) }
    let end = ContinuousClock.now
    done.wait()
    return LoopOutcome(
        result: result, statistics: loop.statistics, segmentIDs: loop.createdSegmentIDs, end: end,
        driverError: driverError.withLock { $0 })
}

/// Reads the window until it shows `expected` (compared through `transform`), for up to 2 s;
/// returns the last read, so that a caller comparing it with `expected` sees the difference.
func waitForPixels<Source>(
    _ expected: [UInt32], in context: LoopContext<Source>, size: PixelSize,
    transform: (UInt32) -> UInt32 = { $0 & 0xff_ffff }
) throws -> [UInt32]? {
    let probe = try X11Probe(displayName: context.displayName)
    var last: [UInt32]?
    for _ in 0..<200 {
        last = try probe.pixels(of: context.windowID, width: size.width, height: size.height)?.map(transform)
        if last == expected { return last }
        usleep(10_000)
    }
    return last
}

/// Stops the source animating and returns the frame it rendered last, once the loop is idle.
func settledFrame(of source: FakeFrameSource) throws -> PixelBuffer {
    source.setAnimating(false)
    // A tick that already decided to render finishes within a frame or two.
    usleep(100_000)
    return try #require(source.lastFrame)
}

/// Records what the window showed next to what it should have shown.
final class PixelCheck: Sendable {
    private let state = Mutex<(expected: [UInt32], shown: [UInt32]?)?>(nil)

    func record(expected: [UInt32], shown: [UInt32]?) {
        state.withLock { $0 = (expected, shown) }
    }

    /// Expects a recorded check whose pixels match.
    func expectMatch(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (expected, shown) = state.withLock({ $0 }) else {
            Issue.record("the window was never read back", sourceLocation: sourceLocation)
            return
        }
        guard let shown else {
            Issue.record("the window could not be read back", sourceLocation: sourceLocation)
            return
        }
        let firstDifference = zip(expected, shown).enumerated().first { $0.element.0 != $0.element.1 }
        let matches = shown == expected
        #expect(
            matches,
            "first difference at index \(firstDifference.map { "\($0.offset): expected \(String($0.element.0, radix: 16)), shown \(String($0.element.1, radix: 16))" } ?? "none (count differs)")",
            sourceLocation: sourceLocation)
    }
}

/// The pixels of `buffer` as a 24-bit TrueColor window shows them: premultiplied, alpha dropped.
func expectedDepth24(_ buffer: PixelBuffer) -> [UInt32] {
    buffer.pixels.map { $0 & 0xff_ffff }
}

/// Checks that no shared-memory segment of this process is left, giving the server up to 1 s
/// to detach segments it was told to detach.
func expectNoLeakedSegments(_ outcome: LoopOutcome, sourceLocation: SourceLocation = #_sourceLocation) {
    var left: [Int32] = []
    for _ in 0..<100 {
        let existing = Set(SharedMemorySegments.all().map(\.id))
        left = SharedMemorySegments.ofThisProcess() + outcome.segmentIDs.filter { existing.contains($0) }
        if left.isEmpty { return }
        usleep(10_000)
    }
    Issue.record("shared-memory segments left behind: \(left)", sourceLocation: sourceLocation)
}
