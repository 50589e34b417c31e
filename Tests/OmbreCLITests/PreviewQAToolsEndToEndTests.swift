import Foundation
import OmbreGraphics
import OmbreScene
import OmbreTestSupport
import OmbreViews
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The preview window's QA tools as a user drives them: the real binary on an Xvfb server of
/// each test's own, keys and pointer moves from xdotool, the title and pixels read back.
@Suite(.serialized, .enabled(if: XvfbServer.testsEnabled, "needs Xvfb (or CI=true to require it)"))
struct PreviewQAToolsEndToEndTests {
    static let size = PixelSize(width: 160, height: 120)

    /// Opens `PreviewEndToEndTests.firstScene` at 160×120 with `arguments`, and waits until the
    /// window shows it.
    private func open(
        on server: XvfbServer, _ arguments: [String] = [], directory: URL? = nil
    ) throws -> (frame: PixelBuffer, ombre: OmbreProcess, probe: WindowProbe, window: String) {
        let folder = try temporaryDirectory()
        let scene = folder.appendingPathComponent("scene.yaml")
        try PreviewEndToEndTests.firstScene.write(to: scene, atomically: false, encoding: .utf8)
        let loaded = try Scene.load(scene.path)
        let frame = OmbreViews.render(root: loaded.root, size: Self.size, at: 0, background: loaded.background)
        let ombre = try OmbreProcess(
            ["preview", scene.path, "--size", "160x120"] + arguments, display: server.name, directory: directory)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        try probe.waitForPixels(window, equal: frame, timeout: 5)
        return (frame, ombre, probe, window)
    }

    private func hex(_ pixel: UInt32) -> String {
        String(format: "#%02X%02X%02X", Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    private func quit(_ ombre: OmbreProcess, _ probe: WindowProbe, _ window: String) throws {
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
        #expect(SharedMemory.segments(createdBy: ombre.pid).isEmpty)
    }

    @Test func inspectorTitleShowsThePointerInPointsAndPixelsAndTheColorUnderIt() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let (frame, ombre, probe, window) = try open(on: server)
        try probe.press("i", in: window)
        for (x, y) in [(30, 40), (120, 70), (5, 100)] {
            try probe.movePointer(in: window, x: x, y: y)
            let expected = "\(x), \(y) pt (\(x), \(y) px) \(hex(frame[x, y]))"
            let shown = waitUntil(timeout: 3) { (try? probe.title(of: window).contains(expected)) == true }
            #expect(shown, "title \(String(describing: try? probe.title(of: window))), expected \(expected)")
            let grabbed = try probe.grab(window)
            #expect(try probe.title(of: window).contains(hex(grabbed[x, y])), "the title names the shown pixel")
        }
        try probe.press("i", in: window)
        #expect(waitUntil(timeout: 3) { (try? probe.title(of: window).contains(" pt (")) == false })
        #expect(try probe.title(of: window).contains("End to end"))

        // Without --reference, o and d say what they need and change nothing.
        try probe.press("o", in: window)
        #expect(ombre.waitForOutput(timeout: 3) { _, err in err.contains("--reference FILE.png") })
        #expect(rgbDifference(try probe.grab(window), frame) == nil)
        try quit(ombre, probe, window)
    }

    @Test func inspectorCountsPointsAtTheWindowsScale() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let ombre = try OmbreProcess(["preview", "gradient", "--size", "80x60", "--scale", "2"], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        try probe.press("i", in: window)
        try probe.movePointer(in: window, x: 31, y: 40)
        let shown = waitUntil(timeout: 3) {
            (try? probe.title(of: window).contains("15.50, 20 pt (31, 40 px) #")) == true
        }
        #expect(shown, "\(String(describing: try? probe.title(of: window)))")
        try quit(ombre, probe, window)
    }

    @Test func onionSkinAndDifferenceViewShowTheFrameAgainstTheReference() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        // The reference: the scene's own frame with a patch painted over, so the difference view
        // must be black everywhere but there.
        let scene = try Scene(text: PreviewEndToEndTests.firstScene, file: "scene.yaml")
        let frame = OmbreViews.render(root: scene.root, size: Self.size, at: 0, background: scene.background)
        let reference = frame.copy()
        for y in 50..<60 { for x in 40..<70 { reference[x, y] = 0xFF20_80E0 } }
        let file = try temporaryDirectory().appendingPathComponent("reference.png")
        try Data(reference.pngData()).write(to: file)

        let (shown, ombre, probe, window) = try open(on: server, ["--reference", file.path])
        #expect(rgbDifference(shown, frame) == nil)

        // o: each channel halfway between frame and reference, rounded up.
        let onion = PixelBuffer(size: Self.size)
        // d: black where equal; each channel's difference lifted by 32 where not.
        let difference = PixelBuffer(size: Self.size)
        for y in 0..<Self.size.height {
            for x in 0..<Self.size.width {
                var mixed: UInt32 = 0xFF00_0000
                var lifted: UInt32 = 0xFF00_0000
                for shift: UInt32 in [0, 8, 16] {
                    let p = Int(frame[x, y] >> shift & 0xFF)
                    let q = Int(reference[x, y] >> shift & 0xFF)
                    mixed |= UInt32((p + q + 1) / 2) << shift
                    lifted |= UInt32(p == q ? 0 : min(255, 32 + abs(p - q))) << shift
                }
                onion[x, y] = mixed
                difference[x, y] = lifted
            }
        }
        try probe.press("o", in: window)
        try probe.waitForPixels(window, equal: onion, timeout: 3)
        #expect(try probe.title(of: window).contains("onion skin"))

        try probe.press("d", in: window)
        try probe.waitForPixels(window, equal: difference, timeout: 3)
        #expect(try probe.title(of: window).contains("difference"))
        let grabbed = try probe.grab(window)
        #expect(grabbed[10, 10] & 0xFF_FFFF == 0 && grabbed[100, 100] & 0xFF_FFFF == 0, "black where equal")
        #expect(grabbed[45, 55] & 0xFF_FFFF != 0, "bright where different")

        try probe.press("d", in: window)
        try probe.waitForPixels(window, equal: frame, timeout: 3)
        #expect(waitUntil(timeout: 3) { (try? probe.title(of: window).contains("difference")) == false })
        try quit(ombre, probe, window)
    }

    @Test func screenshotKeyPrintsThePathAndTheSceneTime() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let folder = try temporaryDirectory()
        let (_, ombre, probe, window) = try open(on: server, ["--time", "2.5"], directory: folder)
        try probe.press("s", in: window)
        #expect(ombre.waitForOutput(timeout: 3) { out, _ in out.contains("ombre-screenshot-001.png") })
        let line = ombre.stdout.split(separator: "\n").first { $0.contains("ombre-screenshot-001.png") } ?? ""
        #expect(line.contains("scene time 2.500 s"), "\(line)")
        #expect(line.hasSuffix("/ombre-screenshot-001.png"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ombre-screenshot-001.png").path))
        try quit(ombre, probe, window)
    }
}

extension WindowProbe {
    /// Moves the pointer to (x, y) pixels inside the window.
    func movePointer(in window: String, x: Int, y: Int) throws {
        let result = try runTool("xdotool", ["mousemove", "--window", window, "\(x)", "\(y)"], display: display)
        guard result.status == 0 else { throw EndToEndFailure("xdotool mousemove failed: \(result.err)") }
    }
}
