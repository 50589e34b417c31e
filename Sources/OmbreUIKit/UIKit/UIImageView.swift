import Foundation

/// A view that shows an image, as UIKit's `UIImageView`: its layer's `contents` is the
/// image's bitmap, fitted to the bounds by `contentMode` (stretched, `.scaleToFill`, by default).
///
/// A template image (`.alwaysTemplate`) is drawn in the view's `tintColor`, its alpha kept, and
/// again when the tint changes. `animationImages` are not played.
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

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.renderingMode == .alwaysTemplate { show(image) }
    }

    private func show(_ image: UIImage?) {
        let shown = image?.renderingMode == .alwaysTemplate ? image?.withTintColor(tintColor) : image
        layer.contents = shown?.cgImage
        layer.contentsScale = image?.scale ?? 1
    }
}
