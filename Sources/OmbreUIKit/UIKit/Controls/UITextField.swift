import Foundation

/// A one-line text field, as UIKit's `UITextField` shows one: its text (or its placeholder in
/// `placeholderText` when empty) at 17 points, vertically centered, inside the border
/// `borderStyle` draws. `.roundedRect` is a white (dark gray in dark mode) box with a thin gray
/// edge and 5-point corners, its text 7 points in, 34 points tall by its intrinsic size (UIKit's
/// values as commonly measured; Apple does not give them). Secure entry shows a dot per character.
///
/// Nothing types here: Ombre has no keyboard, so the field shows what code puts in it. It can
/// become the first responder, and its delegate is asked `textFieldShouldBeginEditing(_:)`
/// when it does; it sends `.editingDidBegin` and `.editingDidEnd` as it becomes and resigns.
open class UITextField: UIControl {
    /// How the field's edge is drawn.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// The text shown; setting nil empties it.
    open var text: String? = "" {
        didSet {
            if text == nil { text = "" }
            setNeedsDisplay()
        }
    }
    /// The text and its first character's attributes (see `UILabel.attributedText`).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: [.font: font as Any]) } }
        set { text = newValue?.string }
    }
    /// What shows while the text is empty.
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    /// The placeholder with attributes; its characters are shown in `placeholderText`.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// The font; nil draws the 17-point system font.
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
    /// The text's color; nil draws `label`.
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Where the line sits across the field.
    open var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }
    /// The field's edge; `.none` unless set.
    open var borderStyle = BorderStyle.none {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// Whether the text shows as dots.
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    /// Kept: no editing happens here.
    open var clearButtonMode = ViewMode.never
    /// Kept: no editing happens here.
    open var clearsOnBeginEditing = false
    /// Kept: the text is never shrunk.
    open var adjustsFontSizeToFitWidth = false
    /// Kept: the text is never shrunk.
    open var minimumFontSize: CGFloat = 0
    /// A view at the leading edge, laid out when `leftViewMode` shows it.
    open var leftView: UIView? { didSet { replaceOverlay(oldValue, leftView) } }
    /// When `leftView` shows; `.never` unless set.
    open var leftViewMode = ViewMode.never { didSet { setNeedsLayout() } }
    /// A view at the trailing edge, laid out when `rightViewMode` shows it.
    open var rightView: UIView? { didSet { replaceOverlay(oldValue, rightView) } }
    /// When `rightView` shows; `.never` unless set.
    open var rightViewMode = ViewMode.never { didSet { setNeedsLayout() } }
    /// The object told about editing.
    open weak var delegate: UITextFieldDelegate?
    /// Kept for source compatibility: there is no keyboard.
    open var keyboardType = UIKeyboardType.default
    /// Kept for source compatibility: there is no keyboard.
    open var returnKeyType = UIReturnKeyType.default
    /// Kept for source compatibility: there is no keyboard.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Kept for source compatibility: there is no keyboard.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Kept for source compatibility.
    open var textContentType: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        isOpaque = false
        contentMode = .redraw
    }

    /// Whether the field is the first responder, as editing would make it.
    open var isEditing: Bool { isFirstResponder }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        setNeedsLayout()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        setNeedsLayout()
        return true
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        super.touchesEnded(touches, with: event)
        if inside { becomeFirstResponder() }
    }

    /// The rectangle the text is drawn in: inside the border, between the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderStyle == .none ? 0 : 7, dy: 0)
        if let left = leftView, shows(leftViewMode) { rect.origin.x = max(rect.minX, left.frame.maxX) }
        if let right = rightView, shows(rightViewMode) {
            rect.size.width = min(rect.maxX, right.frame.minX) - rect.minX
        }
        rect.size.width = max(rect.width, 0)
        return rect
    }

    /// The rectangle the placeholder is drawn in: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where `leftView` goes: at the leading edge, centered vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where `rightView` goes: at the trailing edge, centered vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open override var intrinsicContentSize: CGSize {
        let line = (font ?? .systemFont(ofSize: 17)).lineHeight
        let height = borderStyle == .roundedRect ? max(34, line.rounded(.up) + 12) : line.rounded(.up)
        let shown = (text?.isEmpty ?? true) ? placeholder ?? "" : text ?? ""
        let width = shown.size(withAttributes: [.font: font ?? .systemFont(ofSize: 17)]).width.rounded(.up)
        return CGSize(width: width + (borderStyle == .none ? 0 : 14), height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let left = leftView {
            left.isHidden = !shows(leftViewMode)
            left.frame = leftViewRect(forBounds: bounds)
        }
        if let right = rightView {
            right.isHidden = !shows(rightViewMode)
            right.frame = rightViewRect(forBounds: bounds)
        }
    }

    open override func draw(_ rect: CGRect) {
        let traits = traitCollection
        switch borderStyle {
        case .roundedRect:
            let box = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : .white })
                .resolvedColor(with: traits).setFill()
            box.fill()
            UIColor.opaqueSeparator.resolvedColor(with: traits).setStroke()
            box.lineWidth = 0.5
            box.stroke()
        case .line, .bezel:
            UIColor.label.resolvedColor(with: traits).setStroke()
            let box = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
            box.lineWidth = 1
            box.stroke()
        case .none:
            break
        }
        let showsPlaceholder = text?.isEmpty ?? true
        let shown =
            showsPlaceholder
            ? placeholder ?? "" : isSecureTextEntry ? String(repeating: "•", count: text?.count ?? 0) : text ?? ""
        guard !shown.isEmpty else { return }
        let color = showsPlaceholder ? UIColor.placeholderText : textColor ?? .label
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font ?? .systemFont(ofSize: 17), .foregroundColor: color.resolvedColor(with: traits),
        ]
        let box = showsPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
        let size = shown.size(withAttributes: attributes)
        let x: CGFloat =
            switch textAlignment {
            case .center: box.midX - size.width / 2
            case .right: box.maxX - size.width
            default: box.minX
            }
        UIGraphicsGetCurrentContext()?.saveGState()
        UIGraphicsGetCurrentContext()?.clip(to: box)
        shown.draw(at: CGPoint(x: x, y: box.midY - size.height / 2), withAttributes: attributes)
        UIGraphicsGetCurrentContext()?.restoreGState()
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private func replaceOverlay(_ old: UIView?, _ new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        setNeedsLayout()
        setNeedsDisplay()
    }
}

/// What a text field tells its delegate and asks it, as UIKit's protocol of that name; every
/// requirement has a default, as UIKit's optional ones do.
@MainActor public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The keyboards UIKit offers; kept, as there is no keyboard here.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's label; kept.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Autocorrection; kept.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// Autocapitalization; kept.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
