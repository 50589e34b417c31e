import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// Images made offscreen and drawn, as view libraries make masks, glows and cached drawings.
@MainActor @Suite struct OffscreenImageTests {

    /// The channels (b, g, r, a) of a premultiplied pixel.
    private func channels(_ p: UInt32) -> [Int] { [0, 8, 16, 24].map { Int((p >> $0) & 0xFF) } }

    /// Bilinear samples of `image`'s pixels at (u, v) in pixel units, centers at half-integers,
    /// edges clamped.
    private func expectedSample(_ image: CGImage, u: Double, v: Double) -> [Double] {
        func at(_ x: Int, _ y: Int) -> [Double] {
            channels(image.pixels[min(max(x, 0), image.width - 1), min(max(y, 0), image.height - 1)]).map(Double.init)
        }
        let x = u - 0.5
        let y = v - 0.5
        let x0 = Int(x.rounded(.down))
        let y0 = Int(y.rounded(.down))
        let fx = x - Double(x0)
        let fy = y - Double(y0)
        return (0..<4).map { c in
            let top = at(x0, y0)[c] * (1 - fx) + at(x0 + 1, y0)[c] * fx
            let bottom = at(x0, y0 + 1)[c] * (1 - fx) + at(x0 + 1, y0 + 1)[c] * fx
            return top * (1 - fy) + bottom * fy
        }
    }

    @Test func rendererDrawsThePixelsItsClosureFills() throws {
        let image = try #require(quadrantsImage().cgImage)
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixels[0, 0] == Color.red.pixel && image.pixels[1, 0] == Color.green.pixel)
        #expect(image.pixels[0, 1] == Color.blue.pixel && image.pixels[1, 1] == Color.white.pixel)
    }

    @Test func twoByTwoImageDrawnIntoFourByFourIsSampledBilinearlyAtPixelCenters() throws {
        let image = quadrantsImage()
        let cgImage = try #require(image.cgImage)
        let frame = renderDrawing(width: 4, height: 4) { _, bounds in image.draw(in: bounds) }
        for y in 0..<4 {
            for x in 0..<4 {
                // Device pixel center (x + 0.5) lands at (x + 0.5) / 2 in the image.
                let expected = expectedSample(cgImage, u: (Double(x) + 0.5) / 2, v: (Double(y) + 0.5) / 2)
                let got = channels(frame[x, y])
                for c in 0..<4 {
                    #expect(abs(Double(got[c]) - expected[c]) <= 1, "(\(x), \(y)): \(got) vs \(expected)")
                }
            }
        }
        // The corners are the image's own pixels; between them the colors mix.
        #expect(frame[0, 0] == Color.red.pixel && frame[3, 3] == Color.white.pixel)
        #expect(channels(frame[1, 0])[2] == 191 && channels(frame[1, 0])[1] == 64)
    }

    @Test func imageDrawnWithAlphaAndABlendModeLeavesTheContextAsItWas() throws {
        let image = quadrantsImage()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
                // As GradientCircularProgress composites its two arcs: `.overlay` on a clear backdrop.
                image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .overlay, alpha: 0.5)
                image.draw(at: CGPoint(x: 2, y: 0))
            }.cgImage)
        let half = channels(drawn.pixels[0, 0])
        #expect(abs(half[3] - 128) <= 1 && abs(half[2] - 128) <= 1 && half[1] == 0 && half[0] == 0)
        // The second image, drawn after, is at full strength: the alpha was the first draw's alone.
        #expect(drawn.pixels[2, 0] == Color.red.pixel && drawn.pixels[3, 1] == Color.white.pixel)
    }

    @Test func imageDrawnAtItsPointSizeKeepsItsPixels() {
        let image = quadrantsImage()
        let frame = renderDrawing(width: 6, height: 6) { _, _ in image.draw(at: CGPoint(x: 2, y: 3)) }
        #expect(frame[2, 3] == Color.red.pixel && frame[3, 3] == Color.green.pixel)
        #expect(frame[2, 4] == Color.blue.pixel && frame[3, 4] == Color.white.pixel)
        #expect(
            frame[1, 3] == Color.black.pixel && frame[4, 4] == Color.black.pixel && frame[2, 5] == Color.black.pixel)
    }

    @Test func formatScaleMultipliesThePixelsAndTheDefaultIsTheScreensScale() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { _ in }
        #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 2)
        #expect(image.cgImage?.width == 20 && image.cgImage?.height == 10)
        let plain = UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 3, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 5, y: 5, width: 1, height: 1))
        }
        #expect(plain.scale == UIGraphicsImageRendererFormat.screenScale)
        // The bounds' origin is the image's top-left pixel.
        #expect(plain.cgImage?.pixels[0, 0] == Color.red.pixel && plain.cgImage?.pixels[1, 1] == 0)
    }

    @Test func imageContextMakesAnImageAtItsScaleUntilEnded() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 3)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == 3 && image.size == CGSize(width: 4, height: 2))
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 12 && cgImage.height == 6)
        #expect(cgImage.pixels[5, 5] == Color.blue.pixel && cgImage.pixels[6, 0] == 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil && UIGraphicsGetCurrentContext() == nil)
        // Scale 0 is the screen's.
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), true, 0)
        let opaque = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(opaque.scale == UIGraphicsImageRendererFormat.screenScale)
        // Nothing drawn in an opaque context is black.
        #expect(opaque.cgImage?.pixels[0, 0] == Color.black.pixel)
    }

    @Test func bitmapContextIsYUpAndItsImagesDrawUpsideDownInAFlippedContext() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(context.makeImage())
        // Core Graphics' origin is the bottom-left: the red pixel is in the bottom row.
        #expect(image.pixels[0, 1] == Color.red.pixel && image.pixels[0, 0] == 0)
        // Drawn with draw(_:in:) in a view (UIKit's flipped space), the bottom row lands on top.
        let flipped = renderDrawing(width: 2, height: 2) { context, bounds in context.draw(image, in: bounds) }
        #expect(flipped[0, 0] == Color.red.pixel && flipped[0, 1] == Color.black.pixel)
        // Drawn into a bitmap context it stays as it was.
        let copy = try #require(
            CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        copy.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(copy.makeImage()?.pixels == image.pixels)
    }

    @Test func bitmapContextRefusesLayoutsCoreGraphicsRefuses() {
        let space = CGColorSpaceCreateDeviceRGB()
        let alpha = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(
            CGContext(
                data: nil, width: 0, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: space, bitmapInfo: alpha)
                == nil)
        #expect(
            CGContext(
                data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 4, space: space, bitmapInfo: alpha)
                == nil)
        #expect(
            CGContext(
                data: nil, width: 4, height: 2, bitsPerComponent: 5, bytesPerRow: 0, space: space, bitmapInfo: alpha)
                == nil)
    }

    @Test func clipToAnAlphaMaskShowsTheFillWhereTheMaskWasDrawnFlippedAsOnADevice() throws {
        // The mask: the top half drawn in a UIKit image context.
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), false, 1)
        UIColor.black.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 4))
        let mask = try #require(UIGraphicsGetCurrentContext()?.makeImage())
        UIGraphicsEndImageContext()
        let frame = renderDrawing(width: 8, height: 8) { context, bounds in
            context.saveGState()
            context.clip(to: bounds, mask: mask)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(bounds)
            context.restoreGState()
            // Past the restore the mask no longer cuts.
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        // A mask laid out as draw(_:in:) lays out images: upside down in a flipped context.
        #expect(frame[4, 6] == Color.red.pixel && frame[4, 2] == Color.black.pixel)
        #expect(frame[0, 0] == Color.green.pixel)
    }

    @Test func clipToAGrayMaskUsesItsLevels() throws {
        let gray = try #require(
            CGContext(
                data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceGray(),
                bitmapInfo: CGImageAlphaInfo.none.rawValue))
        gray.setFillColor(UIColor.white.cgColor)
        gray.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let mask = try #require(gray.makeImage())
        #expect(mask.pixels[0, 0] == Color.white.pixel && mask.pixels[3, 0] == Color.black.pixel)
        let frame = renderDrawing(width: 4, height: 1) { context, bounds in
            context.clip(to: bounds, mask: mask)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(bounds)
        }
        // White lets the fill through, black keeps it out.
        #expect(frame[0, 0] == Color.red.pixel && frame[3, 0] == Color.black.pixel)
    }

    @Test func layerContentsImageIsFittedByItsGravity() throws {
        let image = try #require(quadrantsImage().cgImage)
        let stretched = renderHosted(width: 4, height: 4) { frame in
            let view = UIView(frame: frame)
            view.layer.contents = image
            return view
        }
        #expect(stretched[0, 0] == Color.red.pixel && stretched[3, 0] == Color.green.pixel)
        #expect(stretched[0, 3] == Color.blue.pixel && stretched[3, 3] == Color.white.pixel)
        let centered = renderHosted(width: 6, height: 6) { frame in
            let view = UIView(frame: frame)
            view.layer.contents = image
            view.layer.contentsGravity = .center
            return view
        }
        #expect(centered[2, 2] == Color.red.pixel && centered[3, 2] == Color.green.pixel)
        #expect(centered[3, 3] == Color.white.pixel && centered[1, 1] == Color.black.pixel)
        #expect(centered[4, 4] == Color.black.pixel)
    }

    @Test func imageViewFitsItsImageByContentMode() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 0.5), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 0.5, height: 0.5))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5))
        }
        let frame = renderHosted(width: 8, height: 8) { bounds in
            let back = UIView(frame: bounds)
            let view = UIImageView(image: wide)
            #expect(view.frame.size == CGSize(width: 1, height: 0.5) && !view.isUserInteractionEnabled)
            view.frame = bounds
            view.contentMode = .scaleAspectFit
            back.addSubview(view)
            return back
        }
        // 8 × 4 points in the middle of 8 × 8.
        #expect(frame[0, 3] == Color.red.pixel && frame[7, 4] == Color.green.pixel)
        #expect(frame[0, 0] == Color.black.pixel && frame[7, 7] == Color.black.pixel)
    }

    @Test func pngDataDecodesToTheImagesPixels() throws {
        let image = quadrantsImage()
        let data = try #require(image.pngData())
        let decoded = try PixelBuffer(pngData: Array(data))
        #expect(decoded == image.cgImage?.pixels)
        #expect(UIImage().pngData() == nil)
    }

    /// The idiom of libraries that read their images from files: `UIImage(data:)` of the bytes.
    @Test func imageFromPNGDataDrawsItsPixels() throws {
        let data = try #require(quadrantsImage().pngData())
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.size == CGSize(width: 1, height: 1))
        let drawn = renderHosted(width: 2, height: 2) { frame in
            let view = UIImageView(image: UIImage(data: data))
            view.frame = frame
            return view
        }
        #expect(drawn[0, 0] == Color.red.pixel && drawn[1, 1] == Color.white.pixel)
        #expect(UIImage(data: Data("not a picture".utf8)) == nil)
    }

    @Test func renderingModeIsKeptAndDrawsTheImagesOwnColors() throws {
        let image = quadrantsImage()
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && image.renderingMode == .automatic)
        #expect(template.cgImage === image.cgImage && template.size == image.size)
    }
}
