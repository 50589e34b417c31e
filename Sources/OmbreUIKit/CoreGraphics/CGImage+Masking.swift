import Foundation
import OmbreGraphics

extension CGImage {
    /// An image mask of `width` × `height` samples read from `provider`: the first byte of each
    /// pixel of `bitsPerPixel` bits, row after row `bytesPerRow` apart. A sample S masks as
    /// the inverse alpha 1 − S, as Apple documents for image masks: black paints, white hides.
    ///
    /// Fails, giving nil, for other than 8 bits per component, rows or pixels too short for
    /// their samples, or a provider too short for the rows. `decode` and `shouldInterpolate`
    /// are not used. Apple does not say how a mask reads pixels wider than one sample (32-bit
    /// pixels of a color image's provider, as libraries pass); reading the first byte is a guess.
    public convenience init?(
        maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool
    ) {
        let step = bitsPerPixel / 8
        guard width > 0, height > 0, width <= 1 << 14, height <= 1 << 14, bitsPerComponent == 8,
            bitsPerPixel % 8 == 0, step >= 1, bytesPerRow >= width * step,
            provider.bytes.count >= (height - 1) * bytesPerRow + width * step
        else { return nil }
        let pixels = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let row = pixels.row(y)
            for x in 0..<width {
                // Stored as the alpha it masks with, so `masking(_:)` and clips read it alike.
                let alpha = 255 - UInt32(provider.bytes[y * bytesPerRow + x * step])
                row[x] = alpha << 24
            }
        }
        self.init(pixels: pixels, hasAlpha: true, isImageMask: true)
    }

    /// The image seen through `mask`, scaled to the image's size: an image mask (from
    /// `init(maskWidth:…)`) lets each pixel through by its inverse sample, a gray image
    /// without alpha by its gray level. Nil for any other mask, which Apple does not allow.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard mask.isImageMask || (mask.isGray && !mask.hasAlpha) else { return nil }
        let coverage = mask.maskPixels
        let out = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let from = pixels.row(y)
            let to = out.row(y)
            let maskRow = coverage.row(min(y * mask.height / height, mask.height - 1))
            for x in 0..<width {
                let a = maskRow[min(x * mask.width / width, mask.width - 1)] >> 24
                let p = from[x]
                // Premultiplied: every channel scales with the mask's alpha.
                to[x] =
                    Self.scaled(p >> 24, a) << 24 | Self.scaled(p >> 16 & 0xFF, a) << 16
                    | Self.scaled(p >> 8 & 0xFF, a) << 8 | Self.scaled(p & 0xFF, a)
            }
        }
        return CGImage(pixels: out, hasAlpha: true, isGray: false)
    }

    /// `channel` × `alpha` / 255, rounded.
    private static func scaled(_ channel: UInt32, _ alpha: UInt32) -> UInt32 {
        (channel * alpha + 127) / 255
    }
}
