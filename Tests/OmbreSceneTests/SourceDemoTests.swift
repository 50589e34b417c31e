import OmbreAnimation
import OmbreGraphics
import OmbreTestSupport
import OmbreViews
import Testing

@testable import OmbreScene

/// The built-in demos that reproduce the source components' own examples.
@Suite struct SourceDemoTests {
    private func image(_ name: String, width: Int, height: Int, at time: Double) throws -> PixelBuffer {
        let scene = try Scene.load(name)
        return render(
            root: scene.root, size: PixelSize(width: width, height: height), at: time, background: scene.background)
    }

    @Test func ldAnglesShowsTheTutorialsAngles() throws {
        expectSnapshot(try image("ld-angles", width: 192, height: 128, at: 0), named: "demo-ld-angles")
        let scene = try Scene.load("ld-angles")
        let angles = scene.root.subviews.compactMap { ($0 as? GradientView)?.angle }
        #expect(angles == [270, 0, 180, 90, 30, 45])
        #expect((scene.root.subviews.last as? GradientView)?.endColor == nil, "the tutorial's default end color")
    }

    @Test func agvBlogPlaysThePostsFramesAsADeviceWould() throws {
        // 2.5 s in: halfway from the two-color frame to the three-color one on the left, and
        // from the first longhand animation to the second on the right.
        expectSnapshot(try image("agv-blog", width: 160, height: 80, at: 2.5), named: "demo-agv-blog-2.5s")
        let scene = try Scene.load("agv-blog")
        let views = scene.root.subviews.compactMap { $0 as? AnimatedGradientView }
        #expect(views.map(\.sequence.frames.count) == [4, 2])
        for view in views {
            #expect(view.sequence.defaultDuration == 5 && view.sequence.timingCurve == .linear)
            #expect(view.sequence.autoRepeat && view.autoAnimate && view.sequence.style == .ios)
        }
        #expect(views[1].sequence.frames[1].gradient.startPoint == Direction.upRight.startPoint)
    }
}
