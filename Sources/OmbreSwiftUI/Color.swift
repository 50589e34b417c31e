/// SwiftUI's color as UIKit code meets it: made from a `UIColor`, a `CGColor` or components,
/// and turned back into a `UIColor`; Ombre draws no SwiftUI views, so that is all it does.
public struct Color: Hashable, CustomStringConvertible {
    /// The color, as UIKit sees it.
    let uiColor: UIColor

    /// The color `color` is, as SwiftUI's `Color(_:)` and `Color(uiColor:)` make it.
    public init(_ color: UIColor) { uiColor = color }

    /// The color `color` is. Disfavored so that `map(Color.init)` over UIColors picks
    /// `init(_:)`, as it builds against SwiftUI.
    @_disfavoredOverload public init(uiColor color: UIColor) { uiColor = color }

    /// The color `color` is.
    @_disfavoredOverload public init(cgColor color: CGColor) { uiColor = UIColor(cgColor: color) }

    /// The sRGB color of these components (0...1) and opacity.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }

    /// The gray of `white` (0...1) at `opacity`.
    public init(white: Double, opacity: Double = 1) {
        uiColor = UIColor(white: CGFloat(white), alpha: CGFloat(opacity))
    }

    /// The color of this hue, saturation and brightness (each 0...1) at `opacity`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        uiColor = UIColor(
            hue: CGFloat(hue), saturation: CGFloat(saturation), brightness: CGFloat(brightness),
            alpha: CGFloat(opacity))
    }

    /// This color with its opacity multiplied by `opacity`, as SwiftUI's `opacity(_:)` does.
    public func opacity(_ opacity: Double) -> Color {
        var alpha: CGFloat = 0
        _ = uiColor.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return Color(uiColor.withAlphaComponent(alpha * CGFloat(opacity)))
    }

    /// The color as a `CGColor`, resolved in the current traits as UIKit resolves its colors.
    public var cgColor: CGColor? { uiColor.cgColor }

    /// The color, as its UIKit color describes itself.
    public var description: String { "Color(\(uiColor))" }

    /// Whether the two are the same color in the current traits.
    public static func == (a: Color, b: Color) -> Bool { a.uiColor.cgColor == b.uiColor.cgColor }

    /// Hashes the color's components in the current traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(uiColor.cgColor.components?.map { Double($0) } ?? [])
    }
}

extension Color {
    /// SwiftUI's `.red`: `UIColor.systemRed`.
    public static var red: Color { Color(UIColor.systemRed) }
    /// SwiftUI's `.orange`: `UIColor.systemOrange`.
    public static var orange: Color { Color(UIColor.systemOrange) }
    /// SwiftUI's `.yellow`: `UIColor.systemYellow`.
    public static var yellow: Color { Color(UIColor.systemYellow) }
    /// SwiftUI's `.green`: `UIColor.systemGreen`.
    public static var green: Color { Color(UIColor.systemGreen) }
    /// SwiftUI's `.mint`: `UIColor.systemMint`.
    public static var mint: Color { Color(UIColor.systemMint) }
    /// SwiftUI's `.teal`: `UIColor.systemTeal`.
    public static var teal: Color { Color(UIColor.systemTeal) }
    /// SwiftUI's `.cyan`: `UIColor.systemCyan`.
    public static var cyan: Color { Color(UIColor.systemCyan) }
    /// SwiftUI's `.blue`: `UIColor.systemBlue`.
    public static var blue: Color { Color(UIColor.systemBlue) }
    /// SwiftUI's `.indigo`: `UIColor.systemIndigo`.
    public static var indigo: Color { Color(UIColor.systemIndigo) }
    /// SwiftUI's `.purple`: `UIColor.systemPurple`.
    public static var purple: Color { Color(UIColor.systemPurple) }
    /// SwiftUI's `.pink`: `UIColor.systemPink`.
    public static var pink: Color { Color(UIColor.systemPink) }
    /// SwiftUI's `.brown`: `UIColor.systemBrown`.
    public static var brown: Color { Color(UIColor.systemBrown) }
    /// SwiftUI's `.gray`: `UIColor.systemGray`.
    public static var gray: Color { Color(UIColor.systemGray) }
    /// SwiftUI's `.black`: `UIColor.black`.
    public static var black: Color { Color(UIColor.black) }
    /// SwiftUI's `.white`: `UIColor.white`.
    public static var white: Color { Color(UIColor.white) }
    /// SwiftUI's `.clear`: `UIColor.clear`.
    public static var clear: Color { Color(UIColor.clear) }
    /// SwiftUI's `.primary`: `UIColor.label`.
    public static var primary: Color { Color(UIColor.label) }
    /// SwiftUI's `.secondary`: `UIColor.secondaryLabel`.
    public static var secondary: Color { Color(UIColor.secondaryLabel) }
    /// SwiftUI's `.accentColor`: `UIColor.systemBlue`.
    public static var accentColor: Color { Color(UIColor.systemBlue) }
}

extension UIColor {
    /// The UIKit color of SwiftUI's `color`, as `UIColor(_:)` makes it on iOS.
    public convenience init(_ color: Color) {
        // Resolved where it is used, so a color from a dynamic UIColor stays dynamic.
        let source = color.uiColor
        self.init(dynamicProvider: { source.resolvedColor(with: $0) })
    }
}
