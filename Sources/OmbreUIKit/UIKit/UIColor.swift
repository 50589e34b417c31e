import Foundation
import OmbreGraphics

/// A color, as UIKit's `UIColor`: sRGB components with alpha, the system's named colors with
/// their device values, and `setFill()` / `setStroke()` for drawing in `draw(_:)`.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// The color in Ombre's terms; a dynamic color's as it resolves in the current traits.
    var color: Color { dynamicProvider.map { $0(UITraitCollection.current).color } ?? fixed }
    private let fixed: Color
    /// What a dynamic color is in given traits (UIColor+Dynamic.swift); nil for a fixed color.
    let dynamicProvider: ((UITraitCollection) -> UIColor)?
    /// The Core Image color it was made from, if it was (see CIColor.swift).
    var coreImageColor: CIColor?
    /// The image a pattern color repeats (`init(patternImage:)`); `color` is then its mean.
    private(set) var pattern: ColorPattern?

    package init(_ color: Color) {
        fixed = color
        dynamicProvider = nil
        super.init()
    }

    /// A color that is what `provider` returns for the traits it is used in, as a view's
    /// colors are resolved in the view's traits and a `cgColor` in the current ones.
    public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        fixed = .clear
        dynamicProvider = provider
        super.init()
    }

    /// A color made with no components, as `UIColor()` makes a placeholder that code replaces
    /// before drawing; clear here (what iOS gives is undocumented).
    public override convenience init() { self.init(.clear) }

    /// The color a `#colorLiteral(red:green:blue:alpha:)` in code names, components in 0...1.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A color from components in 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha)))
    }

    /// A gray.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Float(white), alpha: Float(alpha)))
    }

    /// A color from hue, saturation and brightness (HSB), each 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let i = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch i {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The color of a CGColor.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor.color)
        pattern = cgColor.pattern
    }

    /// A color that paints `image` repeated from the origin of what it fills (a view's
    /// background from the view's top-left corner, a context's fills from its origin), each
    /// tile at the image's size in points. Where one color is needed (a shape layer's fill, an
    /// animation between colors) it is the image's mean color. An image without pixels gives
    /// clear.
    public convenience init(patternImage image: UIImage) {
        let pattern = ColorPattern(image)
        self.init(pattern?.average ?? .clear)
        self.pattern = pattern
    }

    /// A color written as Ombre scenes write colors ("#ff5f6d", "rgb(…)", a UIKit or CSS name),
    /// as an asset catalog's named colors are looked up; nil when the text names no color.
    public convenience init?(named name: String) {
        guard let color = try? Color(parsing: name) else { return nil }
        self.init(color)
    }

    /// The color as a CGColor.
    public var cgColor: CGColor { CGColor(color, pattern: pattern) }

    /// The same color with another alpha (a pattern's image made that transparent).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var c = color
        c.alpha = Float(alpha)
        let made = UIColor(c)
        made.pattern = pattern?.scaled(alpha: Double(alpha))
        return made
    }

    /// Writes the components; false for a pattern color, which has none in RGB (its image's
    /// mean is written).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return pattern == nil
    }

    /// Makes this the fill and stroke color of the current context.
    open func set() {
        setFill()
        setStroke()
    }

    /// Makes this the fill color of the current context.
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the stroke color of the current context.
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.color == color && other.pattern == pattern
    }

    open override var hash: Int { color.hashValue }

    open override var description: String { "UIColor(\(color.description))" }

    public static var black: UIColor { UIColor(.black) }
    public static var darkGray: UIColor { UIColor(.darkGray) }
    public static var lightGray: UIColor { UIColor(.lightGray) }
    public static var white: UIColor { UIColor(.white) }
    public static var gray: UIColor { UIColor(.gray) }
    public static var red: UIColor { UIColor(.red) }
    public static var green: UIColor { UIColor(.green) }
    public static var blue: UIColor { UIColor(.blue) }
    public static var cyan: UIColor { UIColor(.cyan) }
    public static var yellow: UIColor { UIColor(.yellow) }
    public static var magenta: UIColor { UIColor(.magenta) }
    public static var orange: UIColor { UIColor(.orange) }
    public static var purple: UIColor { UIColor(.purple) }
    public static var brown: UIColor { UIColor(.brown) }
    public static var clear: UIColor { UIColor(.clear) }

}
