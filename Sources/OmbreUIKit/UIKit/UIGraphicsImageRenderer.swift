import Foundation
import OmbreGraphics

/// How a `UIGraphicsImageRenderer` makes its bitmaps.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point; the screen's scale by default.
    open var scale: CGFloat
    /// Whether the bitmap has no alpha (what is not drawn is black).
    open var opaque = false
    /// Kept for source compatibility: bitmaps are 8-bit sRGB whatever the range.
    open var preferredRange = Range.standard

    /// A format at the screen's scale, not opaque.
    public override init() {
        scale = UIGraphicsImageRendererFormat.screenScale
        super.init()
    }

    /// The format for drawing on the main screen.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format best suited to the device: the default one.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The screen's scale, `UIScreen.main.scale`: the frame's pixels per point (`--scale` or the
    /// device preset's), so images made for the screen are as sharp as the frame.
    static var screenScale: CGFloat { UIKitWorld.current.screen.scale }

    /// The color range of the bitmap.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }
}

/// The context an image renderer's drawing closure gets.
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context, in UIKit's space: origin at the top-left, y down, in points.
    public let cgContext: CGContext
    /// The format the renderer was made with.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        cgContext.makeImage().map { UIImage(cgImage: $0, scale: format.scale, orientation: .up) } ?? UIImage()
    }

    /// Fills `rect` with the current fill color.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect` with the current stroke color and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by drawing: `image { context in … }` runs the closure with a bitmap context of
/// the renderer's size at the format's scale pushed as the current one, so UIKit drawing
/// (`UIBezierPath`, `UIColor.setFill()`, `UIImage.draw(in:)`) lands in the image.
open class UIGraphicsImageRenderer: NSObject {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// The format the bitmaps are made in.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of `bounds` (its origin at the image's top-left) in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of images of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// The image `actions` draws; an empty image when the size is empty or too large.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = CGContext(uikitSize: bounds.size, scale: format.scale, opaque: format.opaque) else {
            return UIImage()
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return rendererContext.currentImage
    }
}

extension CGContext {
    /// A bitmap context in UIKit's space (top-left origin, y down, points) of `size` points at
    /// `scale` pixels per point; nil when that makes no pixels or more than 16384 across.
    convenience init?(uikitSize size: CGSize, scale: CGFloat, opaque: Bool) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        let w = (size.width * s).rounded(.up)
        let h = (size.height * s).rounded(.up)
        guard w >= 1, h >= 1, w <= 16384, h <= 16384 else { return nil }
        self.init(
            bitmap: BitmapTarget(width: Int(w), height: Int(h), hasAlpha: !opaque, isGray: false),
            base: CGAffineTransform(scaleX: s, y: s))
    }
}
