import Foundation

/// A view that shows an image, as UIKit's `UIImageView`: its layer's `contents` is the
/// image's bitmap, fitted to the bounds by `contentMode` (stretched, `.scaleToFill`, by default).
///
/// Template images are not tinted (see `UIImage`), and `animationImages` are not played.
open class UIImageView: UIView {
    /// The image shown; nil shows nothing.
    open var image: UIImage? {
        didSet {
            show(image)
            invalidateIntrinsicContentSize()
        }
    }
    /// The image shown while highlighted; kept for source compatibility (never highlighted here).
    open var highlightedImage: UIImage?
    /// Whether the view is highlighted; kept for source compatibility.
    open var isHighlighted = false

    /// An image view of `image`'s size showing it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        show(image)
    }

    /// An image view at `frame` showing no image. Unlike other views, it ignores touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image's size in points, which Auto Layout gives the view unless constraints say
    /// otherwise; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    private func show(_ image: UIImage?) {
        layer.contents = image?.cgImage
        layer.contentsScale = image?.scale ?? 1
    }
}
