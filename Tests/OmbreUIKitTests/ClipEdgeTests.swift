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

    /// The alpha along row 15 at scale 3 of a red layer `width` points wide in a view that clips
    /// to the same bounds, the layer masked by a plain white layer `maskWidth` points wide, as
    /// gradientprogressbar masks its gradient layer.
    private func maskedEdge(width: Double, maskWidth: Double) -> [UInt32] {
        let host = UIKitHostView { frame in
            let root = UIView(frame: frame)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 10))
            view.clipsToBounds = true
            let content = CALayer()
            content.frame = view.bounds
            content.backgroundColor = UIColor.red.cgColor
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: maskWidth, height: 10)
            mask.backgroundColor = UIColor.white.cgColor
            content.mask = mask
            view.layer.addSublayer(content)
            root.addSubview(view)
            return root
        }
        let image = OmbreViews.render(root: host, size: PixelSize(width: 120, height: 30), scale: 3, background: .clear)
        return (0..<120).map { image[$0, 15] >> 24 }
    }

    @Test func plainMaskOnTheContentsEdgeShowsThatEdgeOnce() {
        // iOS: 128 at a 106.5 px edge and 192 at 102.75 px (Ombre rounds 0.75 · 255 to 191),
        // where multiplying the mask's coverage by the content's gave 64 and 143.
        #expect(maskedEdge(width: 35.5, maskWidth: 35.5)[106] == 128)
        #expect(abs(Int(maskedEdge(width: 34.25, maskWidth: 34.25)[102]) - 192) <= 1)
        // A mask edge inside the content blends its pixel by the area it lets through, as
        // gradientprogressbar's at 562.5 px does (half and half).
        #expect(maskedEdge(width: 40, maskWidth: 35.5)[106] == 128)
        #expect(maskedEdge(width: 40, maskWidth: 35.5)[107] == 0)
    }

    @Test func roundedClippingViewShowsItsBackgroundEdgeOnce() {
        #expect(edge(width: 35.5, radius: 2)[106] == 128)
        #expect(edge(width: 34.25, radius: 2)[102] == 191)
        // Square corners clip to whole pixels; the background's edge is the same.
        #expect(edge(width: 35.5, radius: 0)[106] == 128)
        #expect(edge(width: 34.25, radius: 0)[102] == 191)
    }
}
