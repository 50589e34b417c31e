import OmbreGraphics
import OmbreTestSupport
import Testing

@testable import OmbreX11

#if canImport(Glibc)
    import Glibc
#endif

extension X11ServerTests {
    /// Prints `--stats` lines for MIT-SHM and XPutImage at 1920×1080; run with OMBRE_X11_MEASURE=1.
    /// It asserts nothing about speed (DESIGN.md §5: speed belongs to benchmarks).
    @Test(.enabled(if: getenv("OMBRE_X11_MEASURE") != nil, "set OMBRE_X11_MEASURE=1 to measure"))
    func measurePresentAt1080p() throws {
        let server = try XvfbServer(screen: "1920x1080x24")
        defer { server.stop() }
        let size = PixelSize(width: 1920, height: 1080)
        let frame = PixelBuffer(size: size)
        frame.fill(0xff33_6699)
        for sharedMemory in [true, false] {
            let display = try X11Display(name: server.name)
            let window = try X11Window(display: display, title: "measure", size: size)
            let loop = try X11FrameLoop(
                window: window, options: X11LoopOptions(fps: 60, maxFrames: 120, useSharedMemory: sharedMemory))
            _ = try loop.run(source: X11ClosureFrameSource { _, _ in frame })
            print("shm=\(sharedMemory) \(loop.statistics.jsonLine)")
        }
    }
}
