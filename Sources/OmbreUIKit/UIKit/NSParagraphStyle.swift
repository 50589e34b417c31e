import Foundation

/// How the lines of a paragraph are laid out, as UIKit's `NSParagraphStyle` under the
/// `.paragraphStyle` attribute. A label takes its `alignment`; the line spacing and height
/// multiple are kept but not drawn (a label's lines stay the font's line height apart).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// The alignment of the lines: `.natural`, left to right, by default.
    open fileprivate(set) var alignment = NSTextAlignment.natural
    /// Extra points between lines.
    open fileprivate(set) var lineSpacing: CGFloat = 0
    /// The factor the natural line height is multiplied by; 0, the default, leaves it.
    open fileprivate(set) var lineHeightMultiple: CGFloat = 0

    /// The default style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public override init() { super.init() }

    /// A mutable copy, as `mutableCopy() as! NSMutableParagraphStyle` gives.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }
}

/// A paragraph style whose settings can change.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }

    /// Takes every setting of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        alignment = style.alignment
        lineSpacing = style.lineSpacing
        lineHeightMultiple = style.lineHeightMultiple
    }
}

extension NSAttributedString.Key {
    /// The paragraph style of the text (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
