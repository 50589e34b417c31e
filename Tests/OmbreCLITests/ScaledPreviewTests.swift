import Foundation
import OmbreGraphics
import OmbreScene
import OmbreTestSupport
import OmbreViews
import Testing

/// The preview window is in pixels: it opens at the scene's points times the scale, and after a
/// resize the root takes the window's size divided by the scale.
@Suite(.serialized, .enabled(if: XvfbServer.testsEnabled, "needs Xvfb (or CI=true to require it)"))
struct ScaledPreviewTests {
    static let scene = """
        window: {title: Scaled, size: [60, 40], scale: 2, background: "#202020"}
        root:
          view:
            children:
              - progress:
                  frame: [5, 5, 50, 30]
                  points: [[1, 1], [-1, 1], [-1, -1], [1, -1]]
                  lineWidth: 3
                  background: "#C0C0C0"

        """

    private func expected(_ path: String, pixels: PixelSize, scale: Double) throws -> PixelBuffer {
        let scene = try Scene.load(path)
        return OmbreViews.render(root: scene.root, size: pixels, scale: scale, at: 0, background: scene.background)
    }

    @Test func theWindowOpensAtThePixelSizeAndShowsTheSceneAtItsScale() throws {
        let server = try XvfbServer(screen: "640x480x24")
        defer { server.stop() }
        let file = try temporaryDirectory().appendingPathComponent("scaled.yaml")
        try Self.scene.write(to: file, atomically: false, encoding: .utf8)
        let ombre = try OmbreProcess(["preview", file.path], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        let opened = try expected(file.path, pixels: PixelSize(width: 120, height: 80), scale: 2)
        _ = try probe.waitForPixels(window, equal: opened, timeout: 5)
        #expect(try probe.grab(window).size == PixelSize(width: 120, height: 80))
        try probe.resize(window, to: PixelSize(width: 200, height: 90))
        let resized = try expected(file.path, pixels: PixelSize(width: 200, height: 90), scale: 2)
        _ = try probe.waitForPixels(window, equal: resized, timeout: 5)
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
    }

    @Test func scaleOnTheCommandLineWinsOverTheScenes() throws {
        let server = try XvfbServer(screen: "1024x768x24")
        defer { server.stop() }
        let file = try temporaryDirectory().appendingPathComponent("scaled.yaml")
        try Self.scene.write(to: file, atomically: false, encoding: .utf8)
        let ombre = try OmbreProcess(["preview", file.path, "--size", "50x30", "--scale", "3"], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        let opened = try expected(file.path, pixels: PixelSize(width: 150, height: 90), scale: 3)
        _ = try probe.waitForPixels(window, equal: opened, timeout: 5)
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
    }

    @Test func aDeviceOpensTheWindowAtTheDevicesPixels() throws {
        let server = try XvfbServer(screen: "1024x1400x24")
        defer { server.stop() }
        let ombre = try OmbreProcess(["preview", "gradient", "--device", "iphone-se"], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        let opened = try expected("gradient", pixels: PixelSize(width: 750, height: 1334), scale: 2)
        _ = try probe.waitForPixels(window, equal: opened, timeout: 10)
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
    }
}
