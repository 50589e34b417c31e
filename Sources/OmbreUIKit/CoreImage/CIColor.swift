import Foundation

/// A Core Image color: unpremultiplied sRGB components with alpha, 0...1. Ombre has no Core
/// Image filters; the color is there for code that passes colors through it.
open class CIColor: NSObject, @unchecked Sendable {
    /// The red component.
    public let red: CGFloat
    /// The green component.
    public let green: CGFloat
    /// The blue component.
    public let blue: CGFloat
    /// The opacity.
    public let alpha: CGFloat

    /// A color from components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    /// An opaque color from components in 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    /// The color of a Core Graphics color.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.color
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    /// The color of a UIKit color.
    public convenience init(color: UIColor) { self.init(cgColor: color.cgColor) }

    /// How many components: red, green, blue and alpha.
    open var numberOfComponents: Int { 4 }
    /// The color space: sRGB, as every Ombre color.
    open var colorSpace: CGColorSpace { CGColorSpaceCreateDeviceRGB() }
    /// The components as Core Image writes a color in text, "r g b a".
    open var stringRepresentation: String { "\(red) \(green) \(blue) \(alpha)" }

    /// Opaque black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// Transparent black.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque red.
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
}

extension UIColor {
    /// A color that wraps `ciColor`, which `ciColor` gives back.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
        coreImageColor = ciColor
    }

    /// The Core Image color the color was made from. As on iOS, reading it from a color not
    /// made with `init(ciColor:)` ends the program with an uncaught exception.
    public var ciColor: CIColor {
        guard let coreImageColor else {
            ObjCRuntime.terminate(
                "NSInvalidArgumentException",
                "*** -CIColor not valid for the UIColor \(self); need to first convert colorspace.")
        }
        return coreImageColor
    }
}
