import Foundation

/// A view of text, as UIKit's `UITextView`, shown, not edited: the text wrapped at spaces to
/// the width less the text container's insets (8 points above and below, as UIKit's default
/// `textContainerInset`, and 5 points each side, its line fragment padding), in `font`
/// (12-point system font, as UIKit's default) and `textColor` (`label`), from the leading
/// edge whatever `textAlignment` says. It does not scroll.
open class UITextView: UIView {
    /// The text shown.
    open var text: String! = "" { didSet { setNeedsDisplay() } }
    /// The font; nil draws the 12-point system font.
    open var font: UIFont? { didSet { setNeedsDisplay() } }
    /// The text's color; nil draws `label`.
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// How the lines sit across; kept, lines are drawn from the leading edge.
    open var textAlignment = NSTextAlignment.natural
    /// The space between the view's edges and its text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { setNeedsDisplay() } }
    /// Kept: the view is never edited here.
    open var isEditable = true
    /// Kept: the view is never selected here.
    open var isSelectable = true
    /// Kept: the view does not scroll.
    open var isScrollEnabled = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        isOpaque = false
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func draw(_ rect: CGRect) {
        let padding: CGFloat = 5
        let box = bounds.inset(by: textContainerInset).insetBy(dx: padding, dy: 0)
        guard let text, !text.isEmpty, box.width > 0 else { return }
        text.draw(
            in: box, withAttributes: [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .label])
    }
}
