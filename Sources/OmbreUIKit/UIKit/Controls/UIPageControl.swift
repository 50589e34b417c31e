import Foundation

/// A row of dots, one per page, the current one marked, as UIKit's `UIPageControl`.
///
/// The dots are 7 points wide, 16 points apart, centered in the bounds; the current page's is
/// `currentPageIndicatorTintColor` (`label`: black, or white in dark mode) and the others
/// `pageIndicatorTintColor` (`tertiaryLabel`, a translucent gray), as iOS 14 and later color
/// them over a light background. Its size for n pages is (16·n, 26) points. A tap right of the
/// current dot goes to the next page and left of it to the one before, sending `.valueChanged`,
/// as on a device. The dot size, spacing and height are the metrics commonly measured on
/// devices before iOS 14; Apple does not give them, and later systems vary them with the
/// background style, which Ombre does not draw.
open class UIPageControl: UIControl {
    static let dotDiameter: CGFloat = 7
    static let pitch: CGFloat = 16
    static let height: CGFloat = 26

    private var dots: [CALayer] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .clear
        isOpaque = false
    }

    /// How many dots; 0 unless set (negative counts as 0).
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The page marked, pinned to the pages there are.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            colorDots()
        }
    }

    /// Whether a control of one page is hidden.
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    /// The color of the other pages' dots; nil: `tertiaryLabel`.
    open var pageIndicatorTintColor: UIColor? { didSet { colorDots() } }
    /// The color of the current page's dot; nil: `label`.
    open var currentPageIndicatorTintColor: UIColor? { didSet { colorDots() } }
    /// Whether a tap waits for `updateCurrentPageDisplay()` (iOS 13 and before); kept.
    open var defersCurrentPageDisplay = false

    /// Shows `currentPage`, for controls that defer it.
    open func updateCurrentPageDisplay() { colorDots() }

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: Self.pitch * CGFloat(max(pageCount, 0)), height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        while dots.count < numberOfPages {
            let dot = CALayer()
            layer.addSublayer(dot)
            dots.append(dot)
        }
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperlayer() }
        let hidden = hidesForSinglePage && numberOfPages == 1
        let d = Self.dotDiameter
        let first = bounds.midX - Self.pitch * CGFloat(numberOfPages - 1) / 2
        ControlLayers.change(animated: false) {
            for (page, dot) in dots.enumerated() {
                dot.frame = CGRect(
                    x: first + Self.pitch * CGFloat(page) - d / 2, y: bounds.midY - d / 2, width: d, height: d)
                dot.cornerRadius = d / 2
                dot.isHidden = hidden
            }
        }
        colorDots()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        colorDots()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first?.location(in: self)
        super.touchesEnded(touches, with: event)
        guard isEnabled, let point, bounds.contains(point), numberOfPages > 1 else { return }
        let current = bounds.midX + Self.pitch * (CGFloat(currentPage) - CGFloat(numberOfPages - 1) / 2)
        let next = point.x > current ? currentPage + 1 : currentPage - 1
        guard (0..<numberOfPages).contains(next) else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    private func colorDots() {
        let traits = traitCollection
        let other = (pageIndicatorTintColor ?? .tertiaryLabel).resolvedColor(with: traits).cgColor
        let current = (currentPageIndicatorTintColor ?? .label).resolvedColor(with: traits).cgColor
        ControlLayers.change(animated: false) {
            for (page, dot) in dots.enumerated() { dot.backgroundColor = page == currentPage ? current : other }
        }
    }
}
