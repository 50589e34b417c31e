import Foundation
import OmbreGraphics
import OmbreTestSupport
import Synchronization
import Testing

@testable import OmbreX11

#if canImport(Glibc)
    import Glibc
#endif

extension X11ServerTests {
    @Test func resizeRendersAFrameOfTheNewSize() throws {
        let server = try XvfbServer(screen: "128x96x24")
        let newSize = PixelSize(width: 90, height: 70)
        let check = PixelCheck()
        let source = FakeFrameSource(animating: false)
        let outcome = try runLoop(displayName: server.name, source: source) { context in
            #expect(context.source.waitForRenders(1))
            let probe = try X11Probe(displayName: context.displayName)
            // Several sizes in a row: only the last must matter.
            try probe.resize(context.windowID, to: PixelSize(width: 20, height: 20))
            try probe.resize(context.windowID, to: newSize)
            var rendered = false
            for _ in 0..<200 where !rendered {
                rendered = context.source.renders.last?.size == newSize
                usleep(10_000)
            }
            let expected = expectedDepth24(try #require(context.source.lastFrame))
            check.record(expected: expected, shown: try waitForPixels(expected, in: context, size: newSize))
            try probe.requestClose(context.windowID)
        }
        #expect(outcome.driverError == nil)
        #expect(outcome.reason == .closed)
        #expect(source.renders.last?.size == newSize)
        #expect(outcome.statistics.size == newSize)
        check.expectMatch()
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    /// Covers a loop busy rendering through MIT-SHM and an idle one asleep in `poll`.
    @Test(arguments: [(true, true), (false, false)])
    func serverDeathEndsTheLoopWithinOneSecond(sharedMemory: Bool, animating: Bool) throws {
        let server = try XvfbServer(screen: "64x48x24")
        let killedAt = Mutex<ContinuousClock.Instant?>(nil)
        let outcome = try runLoop(
            displayName: server.name, options: X11LoopOptions(fps: 60, maxFrames: 600, useSharedMemory: sharedMemory),
            source: FakeFrameSource(animating: animating)
        ) { context in
            #expect(context.source.waitForRenders(animating ? 3 : 1))
            usleep(50_000)
            killedAt.withLock { $0 = .now }
            server.send(SIGKILL)
        }
        #expect(outcome.driverError == nil)
        guard case .failure(let error) = outcome.result, case X11Error.connectionLost = error else {
            Issue.record("expected connectionLost, got \(outcome.result)")
            return
        }
        #expect("\(error)".contains("lost the connection"))
        let elapsed = outcome.end - (killedAt.withLock { $0 } ?? outcome.end)
        #expect(elapsed < .seconds(1), "the loop took \(elapsed) to notice")
        #expect(outcome.statistics.sharedMemory == sharedMemory)
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func wakePipeSignalEndsTheLoopAndRestoresHandlers() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let outcome = try runLoop(displayName: server.name) { context in
            #expect(context.source.waitForRenders(2))
            context.waker.deliver(signal: SIGTERM)
        }
        #expect(outcome.reason == .signal(SIGTERM))
        #expect(isDefaultHandler(SIGTERM) && isDefaultHandler(SIGINT))
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func realSigintEndsTheLoopCleanly() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let outcome = try runLoop(displayName: server.name) { context in
            // The handlers are in place before the first tick renders.
            #expect(context.source.waitForRenders(2))
            kill(getpid(), SIGINT)
        }
        #expect(outcome.reason == .signal(SIGINT))
        #expect(isDefaultHandler(SIGINT))
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func idleSourceRendersOnceAndTheFrameCountStillEnds() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let source = FakeFrameSource(animating: false)
        let cpuBefore = threadCPUSeconds()
        // 50 ticks at 100 fps: half a second in which only the first tick has work.
        let outcome = try runLoop(
            displayName: server.name, options: X11LoopOptions(fps: 100, maxFrames: 50), source: source
        ) { _ in }
        let cpu = threadCPUSeconds() - cpuBefore
        #expect(cpu < 0.1, "an idle loop used \(cpu) s of CPU in 0.5 s")
        #expect(outcome.reason == .framesDone)
        #expect(outcome.statistics.frames == 50)
        #expect(outcome.statistics.rendered == 1)
        #expect(outcome.statistics.dropped == 0)
        #expect(source.renders.map(\.time) == [0])
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func aSlowFirstFrameStartsTheClockInsteadOfDroppingTicks() throws {
        let server = try XvfbServer(screen: "64x48x24")
        // The first frame takes 150 ms, fifteen periods at 100 fps: the clock starts after it.
        let source = FakeFrameSource(firstFrameMicroseconds: 150_000)
        let outcome = try runLoop(
            displayName: server.name, options: X11LoopOptions(fps: 100, maxFrames: 10), source: source
        ) { _ in }
        #expect(outcome.reason == .framesDone)
        // Counting from the first frame's end, the loop had time for each tick; a clock that
        // started before it would have had to skip to the last tick at once.
        #expect(source.renders.count >= 8, "\(source.renders.map(\.time))")
        #expect(outcome.statistics.dropped <= 2)
        #expect(source.renders.prefix(2).map(\.time).last ?? 0 < 0.05, "\(source.renders.map(\.time))")
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test(arguments: [true, false])
    func theClockWaitsForTheServerToShowTheFirstFrame(sharedMemory: Bool) throws {
        let server = try XvfbServer(screen: "64x48x24")
        let serverID = server.pid
        // The server stops for 150 ms (fifteen periods at 100 fps) just as the first frame is
        // sent to it, as a busy server still copying a 4K frame does. (With shared memory, the
        // attach of the window's images, made with the first frame, waits for the server too;
        // without, only the wait for the first frame to be shown holds the clock.)
        let source = FakeFrameSource(afterFirstFrame: {
            kill(serverID, SIGSTOP)
            Thread.detachNewThread {
                usleep(150_000)
                kill(serverID, SIGCONT)
            }
        })
        let outcome = try runLoop(
            displayName: server.name,
            options: X11LoopOptions(fps: 100, maxFrames: 10, useSharedMemory: sharedMemory), source: source
        ) { _ in }
        #expect(outcome.reason == .framesDone)
        #expect(outcome.statistics.sharedMemory == sharedMemory)
        // The first frame's time, as the window reports it, runs until the server showed it.
        let first = try #require(outcome.statistics.frameMilliseconds.first)
        #expect(first >= 140, "\(outcome.statistics.frameMilliseconds)")
        // The ticks count from there: a clock started when the frame was merely sent would have
        // had its third tick wait for the server, and skipped the ticks of that wait.
        #expect(source.renders.count >= 8, "\(source.renders.map(\.time))")
        #expect(outcome.statistics.dropped <= 2)
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func animatedSourceRendersEveryTickAtFrameTimes() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let source = FakeFrameSource()
        let outcome = try runLoop(
            displayName: server.name, options: X11LoopOptions(fps: 100, maxFrames: 20), source: source
        ) { _ in }
        #expect(outcome.reason == .framesDone)
        let stats = outcome.statistics
        #expect(stats.frames == 20)
        #expect(stats.rendered + stats.dropped == 20)
        #expect(stats.renderMilliseconds.count == stats.rendered)
        // Times are whole frame periods: tick k renders at k / fps.
        #expect(source.renders.allSatisfy { abs($0.time * 100 - ($0.time * 100).rounded()) < 1e-9 })
        #expect(source.renders.first?.time == 0)
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func exposeShowsTheLastFrameAgainWithoutRendering() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let size = PixelSize(width: 61, height: 37)
        let check = PixelCheck()
        let outcome = try runLoop(
            displayName: server.name, size: size, source: FakeFrameSource(animating: false),
            driver: exposeDriver(size: size, check: check))
        #expect(outcome.reason == .closed)
        #expect(outcome.statistics.rendered == 1)
        check.expectMatch()
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func keysReachTheSourceAndPingIsAnswered() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let source = FakeFrameSource(animating: false)
        let answered = Mutex(false)
        let outcome = try runLoop(displayName: server.name, source: source) { context in
            #expect(context.source.waitForRenders(1))
            let probe = try X11Probe(displayName: context.displayName)
            answered.withLock { $0 = (try? probe.ping(context.windowID)) ?? false }
            for key in ["space", "r", "Right", "shift+Left", "minus", "equal", "Home", "h", "s", "f", "x"] {
                try probe.pressKey(key, in: context.windowID)
            }
            #expect(context.source.waitForCommand(.fullscreen))
            try probe.pressKey("Escape", in: context.windowID)
        }
        #expect(outcome.reason == .closed)
        #expect(answered.withLock { $0 })
        #expect(
            source.commands == [
                .togglePause, .restart, .step(forward: true, wholeSecond: false),
                .step(forward: false, wholeSecond: true),
                .changeSpeed(faster: false), .changeSpeed(faster: true), .restart, .toggleOverlay, .screenshot,
                .fullscreen, .quit,
            ])
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func windowCarriesTitleClassAndPid() throws {
        let server = try XvfbServer(screen: "64x48x24")
        defer { server.stop() }
        let display = try X11Display(name: server.name)
        let window = try X11Window(display: display, title: "Aurora", size: PixelSize(width: 10, height: 10))
        window.setTitle("Sunrise — ombré")
        let probe = try X11Probe(displayName: server.name)
        let id = window.resourceID
        #expect(probe.bytesProperty("_NET_WM_NAME", of: id) == Array("Sunrise — ombré".utf8))
        #expect(probe.bytesProperty("WM_NAME", of: id) == Array("Sunrise ? ombr".utf8) + [0xe9])
        #expect(probe.bytesProperty("WM_CLASS", of: id) == Array("ombre\0Ombre\0".utf8))
        #expect(probe.cardinalProperty("_NET_WM_PID", of: id) == Int(getpid()))
        #expect(throws: X11Error.invalidSize(width: 0, height: 5)) {
            try X11Window(display: display, title: "", size: PixelSize(width: 0, height: 5))
        }
        for options in [X11LoopOptions(fps: 0), X11LoopOptions(fps: .nan), X11LoopOptions(maxFrames: -1)] {
            let error = #expect(throws: X11Error.self) { try X11FrameLoop(window: window, options: options) }
            guard case .invalidOptions = error else {
                Issue.record("expected invalidOptions, got \(String(describing: error))")
                continue
            }
        }
    }

    @Test func windowDestroyedByAnotherClientEndsTheLoopAsClosed() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let outcome = try runLoop(displayName: server.name) { context in
            #expect(context.source.waitForRenders(2))
            try X11Probe(displayName: context.displayName).destroy(context.windowID)
        }
        #expect(outcome.driverError == nil)
        #expect(outcome.reason == .closed)
        server.stop()
        expectNoLeakedSegments(outcome)
    }

    @Test func missingServerIsAClearError() {
        #expect(throws: X11Error.cannotOpenDisplay(name: "\":59999\"")) {
            try X11Display(name: ":59999")
        }
    }
}

/// CPU time used by the calling thread (the loop runs on it).
private func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Whether `signal` has its default disposition.
private func isDefaultHandler(_ signal: Int32) -> Bool {
    var current = sigaction()
    sigaction(signal, nil, &current)
    return current.__sigaction_handler.sa_handler == nil
}
