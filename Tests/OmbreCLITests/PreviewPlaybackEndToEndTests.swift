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
        try probe.waitForPixels(window, equal: expected, timeout: 3)
        #expect(waitUntil(timeout: 2) { (try? probe.title(of: window).contains("1.200 s")) == true })
        try probe.press("Left", in: window)
        try probe.waitForPixels(window, equal: try rendered(time: "1.1", in: folder), timeout: 3)
        try probe.press("minus", in: window)
        #expect(waitUntil(timeout: 2) { (try? probe.netTitle(of: window).contains("0.5×")) == true })
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
    }

    /// What `ombre render animated --time T` writes at the window's size.
    private func rendered(time: String, in folder: URL) throws -> PixelBuffer {
        let file = folder.appendingPathComponent("t\(time).png")
        let result = try runOmbre(["render", "animated", "--size", "96x64", "--time", time, "-o", file.path])
        #expect(result.status == 0, "\(result.err)")
        return try PixelBuffer(pngData: Array(try Data(contentsOf: file)))
    }
}
