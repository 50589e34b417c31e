import Foundation

extension UIFont {
    /// The Dynamic Type styles, with UIKit's names.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size and weight at the default text size (Large), as Apple's Human
        /// Interface Guidelines list them for iOS.
        var metrics: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font of `style` at the default text size (Large): body 17 points, headline 17
    /// semibold, title1 28 … caption2 11. Ombre's reader never changes the text size, so the
    /// fonts do not follow `preferredContentSizeCategory`.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.metrics
        return systemFont(ofSize: metrics.size, weight: metrics.weight)
    }

    /// `preferredFont(forTextStyle:)`; the traits' text size is not followed (see there).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        preferredFont(forTextStyle: style)
    }
}

/// A font face as Core Graphics names one, for a `CATextLayer`'s `font`.
public final class CGFont {
    /// The face's PostScript or family name, as given.
    public let fullName: CFString?
    let name: String

    /// The face named `name`; nil when no installed face answers to it (see `UIFont(name:size:)`).
    public init?(_ name: CFString) {
        let text = String(name)
        guard UIFont(name: text, size: 12) != nil else { return nil }
        self.name = text
        fullName = name
    }

    /// The face's PostScript name.
    public var postScriptName: CFString? { fullName }
}

/// Core Foundation's string, which Swift's `String` bridges to with `as CFString`.
public typealias CFString = NSString
