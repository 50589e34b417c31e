import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// Views snapshotted offscreen with `layer.render(in:)` and the snapshots masked through an image
/// mask made from another snapshot's bytes, as GradientCircularProgress builds its clear-color arc.
@MainActor @Suite struct LayerSnapshotMaskTests {
    /// A view never put on screen: a red disk drawn by `draw(_:)` and a blue square sublayer.
    private func offscreenView() -> UIView {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.isOpaque = false
        view.backgroundColor = .clear
        view.body = { _, bounds in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
        let square = CALayer()
        square.frame = CGRect(x: 6, y: 6, width: 4, height: 4)
        square.backgroundColor = UIColor.blue.cgColor
        view.layer.addSublayer(square)
        return view
    }

    /// `view` rendered into an image context of its size at `scale`, as libraries snapshot views.
    private func snapshot(_ view: UIView, scale: CGFloat) throws -> UIImage {
        UIGraphicsBeginImageContextWithOptions(view.frame.size, false, scale)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        view.layer.render(in: context)
        return try #require(UIGraphicsGetImageFromCurrentImageContext())
    }

    @Test func renderDrawsAViewNeverShownWithItsDrawingAndSublayers() throws {
        let image = try #require(try snapshot(offscreenView(), scale: 2).cgImage)
        #expect(image.width == 20 && image.height == 20)
        // The disk's center is red, its corner outside the circle clear, the square blue.
        #expect(image.pixels[8, 8] == Color.red.pixel)
        #expect(image.pixels[0, 0] == 0)
        #expect(image.pixels[18, 18] == Color.blue.pixel)
    }

    @Test func renderKeepsTheContextsTransformAndAlpha() throws {
        let view = offscreenView()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        context.translateBy(x: 10, y: 0)
        context.setAlpha(0.5)
        view.layer.render(in: context)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
        // Moved 10 points right, at half strength: premultiplied red at alpha 128.
        #expect(image.pixels[4, 4] == 0)
        let half = image.pixels[14, 4]
        #expect(abs(Int(half >> 24) - 128) <= 1 && abs(Int(half >> 16 & 0xFF) - 128) <= 1 && half & 0xFFFF == 0)
    }

    @Test func imageMaskFromASnapshotsBytesHidesWhereItsSamplesAreWhite() throws {
        // A mask image: black on the left half, white on the right, opaque.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let maskImage = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
                UIColor.black.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
                UIColor.white.setFill()
                context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
            }.cgImage)
        let provider = try #require(maskImage.dataProvider)
        let mask = try #require(
            CGImage(
                maskWidth: maskImage.width, height: maskImage.height, bitsPerComponent: maskImage.bitsPerComponent,
                bitsPerPixel: maskImage.bitsPerPixel, bytesPerRow: maskImage.bytesPerRow, provider: provider,
                decode: nil, shouldInterpolate: false))
        #expect(mask.isMask && !maskImage.isMask)
        let green = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format).image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
            }.cgImage)
        // The 4 × 2 mask is scaled over the 8 × 4 image: black lets the image through, white hides it.
        let masked = try #require(green.masking(mask))
        #expect(masked.pixels[1, 1] == Color.green.pixel && masked.pixels[6, 2] == 0)
        // An image with alpha is no mask, as Apple requires.
        #expect(green.masking(green) == nil)
        // Too few bytes for the rows asked for.
        #expect(
            CGImage(
                maskWidth: 4, height: 3, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16, provider: provider,
                decode: nil, shouldInterpolate: false) == nil)
    }
}
