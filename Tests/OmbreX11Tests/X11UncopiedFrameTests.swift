import Foundation
import OmbreGraphics
import OmbreTestSupport
import Synchronization
import Testing

@testable import OmbreX11

#if canImport(Glibc)
    import Glibc
#endif

/// Frames whose source draws them into a shared-memory buffer of its own reach the server
/// without a copy, and the source draws again only once the server has read them.
@Suite(.serialized, .enabled(if: XvfbServer.testsEnabled, "Xvfb is not installed (CI=true makes this a failure)"))
struct X11UncopiedFrameTests {
    let size = PixelSize(width: 61, height: 37)
    let rect = IntRect(minX: 20, minY: 9, maxX: 45, maxY: 30)

    /// Runs a `SharedBufferFrameSource` until it has drawn a few frames, then reads the window.
    func showFrames(
        displayName: String, options: X11LoopOptions = X11LoopOptions(fps: 60, maxFrames: 600)
    ) throws -> (LoopOutcome, PixelCheck) {
        let check = PixelCheck()
        let outcome = try runLoop(
            displayName: displayName, size: size, options: options, showing: SharedBufferFrameSource(damage: rect)
        ) { [size] context in
            #expect(context.source.waitForRenders(6))
            context.source.setAnimating(false)
            usleep(100_000)
            let expected = expectedDepth24(try #require(context.source.lastFrame))
            check.record(expected: expected, shown: try waitForPixels(expected, in: context, size: size))
            try X11Probe(displayName: context.displayName).requestClose(context.windowID)
        }
        #expect(outcome.driverError == nil)
        return (outcome, check)
    }

    @Test func aFrameInItsOwnSharedSegmentIsShownWithoutACopy() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let (outcome, check) = try showFrames(displayName: server.name)
        check.expectMatch()
        let stats = outcome.statistics
        #expect(stats.sharedMemory)
        #expect(stats.rendered >= 6)
        #expect(stats.uncopiedFrames == stats.rendered)
        // Frames after the first put only their rectangle.
        #expect(stats.damageShares.dropFirst().allSatisfy { $0 < 0.3 })
        // The window made no images of its own.
        #expect(outcome.segmentIDs.isEmpty)
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func aServerOverTCPRefusesTheSegmentAndTheFramesAreCopied() throws {
        let server = try XvfbServer(screen: "64x48x24", arguments: ["-listen", "tcp", "-ac"])
        let (outcome, check) = try showFrames(displayName: server.tcpName)
        check.expectMatch()
        #expect(outcome.statistics.uncopiedFrames == 0)
        #expect(!outcome.statistics.sharedMemory)
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func withoutSharedMemoryTheFramesAreCopied() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let (outcome, check) = try showFrames(
            displayName: server.name, options: X11LoopOptions(fps: 60, maxFrames: 600, useSharedMemory: false))
        check.expectMatch()
        #expect(outcome.statistics.uncopiedFrames == 0)
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    /// Runs a `SharedBufferFrameSource` made for this run alone, so that it and the segment it
    /// lends are gone when this returns.
    func run(
        on server: XvfbServer, animating: Bool = true,
        driver: @escaping @Sendable (LoopContext<SharedBufferFrameSource>) throws -> Void
    ) throws -> LoopOutcome {
        try runLoop(
            displayName: server.name, size: size, showing: SharedBufferFrameSource(damage: rect, animating: animating),
            driver: driver)
    }

    @Test func exposeShowsTheUncopiedFrameAgainWithoutRendering() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let check = PixelCheck()
        let outcome = try run(on: server, animating: false, driver: exposeDriver(size: size, check: check))
        #expect(outcome.reason == .closed)
        #expect(outcome.statistics.rendered == 1)
        #expect(outcome.statistics.uncopiedFrames == 1)
        check.expectMatch()
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func serverDeathWhileShowingUncopiedFramesEndsTheLoopAndLeaksNoSegment() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let outcome = try run(on: server) { context in
            // The loop puts a frame only after drawing it, so once the fourth is drawn the first
            // three have been put; the fourth may still be on its way when the server dies.
            #expect(context.source.waitForRenders(4))
            server.send(SIGKILL)
        }
        #expect(outcome.driverError == nil)
        guard case .failure(let error) = outcome.result, case X11Error.connectionLost = error else {
            Issue.record("expected connectionLost, got \(outcome.result)")
            return
        }
        #expect(outcome.statistics.uncopiedFrames >= 3)
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func aSignalWhileShowingUncopiedFramesEndsTheLoopAndLeaksNoSegment() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let outcome = try run(on: server) { context in
            #expect(context.source.waitForRenders(3))
            context.waker.deliver(signal: SIGTERM)
        }
        #expect(outcome.reason == .signal(SIGTERM))
        #expect(outcome.statistics.uncopiedFrames >= 3)
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func theSourceDrawsAgainOnlyOnceTheServerHasReadItsBuffer() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let serverID = server.pid
        let resumed = Mutex<ContinuousClock.Instant?>(nil)
        // Just as the second frame is put, the server stops for 150 ms (fifteen periods), as a
        // busy server still reading a 4K frame does; the third frame must not be drawn into the
        // buffer it is reading before it has.
        let run = { () throws -> (LoopOutcome, [ContinuousClock.Instant]) in
            let source = SharedBufferFrameSource(damage: rect) { frame in
                guard frame == 1 else { return }
                kill(serverID, SIGSTOP)
                Thread.detachNewThread {
                    usleep(150_000)
                    resumed.withLock { $0 = .now }
                    kill(serverID, SIGCONT)
                }
            }
            let outcome = try runLoop(
                displayName: server.name, size: size, options: X11LoopOptions(fps: 100, maxFrames: 10),
                showing: source
            ) { _ in }
            return (outcome, source.renderStarts)
        }
        // The source, and the segment it holds, are gone once `run` returns.
        let (outcome, starts) = try run()
        #expect(outcome.reason == .framesDone)
        #expect(outcome.statistics.uncopiedFrames == outcome.statistics.rendered)
        let resumedAt = try #require(resumed.withLock { $0 })
        try #require(starts.count >= 3)
        #expect(starts[2] > resumedAt, "the third frame began \(resumedAt - starts[2]) before the server resumed")
        server.stop()
        expectNoLeakedSegments(outcome)
    }
}
