import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// A layer that masks to its bounds shows its own background's edge once, as iOS does: the
/// edge pixel of a red view ending at 106.5 px covers half (alpha 128), not a quarter (64);
/// one ending at 102.75 px covers three quarters (iOS 192, Ombre 191), not 0.5625 (143). iOS's own mask edge
/// at 562.5 px in gradientprogressbar's `gradientProgressBar_with50PercentProgress_…` PNGs
/// blends column 562 half and half ((28, 145, 238) and (229, 233, 235) give (129, 190, 237)).
@MainActor @Suite struct ClipEdgeTests {
    /// The alpha along row `y` of red views `width` points wide at scale 3, with corners of
    /// `radius` and clipping to their bounds.
    private func edge(width: Double, radius: Double) -> [UInt32] {
        let host = UIKitHostView { frame in
            let root = UIView(frame: frame)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 10))
            view.backgroundColor = .red
            view.layer.cornerRadius = radius
            view.clipsToBounds = true
            root.addSubview(view)
            return root
        }
        let image = OmbreViews.render(root: host, size: PixelSize(width: 120, height: 30), scale: 3, background: .clear)
        return (0..<120).map { image[$0, 15] >> 24 }
    }

    @Test func roundedClippingViewShowsItsBackgroundEdgeOnce() {
        #expect(edge(width: 35.5, radius: 2)[106] == 128)
        #expect(edge(width: 34.25, radius: 2)[102] == 191)
        // Square corners clip to whole pixels; the background's edge is the same.
        #expect(edge(width: 35.5, radius: 0)[106] == 128)
        #expect(edge(width: 34.25, radius: 0)[102] == 191)
    }
}
