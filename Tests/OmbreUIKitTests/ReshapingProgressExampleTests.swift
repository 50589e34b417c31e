import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// The reshaping progress example (`Examples/UIKit/ReshapingProgressController.swift`) draws a
/// new outline every frame, inside its view, held at 70 %.
@MainActor @Suite struct ReshapingProgressExampleTests {
    @Test func outlineChangesEveryFrameInsideTheViewOnly() {
        let host = UIKitHostView(controller: { ReshapingProgressController() })
        let size = PixelSize(width: 393, height: 852)
        // The view is 280 × 350 points at (30, 30) turned a quarter turn about its center.
        let view = IntRect(minX: -5, minY: 60, maxX: 351, maxY: 351)
        var last = OmbreViews.render(root: host, size: size, at: 0, background: .white)
        for frame in 1...5 {
            let next = OmbreViews.render(root: host, size: size, at: Double(frame) / 60, background: .white)
            var inside = 0
            var outside = 0
            for y in 0..<size.height {
                for x in 0..<size.width where next.row(y)[x] != last.row(y)[x] {
                    if x >= view.minX && x < view.maxX && y >= view.minY && y < view.maxY {
                        inside += 1
                    } else {
                        outside += 1
                    }
                }
            }
            #expect(inside > 100, "frame \(frame): \(inside) pixels changed")
            #expect(outside == 0, "frame \(frame)")
            last = next
        }
        #expect(
            host.withWorld { host.controller.flatMap { $0 as? ReshapingProgressController }?.progressView?.progress }
                == 0.7)
    }
}
