import Foundation
import OmbreGraphics
import OmbreScene
import OmbreTestSupport
import OmbreViews
import Testing

@testable import OmbreUIKit

/// UIKit code written against OmbreUIKit draws what the matching built-in demo draws.
@MainActor @Suite struct DemoEquivalenceTests {
    /// Renders built-in scene `name` and the UIKit controller `make` builds at `times`, and
    /// expects them within one level per channel.
    ///
    /// `allowedOutside` is a device-space box outside which up to `allowedCount` pixels may
    /// differ: where the built-in view draws past its bounds and a `draw(_:)`, clipped to its
    /// view's bounds as on a device, cannot. Up to `allowedInside` pixels inside it may differ
    /// too, where the two clip differently.
    private func expectSameFrames(
        _ name: String, _ make: @escaping @MainActor () -> UIViewController, times: [Double],
        allowedOutside: IntRect? = nil, allowedCount: Int = 0, allowedInside: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let scene = try Scene.load(name)
        let size = scene.designSize
        let host = UIKitHostView(controller: make)
        for time in times {
            let expected = OmbreViews.render(root: scene.root, size: size, at: time, background: scene.background)
            let actual = OmbreViews.render(root: host, size: size, at: time, background: scene.background)
            let comparison = ImageComparison(expected, actual, tolerance: 1)
            var inside = 0
            var outside = 0
            for y in 0..<size.height {
                for x in 0..<size.width where maxChannelDifference(expected.row(y)[x], actual.row(y)[x]) > 1 {
                    if let box = allowedOutside, !box.contains(x: x, y: y) { outside += 1 } else { inside += 1 }
                }
            }
            if inside > allowedInside || outside > allowedCount {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ombre-uikit-\(name)")
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try? expected.writePNG(to: folder.appendingPathComponent("t\(time)-expected.png").path)
                try? actual.writePNG(to: folder.appendingPathComponent("t\(time)-actual.png").path)
            }
            #expect(
                inside <= allowedInside && outside <= allowedCount,
                "\(name) at \(time) s: \(comparison.pixelsOverTolerance) pixels differ by more than 1, largest \(comparison.maxChannelDifference), within \(String(describing: comparison.differingBounds))",
                sourceLocation: sourceLocation)
        }
    }

    @Test func angledGradientViewsDrawTheTutorialAngles() throws {
        try expectSameFrames("ld-angles", { AngleGalleryController() }, times: [0, 1])
    }

    @Test func groupedLayerAnimationsDrawTheBlogSequences() throws {
        try expectSameFrames("agv-blog", { BlogGradientController() }, times: [0, 1.3, 5, 7.5, 12.25, 21])
    }

    @Test func timerDrivenProgressViewDrawsTheAnswersFrames() throws {
        // The view spans x −5...345 and y 65...345 once turned. Where the outline's sharpest
        // miter pokes past the view, the built-in progress view draws it and draw(_:) cannot.
        let view = IntRect(minX: -4, minY: 66, maxX: 344, maxY: 344)
        // The built-in view cuts its shape and outline to the wedge, so a pixel that the cut and
        // an edge both cross gets the area of their intersection; draw(_:) clips to the wedge
        // path, which multiplies the two coverages (11 such pixels at 41/60 s, up to 41 levels).
        try expectSameFrames(
            "progress-answer", { ProgressController() }, times: [0, 0.25, 0.5, 41.0 / 60, 1, 2], allowedOutside: view,
            allowedCount: 40, allowedInside: 16)
    }
}

extension IntRect {
    fileprivate func contains(x: Int, y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }
}
