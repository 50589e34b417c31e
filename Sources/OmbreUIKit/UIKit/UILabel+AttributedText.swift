import Foundation

extension UILabel {
    /// `attributedText` as the label's text, font and color make it.
    var styledText: NSAttributedString? {
        text.map {
            NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
    }

    /// Takes `attributedText`'s characters and the attributes of its first one.
    func setStyledText(_ newValue: NSAttributedString?) {
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
