import Foundation

extension UILabel {
    /// The text with its style as an attributed string: reading gives `text` with the label's
    /// `font` and `textColor` (nil without text); setting one sets `text` to its characters and,
    /// as UIKit does, `font`, `textColor` and `textAlignment` (from the paragraph style) to the
    /// attributes of its first character. Ombre
    /// draws a label in one font and color, so the other characters' attributes are not shown.
    public var attributedText: NSAttributedString? {
        get {
            text.map {
                NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
            }
        }
        set {
            guard let newValue else {
                text = nil
                return
            }
            if newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
                if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
            }
            text = newValue.string
        }
    }
}
