import Foundation
import OmbreGraphics

/// A color space; Ombre draws every color in gamma-encoded sRGB, as a device's display does.
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name.
    public let name: String?

    init(named name: String) { self.name = name }

    /// The named color space; every name gives sRGB here.
    public convenience init?(name: String) { self.init(named: name) }

    /// The name of the sRGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the extended sRGB space.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"

    /// Color components per color: red, green and blue.
    public var numberOfComponents: Int { 3 }

    static let deviceRGB = CGColorSpace(named: "kCGColorSpaceDeviceRGB")
}

/// The device RGB color space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

/// A color with alpha, as Core Graphics passes colors to layers and contexts.
///
/// Components are unpremultiplied, gamma-encoded sRGB in 0...1.
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// The same color in Ombre's terms; for a pattern color, its image's mean.
    let color: Color
    /// The image a pattern color repeats, nil for a plain color.
    let pattern: ColorPattern?

    init(_ color: Color, pattern: ColorPattern? = nil) {
        self.color = color
        self.pattern = pattern
    }

    /// A color from red, green, blue and alpha in 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha)))
    }

    /// A gray from white and alpha in 0...1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Float(gray), alpha: Float(alpha)))
    }

    /// A color in `space` from its components followed by alpha; nil when the count is wrong.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let c = (0..<4).map { Float(components[$0]) }
        self.init(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    }

    /// Opaque black.
    public static let black = CGColor(Color.black)
    /// Opaque white.
    public static let white = CGColor(Color.white)
    /// Transparent black.
    public static let clear = CGColor(Color.clear)

    /// The alpha component.
    public var alpha: CGFloat { CGFloat(color.alpha) }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? {
        [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha)]
    }

    /// Four: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }

    /// The color space, device RGB.
    public var colorSpace: CGColorSpace? { CGColorSpace.deviceRGB }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var c = color
        c.alpha = Float(alpha)
        return CGColor(c, pattern: pattern?.scaled(alpha: Double(alpha)))
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color && a.pattern == b.pattern }

    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}
