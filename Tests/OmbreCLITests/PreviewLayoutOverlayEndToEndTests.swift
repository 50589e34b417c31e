import Foundation
import OmbreGraphics
import OmbreScene
import OmbreTestSupport
import OmbreViews
import Testing

@testable import OmbrePreview

/// The `l` layout overlay as a user drives it: the real binary on an Xvfb server, the key and
/// the pointer from xdotool, the window's pixels, title and a screenshot read back.
@Suite(.serialized, .enabled(if: XvfbServer.testsEnabled, "needs Xvfb (or CI=true to require it)"))
struct PreviewLayoutOverlayEndToEndTests {
    @Test func layoutKeyOutlinesTheFramesAndNamesTheViewUnderThePointer() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let folder = try temporaryDirectory()
        let file = folder.appendingPathComponent("scene.yaml")
        try PreviewEndToEndTests.firstScene.write(to: file, atomically: false, encoding: .utf8)
        let loaded = try Scene.load(file.path)
        let size = PixelSize(width: 160, height: 120)
        let frame = OmbreViews.render(root: loaded.root, size: size, at: 0, background: loaded.background)
        let ombre = try OmbreProcess(
            ["preview", file.path, "--size", "160x120"], display: server.name, directory: folder)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        try probe.waitForPixels(window, equal: frame, timeout: 5)

        try probe.movePointer(in: window, x: 30, y: 40)
        try probe.press("l", in: window)
        // The stack's padding of 8 and spacing of 6 give each of its two views 69 × 104 points.
        let named = waitUntil(timeout: 5) { (try? probe.title(of: window).contains("(8 8; 69 104)")) == true }
        #expect(named, "title \(String(describing: try? probe.title(of: window)))")
        #expect(try probe.title(of: window).contains(" — layout: "))
        #expect(
            ombre.waitForOutput(timeout: 3) { _, err in err.contains("ombre: layout: ") && err.contains("(8 8; 69 104)")
            })
        let shown = try probe.grab(window)
        let cyan = LayoutOutline.frameColor.pixel & 0xFF_FFFF
        let yellow = LayoutOutline.pointedColor.pixel & 0xFF_FFFF
        // The window's own frame (the stack) on the window's edges, the second view's on its own,
        // the pointed first view's in yellow; inside the views the scene shows through.
        #expect(shown[0, 60] & 0xFF_FFFF == cyan && shown[159, 60] & 0xFF_FFFF == cyan)
        #expect(shown[83, 20] & 0xFF_FFFF == cyan && shown[151, 20] & 0xFF_FFFF == cyan)
        #expect(shown[8, 20] & 0xFF_FFFF == yellow && shown[76, 20] & 0xFF_FFFF == yellow)
        #expect(shown[40, 8] & 0xFF_FFFF == yellow)
        #expect(shown[40, 30] & 0xFF_FFFF == frame[40, 30] & 0xFF_FFFF)

        // A screenshot keeps the outlines and leaves the caption out: the frame with them drawn.
        try probe.press("s", in: window)
        #expect(ombre.waitForOutput(timeout: 3) { out, _ in out.contains("ombre-screenshot-001.png") })
        let screenshot = try PixelBuffer(
            pngData: Array(try Data(contentsOf: folder.appendingPathComponent("ombre-screenshot-001.png"))))
        let outlined = OmbreViews.render(root: loaded.root, size: size, at: 0, background: loaded.background)
        LayoutOutline(root: loaded.root, at: Point(x: 30.5, y: 40.5)).drawOutlines(on: outlined, scale: 1)
        #expect(rgbDifference(screenshot, outlined) == nil)
        #expect(screenshot[0, 60] & 0xFF_FFFF == cyan && screenshot[8, 100] & 0xFF_FFFF == yellow)

        // l again: the plain frame and title.
        try probe.press("l", in: window)
        try probe.waitForPixels(window, equal: frame, timeout: 5)
        #expect(!(try probe.title(of: window).contains("layout")))
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
    }
}
