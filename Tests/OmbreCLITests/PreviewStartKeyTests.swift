import Foundation
import OmbreGraphics
import OmbreScene
import OmbreTestSupport
import OmbreViews
import Testing

/// The `a` key of `ombre preview`: it starts and stops the views that wait to be started.
@Suite(.serialized, .enabled(if: XvfbServer.testsEnabled, "needs Xvfb (or CI=true to require it)"))
struct PreviewStartKeyTests {
    static let waiting = """
        window: {title: Waiting, size: [120, 90]}
        root:
          animatedGradient:
            autoAnimate: false
            autoRepeat: false
            duration: 0.3
            dither: false
            frames: [{colors: [red]}, {colors: [blue]}]

        """

    /// A solid 120×90 picture of `color`, as the view shows on its first or last frame.
    private func solid(_ color: String) throws -> PixelBuffer {
        let scene = try Scene(text: "root: {gradientLayer: {colors: [\(color)], dither: false}}", file: "solid.yaml")
        return render(root: scene.root, size: PixelSize(width: 120, height: 90))
    }

    @Test func theAKeyStartsAWaitingViewAndRRewindsItToWaitAgain() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let file = try temporaryDirectory().appendingPathComponent("waiting.yaml")
        try Self.waiting.write(to: file, atomically: false, encoding: .utf8)
        let ombre = try OmbreProcess(["preview", file.path], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        let red = try solid("red")
        let blue = try solid("blue")
        try probe.waitForPixels(window, equal: red, timeout: 5)
        // Far longer than the transition: without the key it never starts.
        Thread.sleep(forTimeInterval: 0.6)
        #expect(rgbDifference(try probe.grab(window), red) == nil)
        try probe.press("a", in: window)
        try probe.waitForPixels(window, equal: blue, timeout: 3)
        try probe.press("r", in: window)
        try probe.waitForPixels(window, equal: red, timeout: 3)
        Thread.sleep(forTimeInterval: 0.6)
        #expect(rgbDifference(try probe.grab(window), red) == nil, "after r it waits again")
        try probe.press("a", in: window)
        try probe.waitForPixels(window, equal: blue, timeout: 3)
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
    }
}
