import Foundation
import OmbreGraphics

/// A bitmap image: premultiplied pixels, top row first, as a bitmap context's `makeImage()`
/// or `UIGraphicsImageRenderer` make them. Images never change once made.
public final class CGImage: @unchecked Sendable {
    /// The pixels, in Ombre's premultiplied BGRA.
    let pixels: PixelBuffer
    /// Whether the pixels carry alpha; an image without it is opaque and, as a mask, gives
    /// its gray level.
    let hasAlpha: Bool
    /// Whether the image is in a gray color space.
    let isGray: Bool
    /// Whether the image is an image mask (`init(maskWidth:…)`), its alpha the inverse of its samples.
    let isImageMask: Bool

    init(pixels: PixelBuffer, hasAlpha: Bool, isGray: Bool = false, isImageMask: Bool = false) {
        self.pixels = pixels
        self.hasAlpha = hasAlpha
        self.isGray = isGray
        self.isImageMask = isImageMask
    }

    /// Whether the image is an image mask.
    public var isMask: Bool { isImageMask }

    /// Pixels across.
    public var width: Int { pixels.width }
    /// Pixels down.
    public var height: Int { pixels.height }
    /// Bits per color component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 8 for gray, 32 for color.
    public var bitsPerPixel: Int { isGray ? 8 : 32 }
    /// Bytes per row, unpadded.
    public var bytesPerRow: Int { width * bitsPerPixel / 8 }
    /// Where the alpha is: premultiplied first for images with alpha, none otherwise.
    public var alphaInfo: CGImageAlphaInfo { hasAlpha ? .premultipliedFirst : .noneSkipFirst }
    /// The color space: device gray or device RGB.
    public var colorSpace: CGColorSpace? { isGray ? CGColorSpace.deviceGray : CGColorSpace.deviceRGB }

    /// The part of the image inside `rect` (in pixels, top-left origin), or nil when they do
    /// not meet.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let region = pixels.region(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height))
        return CGImage(pixels: region.copy(), hasAlpha: hasAlpha, isGray: isGray)
    }

    /// The image laid out over `rect`: with its top row at `rect`'s maximum y, as Core
    /// Graphics draws images in its y-up space (so a UIKit context, flipped, shows it upside
    /// down), or, `upright`, at its minimum y, as UIKit draws them.
    func pattern(in rect: CGRect, upright: Bool = false) -> ImagePattern {
        let sx = Double(rect.width) / Double(max(width, 1))
        let sy = Double(rect.height) / Double(max(height, 1))
        return ImagePattern(
            pixels: pixels,
            placement: AffineTransform(
                a: sx, b: 0, c: 0, d: upright ? sy : -sy, tx: Double(rect.minX),
                ty: Double(upright ? rect.minY : rect.maxY)))
    }

    /// The image as a mask: pixels whose alpha is the image's alpha or, for an image without
    /// alpha, its gray level (white paints, black does not).
    var maskPixels: PixelBuffer {
        guard !hasAlpha else { return pixels }
        let mask = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let from = pixels.row(y)
            let to = mask.row(y)
            for x in 0..<width {
                let level = Self.grayLevel(from[x])
                to[x] = level << 24 | level * 0x1_0101
            }
        }
        return mask
    }
}

extension CGImage {
    /// The gray level of a pixel, 0...255: the Rec. 601 luma of its gamma-encoded components
    /// (as a device-gray space converts colors, to within rounding; a guess at Core Graphics'
    /// exact weights).
    static func grayLevel(_ p: UInt32) -> UInt32 {
        (299 * ((p >> 16) & 0xFF) + 587 * ((p >> 8) & 0xFF) + 114 * (p & 0xFF) + 500) / 1000
    }
}

/// Where a bitmap's alpha is, and whether it is premultiplied.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7

    /// Whether pixels in this layout carry alpha.
    var hasAlpha: Bool {
        switch self {
        case .none, .noneSkipLast, .noneSkipFirst: false
        default: true
        }
    }
}

/// A bitmap's layout: its alpha info in the low bits, byte order above.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The info with `alpha` as its alpha info.
    public init(alphaInfo alpha: CGImageAlphaInfo) { self.init(rawValue: alpha.rawValue) }
}

extension CGColorSpace {
    static let deviceGray = CGColorSpace(named: "kCGColorSpaceDeviceGray")
    /// The name of the generic gray space with the sRGB curve.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"

    /// Whether colors in the space are gray levels.
    var isGray: Bool { name?.localizedCaseInsensitiveContains("gray") ?? false }
}

/// The device gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }

/// How finely a context samples images it scales.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
}

extension CGContext {
    /// Kept for source compatibility: images are always sampled bilinearly, whatever is set
    /// (reading it gives `.default`).
    public var interpolationQuality: CGInterpolationQuality {
        get { .default }
        set {}
    }
}
