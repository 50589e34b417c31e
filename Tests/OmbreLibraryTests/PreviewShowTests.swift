import Foundation
import Ombre
import OmbreTestSupport
import Testing

@testable import OmbrePreview

/// `Preview.show`: the live window on a view tree built in Swift.
@Suite(.serialized) struct PreviewShowTests {
    @Test(arguments: [
        CGSize(width: 0, height: 10), CGSize(width: 20000, height: 10), CGSize(width: CGFloat.nan, height: 1),
    ])
    func sizesOutsideTheLimitsAreRefused(_ size: CGSize) {
        #expect(throws: PreviewError.self) { try Preview.show(View(frame: CGRect.zero), size: size) }
    }

    @Test func optionsOutOfRangeAreRefusedBeforeAnyWindowOpens() {
        do {
            try Preview.show(View(frame: CGRect.zero), size: CGSize(width: 10, height: 10), options: .init(fps: 0))
            Issue.record("fps 0 was accepted")
        } catch {
            #expect(error.description == "fps must be 1...1000 (got 0)")
        }
    }

    @Test func aDeviceGivesTheWindowItsPointsAndScale() throws {
        let iPhone = try #require(DevicePreset.named("iphone-15"))
        let window = try Preview.window(
            for: View(frame: CGRect.zero), size: Size(width: 10, height: 10), title: "t", background: .black,
            options: PreviewOptions(device: iPhone))
        #expect(window.size == iPhone.pixels)
        #expect(window.scale == iPhone.scale)
        let scaled = try Preview.window(
            for: View(frame: CGRect.zero), size: Size(width: 100, height: 50), title: "t", background: .black,
            options: PreviewOptions(scale: 2))
        #expect(scaled.size == PixelSize(width: 200, height: 100))
    }

    @Test(.enabled(if: XvfbServer.testsEnabled, "needs Xvfb (or CI=true to require it)"))
    func windowDrivesTheViewTreeOnItsFrameClock() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animated = AnimatedGradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        animated.animationValues = [(colors: ["red"], .up, .axial), (colors: ["blue"], .up, .axial)]
        root.addSubview(animated)
        var window = try Preview.window(
            for: root, size: Size(width: 64, height: 48), title: "test", background: .black,
            options: PreviewOptions(time: 2, fps: 10, frames: 6, threads: 1))
        window.displayName = server.name
        // The loop owns the process-wide signal handlers while it runs.
        try InProcessFrameLoops.exclusively { try window.run() }
        // The root took the window's size, and the last of 6 ticks at 10 fps was at 2 + 0.5 s.
        #expect(root.frame == Rect(x: 0, y: 0, width: 64, height: 48))
        let latest = try #require(animated.timeOfLatestUpdate)
        #expect(abs(latest - 2.5) < 1e-9)
    }
}
