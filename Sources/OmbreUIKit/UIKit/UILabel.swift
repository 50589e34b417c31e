import Foundation
import OmbreGraphics

/// How lines of text sit across their box, as `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Drawn as `.left` here: lines are not stretched.
    case justified = 3
    /// Left, for the left-to-right text drawn here.
    case natural = 4

    var ombre: TextAlignment {
        switch self {
        case .center: .center
        case .right: .right
        case .left, .justified, .natural: .left
        }
    }
}

/// Read-only text, as UIKit's `UILabel`: its lines centered vertically in the bounds and set
/// across them by `textAlignment`, wrapped when `numberOfLines` is not 1 and cut or truncated
/// as `lineBreakMode` says (by default at spaces, the last line that fits ended with "…" when
/// the text runs longer), shrunk first when `adjustsFontSizeToFitWidth` allows.
open class UILabel: UIView {
    open var text: String? {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The system font at 17 points unless set; setting nil restores it.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// `.label` unless set; setting nil restores it.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            setNeedsDisplay()
        }
    }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// Where the baselines go when text shrinks to fit; kept, since Ombre never shrinks text.
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
    /// At most this many lines, or as many as the text needs when 0.
    open var numberOfLines = 1 {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The width a label of several lines wraps at for its intrinsic size (0: one line's width).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// How lines wrap and how text that does not fit ends: `.byTruncatingTail` unless set.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// Whether text too long for the bounds is drawn in a smaller font, down to
    /// `minimumScaleFactor` of `font`'s size, before it is cut or truncated.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest multiple of `font`'s size the text may shrink to when
    /// `adjustsFontSizeToFitWidth` is on; 0 (the default) lets it not shrink at all.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// The color of the text's shadow, a copy of the text drawn under it at `shadowOffset`
    /// without blur; nil (the default) draws none.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// How far the shadow lies from the text, in points: (0, -1), one point above, unless set.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// The text's color while `isHighlighted`; nil (the default) keeps `textColor`.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the text is drawn in `highlightedTextColor` (when that is set).
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// Whether the label draws its text as enabled. UIKit dims a disabled label's text by an
    /// amount Apple does not give; Ombre keeps the value and draws the text undimmed.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// The smallest font size of iOS 6 and before; kept, `minimumScaleFactor` is what shrinks text.
    open var minimumFontSize: CGFloat = 0
    /// Whether the font follows the reader's text size; kept, as Ombre's text size is fixed.
    open var adjustsFontForContentSizeCategory = false
    /// Whether UIKit may tighten letter spacing before truncating; kept, as Ombre never does.
    open var allowsDefaultTighteningForTruncation = false

    /// The text with its style as an attributed string: reading gives `text` with the label's
    /// `font` and `textColor` (nil without text); setting one sets `text` to its characters and,
    /// as UIKit does, `font`, `textColor` and `textAlignment` (from the paragraph style) to the
    /// attributes of its first character. Ombre draws a label in one font and color, so the
    /// other characters' attributes are not shown.
    open var attributedText: NSAttributedString? {
        get { styledText }
        set { setStyledText(newValue) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
    }

    /// The size of the text's lines at `size`'s width (unlimited for one line), as
    /// `textRect(forBounds:limitedToNumberOfLines:)` gives it, so that a subclass that insets
    /// that rectangle sizes itself too.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 ? CGFloat.greatestFiniteMagnitude : size.width
        let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    /// The rectangle the text takes in `bounds`, at most `numberOfLines` lines (0: any number):
    /// at the bounds' origin, as wide and tall as its lines (wrapped to the bounds' width unless
    /// one line), no larger than the bounds. Subclasses override it to inset the text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let wraps = numberOfLines != 1 && bounds.width < .greatestFiniteMagnitude
        let lines = shownLines(width: wraps ? Double(bounds.width) : .infinity, maxLines: numberOfLines)
        guard let layout = font.layout(lines.joined(separator: "\n")) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let width = min(CGFloat(layout.width.rounded(.up)), bounds.width)
        let height = min(CGFloat(layout.height.rounded(.up)), bounds.height)
        return CGRect(x: bounds.minX, y: bounds.minY, width: width, height: height)
    }

    /// The text's size on one line, or wrapped at `preferredMaxLayoutWidth` when the label
    /// has several lines and that is set.
    open override var intrinsicContentSize: CGSize { textIntrinsicSize }

    /// Draws the text, by `drawText(in:)` over the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect` of the current context: its lines wrapped to `rect`'s width,
    /// centered vertically in it and set across it by `textAlignment`, in `textColor`.
    /// Subclasses override it to draw elsewhere (an inset `rect`); code that draws a label into
    /// its own context calls it between `UIGraphicsPushContext` and `UIGraphicsPopContext`.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
        let drawnFont = fittedFont(in: rect.size)
        let lines = shownLines(width: Double(rect.width), font: drawnFont)
        guard let layout = drawnFont.layout(lines.joined(separator: "\n")) else { return }
        let outline = layout.path(in: Rect(rect), alignment: textAlignment.ombre)
        let clip = lineBreakMode.truncation == .none ? rect : nil
        if let shadowColor {
            let offset = AffineTransform(translationX: Double(shadowOffset.width), y: Double(shadowOffset.height))
            context.fillText(outline.applying(offset), color: shadowColor, clippedTo: clip)
        }
        let color = isHighlighted ? highlightedTextColor ?? textColor! : textColor!
        context.fillText(outline, color: color, clippedTo: clip)
    }

    /// The lines drawn in `width`: wrapped unless one line is asked for, cut to
    /// `numberOfLines`, and the last one truncated as `lineBreakMode` says when text was cut
    /// or it is too wide.
    func shownLines(width: Double, font: UIFont? = nil, maxLines: Int? = nil) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let lines = maxLines ?? numberOfLines
        return TextLines(text: text, font: font ?? self.font).shown(
            width: width, wrapping: lines == 1 ? .none : lineBreakMode.wrapping, maxLines: lines,
            truncation: lineBreakMode.truncation)
    }
}

/// Where a label's baselines go when its text shrinks to fit.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
}
