import Foundation
import OmbreGraphics

/// An image: a `CGImage` with the scale that maps its pixels to points.
///
/// Only upright (`.up`) images draw as they are; other orientations are kept and reported but
/// drawn as `.up`. The rendering mode is kept too: image views and buttons draw an
/// `.alwaysTemplate` image in their tint color (see `UIImageView`).
open class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap, top row first.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// How the bitmap is turned to be upright.
    public let imageOrientation: Orientation
    /// How UIKit would tint the image.
    public private(set) var renderingMode: RenderingMode = .automatic

    /// An image of `cgImage` at `scale` pixels per point.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.imageOrientation = orientation
    }

    /// An empty image: no bitmap, size zero.
    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        super.init()
    }

    /// An upright image of `cgImage` at one pixel per point.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// The image named `name`: scenes have no asset catalog, so it is the PNG file of that
    /// name (".png" added when it has no extension) in the scene's folder; a name ending in
    /// "@2x" or "@3x" gives the scale. Nil when there is no such file or it is no PNG.
    public convenience init?(named name: String) {
        guard let (cgImage, scale) = Self.resource(named: name, in: Self.resourceFolder) else { return nil }
        self.init(cgImage: cgImage, scale: scale, orientation: .up)
    }

    /// The image a `#imageLiteral(resourceName:)` names, found as `init(named:)` finds images.
    /// As on iOS, a resource that is missing ends the program.
    public required convenience init(imageLiteralResourceName name: String) {
        guard let (cgImage, scale) = Self.resource(named: name, in: Self.resourceFolder) else {
            ObjCRuntime.terminate(
                "NSInternalInconsistencyException",
                "#imageLiteral(resourceName: \"\(name)\"): no PNG of that name in \(Self.resourceFolder)")
        }
        self.init(cgImage: cgImage, scale: scale, orientation: .up)
    }

    /// The size in points: the bitmap's pixels divided by the scale.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image as PNG data (unpremultiplied 8-bit RGBA); nil for an empty image.
    open func pngData() -> Data? {
        guard let cgImage, let bytes = try? cgImage.pixels.pngData() else { return nil }
        return Data(bytes)
    }

    /// The same image with `mode` recorded; see the type's note on tinting.
    open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        guard let cgImage else { return self }
        let copy = UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation)
        copy.renderingMode = mode
        return copy
    }

    /// Draws the image upright, stretched over `rect`, into the current context (nothing
    /// outside drawing).
    open func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.draw(cgImage.pattern(in: rect, upright: true), pixelsIn: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Which way up the bitmap is stored.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// Whether UIKit draws the image's colors or tints its alpha.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
}
