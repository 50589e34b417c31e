import Foundation
import OmbreGraphics
import OmbreScene
import OmbreTestSupport
import OmbreViews
import Testing

/// Hot reload never kills the preview and never reads a file in the middle of a save.
@Suite(.serialized) struct PreviewReloadSafetyTests {
    static let size = PixelSize(width: 160, height: 120)

    /// Scenes at the edges of what decoding accepts: they load, so the preview must draw them.
    static let hostileButValid = """
        window: {size: [200, 150]}
        root:
          view:
            children:
              - gradientLayer: {type: conic, colors: [red, blue, green], startPoint: [-1000000, 0.5], endPoint: [1000000, 1]}
              - view: {frame: [-1000000, -1000000, 1000000, 1000000], clipsToBounds: true, children: [{gradient: {rotation: 180}}]}
              - gradient: {rotation: 33, frame: [10, 10, 100000, 100000], alpha: 0.5}

        """

    private func reference(_ path: String) throws -> PixelBuffer {
        let scene = try Scene.load(path)
        return OmbreViews.render(root: scene.root, size: Self.size, at: 0, background: scene.background)
    }

    @Test func inPlaceSavesAreReadOnceCompleteAndHostileScenesKeepThePreviewAlive() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let scene = try temporaryDirectory().appendingPathComponent("scene.yaml")
        try PreviewEndToEndTests.firstScene.write(to: scene, atomically: false, encoding: .utf8)
        let ombre = try OmbreProcess(["preview", scene.path, "--size", "160x120"], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        try probe.waitForPixels(window, equal: try reference(scene.path), timeout: 10)

        // An in-place save in two halves with a pause between, the file open all along.
        let text = Array(PreviewEndToEndTests.secondScene.utf8)
        let handle = try FileHandle(forWritingTo: scene)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: text[..<(text.count / 2)])
        Thread.sleep(forTimeInterval: 0.2)
        try handle.write(contentsOf: text[(text.count / 2)...])
        try handle.close()
        try probe.waitForPixels(window, equal: try reference(scene.path), timeout: 10)
        #expect(!ombre.stderr.contains("not valid YAML") && !ombre.stderr.contains("empty"), "\(ombre.stderr)")
        #expect(!ombre.stderr.contains(scene.path + ":"), "no error for a save read mid-write: \(ombre.stderr)")

        // A scene at the limits of the format loads and draws; the preview stays up.
        try Self.hostileButValid.write(to: scene, atomically: true, encoding: .utf8)
        try probe.waitForPixels(window, equal: try reference(scene.path), timeout: 10)
        #expect(ombre.waitForExit(timeout: 0.2) == nil, "the preview ended: \(ombre.outcome)")

        // A scene beyond them is refused; the last good one stays.
        let shown = try probe.grab(window)
        try "root:\n  gradientLayer: {colors: [red, blue], startPoint: [-1e308, 0.5]}\n".write(
            to: scene, atomically: true, encoding: .utf8)
        #expect(ombre.waitForOutput(timeout: 10) { _, err in err.contains("keeping the last good scene") })
        #expect(rgbDifference(try probe.grab(window), shown) == nil)
        #expect(ombre.waitForExit(timeout: 0.2) == nil, "the preview ended: \(ombre.outcome)")

        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 10) == 0, "\(ombre.outcome)")
    }
}
