import OmbreGraphics
import OmbreTestSupport
import Testing

@testable import OmbreX11

#if canImport(Glibc)
    import Glibc
#endif

/// Tests against real Xvfb servers. Serialized: they check process-wide things (no segment of
/// this process left, signal handlers), and the 1-second limit wants an unloaded machine.
@Suite(.serialized, .enabled(if: XvfbServer.testsEnabled, "Xvfb is not installed (CI=true makes this a failure)"))
struct X11ServerTests {
    /// Runs an animated source, settles it, reads the window back, then closes it like a window manager.
    func presentAndClose(
        server: XvfbServer, displayName: String? = nil,
        options: X11LoopOptions = X11LoopOptions(fps: 60, maxFrames: 600),
        transform: @escaping @Sendable (PixelBuffer) -> [UInt32] = expectedDepth24,
        readTransform: @escaping @Sendable (UInt32) -> UInt32 = { $0 & 0xff_ffff }
    ) throws -> (LoopOutcome, PixelCheck) {
        let size = PixelSize(width: 61, height: 37)
        let check = PixelCheck()
        let outcome = try runLoop(displayName: displayName ?? server.name, size: size, options: options) { context in
            #expect(context.source.waitForRenders(4))
            let expected = transform(try settledFrame(of: context.source))
            check.record(
                expected: expected,
                shown: try waitForPixels(expected, in: context, size: size, transform: readTransform))
            try X11Probe(displayName: context.displayName).requestClose(context.windowID)
        }
        #expect(outcome.driverError == nil)
        #expect(outcome.reason == .closed)
        server.stop()
        expectNoLeakedSegments(outcome)
        return (outcome, check)
    }

    @Test func sharedMemoryShowsTheRenderedPixelsAndCloseRequestEndsTheLoop() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let (outcome, check) = try presentAndClose(server: server)
        check.expectMatch()
        #expect(outcome.statistics.sharedMemory)
        #expect(outcome.segmentIDs.count == 2)
    }

    @Test(arguments: [true, false])
    func framesThatChangeOnlyARectanglePresentOnlyThatRectangle(sharedMemory: Bool) throws {
        let server = try XvfbServer(screen: "64x48x24")
        let size = PixelSize(width: 61, height: 37)
        let rect = IntRect(minX: 20, minY: 9, maxX: 45, maxY: 30)
        let check = PixelCheck()
        let outcome = try runLoop(
            displayName: server.name, size: size,
            options: X11LoopOptions(fps: 60, maxFrames: 600, useSharedMemory: sharedMemory),
            source: FakeFrameSource(damage: rect)
        ) { context in
            #expect(context.source.waitForRenders(6))
            let expected = expectedDepth24(try settledFrame(of: context.source))
            check.record(expected: expected, shown: try waitForPixels(expected, in: context, size: size))
            try X11Probe(displayName: context.displayName).requestClose(context.windowID)
        }
        #expect(outcome.driverError == nil)
        server.stop()
        expectNoLeakedSegments(outcome)
        check.expectMatch()
        // The first frame is whole; the others are the rectangle's share of the window.
        let share = Double(rect.width * rect.height) / Double(size.width * size.height)
        #expect(outcome.statistics.damageShares.first == 1)
        #expect(outcome.statistics.damageShares.dropFirst().allSatisfy { abs($0 - share) < 1e-12 })
        #expect(outcome.statistics.sharedMemory == sharedMemory)
    }

    @Test func serverWithoutSharedMemoryGetsPutImage() throws {
        let server = try XvfbServer(screen: "64x48x24", arguments: ["-extension", "MIT-SHM"])
        let (outcome, check) = try presentAndClose(server: server)
        check.expectMatch()
        #expect(!outcome.statistics.sharedMemory)
        #expect(outcome.segmentIDs.isEmpty)
    }

    @Test func noSharedMemoryOptionGetsPutImage() throws {
        let server = try XvfbServer(screen: "64x48x24")
        let (outcome, check) = try presentAndClose(
            server: server, options: X11LoopOptions(fps: 60, maxFrames: 600, useSharedMemory: false))
        check.expectMatch()
        #expect(!outcome.statistics.sharedMemory)
        #expect(outcome.segmentIDs.isEmpty)
    }

    @Test func tcpDisplayRefusesTheAttachAndFallsBackToPutImage() throws {
        let server = try XvfbServer(screen: "64x48x24", arguments: ["-listen", "tcp", "-ac"])
        let (outcome, check) = try presentAndClose(server: server, displayName: server.tcpName)
        check.expectMatch()
        #expect(!outcome.statistics.sharedMemory)
        // The attach was tried (and refused with BadAccess): its segment must be gone too.
        #expect(outcome.segmentIDs.count == 1)
    }

    @Test func sixteenBitServerShowsConvertedColors() throws {
        let server = try XvfbServer(screen: "64x48x16")
        let (outcome, check) = try presentAndClose(
            server: server, transform: { $0.pixels.map(rgb565) }, readTransform: { $0 & 0xffff })
        check.expectMatch()
        #expect(outcome.statistics.sharedMemory)
    }

    @Test func eightBitServerIsRefusedClearly() throws {
        let server = try XvfbServer(screen: "64x48x8")
        defer { server.stop() }
        let display = try X11Display(name: server.name)
        let window = try X11Window(display: display, title: "8 bit", size: PixelSize(width: 8, height: 8))
        let loop = try X11FrameLoop(window: window)
        let error = #expect(throws: X11Error.self) {
            try InProcessFrameLoops.exclusively { try loop.run(source: FakeFrameSource()) }
        }
        guard case .unsupportedVisual = error else {
            Issue.record("expected unsupportedVisual, got \(String(describing: error))")
            return
        }
        #expect(error?.description.contains("TrueColor") == true)
    }
}

/// What a TrueColor 5-6-5 visual stores for a premultiplied pixel: each channel rounded to nearest.
@Sendable func rgb565(_ pixel: UInt32) -> UInt32 {
    let red = (pixel >> 16) & 0xff
    let green = (pixel >> 8) & 0xff
    let blue = pixel & 0xff
    // Parenthesized: in Swift, << binds tighter than /.
    return ((red * 31 + 127) / 255) << 11 | ((green * 63 + 127) / 255) << 5 | (blue * 31 + 127) / 255
}
