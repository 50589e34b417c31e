import Foundation
import OmbreGraphics

/// A font at a size, as UIKit's `UIFont`, for drawing text with `NSString` and `String`.
///
/// Faces come from fontconfig: the system font is DejaVu Sans (San Francisco is not on
/// Linux), and a named font that is not installed gets fontconfig's closest match, so text
/// keeps its size and place with another face. Without any font installed, text draws
/// nothing.
open class UIFont: NSObject, @unchecked Sendable {
    /// How heavy a system font is, as `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// fontconfig's name for the nearest weight.
        var fontconfigName: String {
            switch rawValue {
            case ..<(-0.7): "extralight"
            case ..<(-0.5): "thin"
            case ..<(-0.2): "light"
            case ..<0.1: "regular"
            case ..<0.26: "medium"
            case ..<0.35: "demibold"
            case ..<0.5: "bold"
            case ..<0.6: "extrabold"
            default: "black"
            }
        }
    }

    /// The face, or nil when no font is installed.
    let face: Font?
    /// The fontconfig pattern the face was found by, to find it again at another size.
    let pattern: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The name the font was asked for, or the system font's.
    public let fontName: String

    private init(pattern: String, name: String, size: CGFloat) {
        face = try? Font.named(pattern)
        self.pattern = pattern
        fontName = name
        pointSize = size.isFinite && size > 0 ? size : 0
        super.init()
    }

    /// The font named `fontName` ("Avenir-Heavy", "Helvetica Neue") at `fontSize` points; an
    /// uninstalled family gets fontconfig's closest installed match. Nil only when no font is
    /// installed at all.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pattern: Self.pattern(forName: fontName), name: fontName, size: fontSize)
        if face == nil { return nil }
    }

    /// The family the face belongs to, for example "DejaVu Sans".
    public var familyName: String { face?.family ?? fontName }

    /// Baseline to baseline for lines of this font, in points.
    public var lineHeight: CGFloat { layout("")?.lineHeight ?? 0 }

    /// The top of a line to its baseline, in points.
    public var ascender: CGFloat { layout("")?.ascent ?? 0 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pattern: pattern, name: fontName, size: fontSize)
    }

    /// UIKit's standard sizes, in points: the system font's (14), a label's (17), a
    /// button's (18) and the small system font's (12).
    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pattern: "DejaVu Sans:slant=italic", name: ".SFUI-Italic", size: fontSize)
    }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pattern: "DejaVu Sans:weight=\(weight.fontconfigName)", name: ".SFUI-Regular", size: fontSize)
    }

    /// The system font with digits all one width, as counters use.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        // DejaVu Sans's digits already share one width.
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pattern: "DejaVu Sans Mono:weight=\(weight.fontconfigName)", name: ".SFMono-Regular", size: fontSize)
    }

    /// `text` laid out in this font; nil when no font is installed.
    func layout(_ text: String) -> TextLayout? {
        face.map { TextLayout(text, font: $0, size: Double(pointSize)) }
    }

    /// A fontconfig pattern for a PostScript-style name: "Avenir-Heavy" is family Avenir in
    /// style Heavy; a name without a hyphen is a family.
    static func pattern(forName name: String) -> String {
        let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
        guard let hyphen = escaped.lastIndex(of: "-") else { return escaped }
        let family = escaped[..<hyphen].replacingOccurrences(of: "-", with: "\\-")
        let style = escaped[escaped.index(after: hyphen)...]
        guard !family.isEmpty, !style.isEmpty else { return escaped.replacingOccurrences(of: "-", with: "\\-") }
        return "\(family):style=\(style)"
    }
}
