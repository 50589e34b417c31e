import Foundation
import OmbreGraphics
import OmbreTestSupport
import Testing

/// The playback keys of `ombre preview` as a user presses them, checked against the pixels
/// that `ombre render --time` writes for the same frame.
@Suite(.serialized, .enabled(if: XvfbServer.testsEnabled, "needs Xvfb (or CI=true to require it)"))
struct PreviewPlaybackEndToEndTests {
    @Test func steppingShowsExactlyTheFrameThatRenderWritesForThatTime() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let folder = try temporaryDirectory()
        let ombre = try OmbreProcess(
            ["preview", "animated", "--size", "96x64", "--fps", "10"], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        // Pause, go back to 0, then 3 frames on, 1 back and one second on: frame 12 at 10 fps.
        for key in ["space", "Home", "Right", "Right", "Right", "Left", "shift+Right"] {
            try probe.press(key, in: window)
        }
        let expected = try rendered(time: "1.2", in: folder)
        let previous = try rendered(time: "1.1", in: folder)
        #expect(
            rgbDifference(previous, expected) != nil, "neighbouring frames must differ for this test to mean anything")
        try probe.waitForPixels(window, equal: expected, timeout: 5)
        #expect(waitUntil(timeout: 5) { (try? probe.title(of: window).contains("1.200 s")) == true })
        try probe.press("Left", in: window)
        try probe.waitForPixels(window, equal: try rendered(time: "1.1", in: folder), timeout: 5)
        try probe.press("minus", in: window)
        #expect(waitUntil(timeout: 5) { (try? probe.netTitle(of: window).contains("0.5×")) == true })
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
    }

    @Test func keyHTogglesTheOverlayInTheTopLeftCornerAndTheFrameIsUntouchedOtherwise() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let folder = try temporaryDirectory()
        let ombre = try OmbreProcess(["preview", "gradient", "--size", "200x150"], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        let plain = try renderGradient(in: folder)
        try probe.waitForPixels(window, equal: plain, timeout: 5)
        try probe.press("h", in: window)
        #expect(
            waitUntil(timeout: 5) { (try? probe.grab(window)).map { rgbDifference($0, plain) != nil } == true },
            "the overlay never showed")
        let shown = try probe.grab(window)
        // Only the top-left corner changes: the rest is the frame as rendered.
        let below = shown.region(x: 0, y: 80, width: 200, height: 70).copy()
        #expect(rgbDifference(below, plain.region(x: 0, y: 80, width: 200, height: 70).copy()) == nil)
        try probe.press("h", in: window)
        try probe.waitForPixels(window, equal: plain, timeout: 5)
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
    }

    private func renderGradient(in folder: URL) throws -> PixelBuffer {
        let file = folder.appendingPathComponent("gradient.png")
        let result = try runOmbre(["render", "gradient", "--size", "200x150", "-o", file.path])
        #expect(result.status == 0, "\(result.err)")
        return try PixelBuffer(pngData: Array(try Data(contentsOf: file)))
    }

    /// What `ombre render animated --time T` writes at the window's size.
    private func rendered(time: String, in folder: URL) throws -> PixelBuffer {
        let file = folder.appendingPathComponent("t\(time).png")
        let result = try runOmbre(["render", "animated", "--size", "96x64", "--time", time, "-o", file.path])
        #expect(result.status == 0, "\(result.err)")
        return try PixelBuffer(pngData: Array(try Data(contentsOf: file)))
    }
}
