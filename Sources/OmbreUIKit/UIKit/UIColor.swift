import Foundation
import OmbreGraphics

/// A color, as UIKit's `UIColor`: sRGB components with alpha, the system's named colors with
/// their device values, and `setFill()` / `setStroke()` for drawing in `draw(_:)`.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// The same color in Ombre's terms.
    let color: Color
    /// The Core Image color it was made from, if it was (see CIColor.swift).
    var coreImageColor: CIColor?

    package init(_ color: Color) {
        self.color = color
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
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }

    /// A color written as Ombre scenes write colors ("#ff5f6d", "rgb(…)", a UIKit or CSS name),
    /// as an asset catalog's named colors are looked up; nil when the text names no color.
    public convenience init?(named name: String) {
        guard let color = try? Color(parsing: name) else { return nil }
        self.init(color)
    }

    /// The color as a CGColor.
    public var cgColor: CGColor { CGColor(color) }

    /// The same color with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var c = color
        c.alpha = Float(alpha)
        return UIColor(c)
    }

    /// Writes the components; always succeeds here.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
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

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }

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

    // The adaptive system colors, with their light-appearance values.
    public static var systemBackground: UIColor { .white }
    public static var label: UIColor { .black }
    public static var systemRed: UIColor { UIColor(Color(red8: 255, green8: 59, blue8: 48)) }
    public static var systemGreen: UIColor { UIColor(Color(red8: 52, green8: 199, blue8: 89)) }
    public static var systemBlue: UIColor { UIColor(Color(red8: 0, green8: 122, blue8: 255)) }
    public static var systemOrange: UIColor { UIColor(Color(red8: 255, green8: 149, blue8: 0)) }
    public static var systemYellow: UIColor { UIColor(Color(red8: 255, green8: 204, blue8: 0)) }
    public static var systemPink: UIColor { UIColor(Color(red8: 255, green8: 45, blue8: 85)) }
    public static var systemPurple: UIColor { UIColor(Color(red8: 175, green8: 82, blue8: 222)) }
    public static var systemTeal: UIColor { UIColor(Color(red8: 48, green8: 176, blue8: 199)) }
    public static var systemIndigo: UIColor { UIColor(Color(red8: 88, green8: 86, blue8: 214)) }
    public static var systemGray: UIColor { UIColor(Color(red8: 142, green8: 142, blue8: 147)) }
    public static var systemGroupedBackground: UIColor { UIColor(Color(red8: 242, green8: 242, blue8: 247)) }
    /// The deprecated name of `systemGroupedBackground`.
    public static var groupTableViewBackground: UIColor { .systemGroupedBackground }
}
