/// A color with straight (not premultiplied) gamma-encoded sRGB components in 0...1.
public struct Color: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: Float
    /// The green component, 0...1.
    public var green: Float
    /// The blue component, 0...1.
    public var blue: Float
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Float

    /// Creates a color; components are clamped to 0...1.
    public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
    }

    /// A gray of the given white level.
    public init(white: Float, alpha: Float = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a color from 8-bit components.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Float(red8) / 255, green: Float(green8) / 255, blue: Float(blue8) / 255,
            alpha: Float(alpha8) / 255)
    }

    private static func unit(_ v: Float) -> Float {
        v.isNaN ? 0 : min(max(v, 0), 1)
    }

    /// Transparent black, as UIKit's `clear`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)

    /// Premultiplied components scaled to 0...255, in (b, g, r, a) order as pixels store them.
    package var premultipliedBGRA255: SIMD4<Float> {
        let a = alpha * 255
        return SIMD4(blue * a, green * a, red * a, a)
    }

    /// The premultiplied BGRA8 pixel value (alpha in the high byte), rounded to nearest.
    public var pixel: UInt32 {
        let p = premultipliedBGRA255
        let b = UInt32((p[0]).rounded())
        let g = UInt32((p[1]).rounded())
        let r = UInt32((p[2]).rounded())
        let a = UInt32((p[3]).rounded())
        return b | g << 8 | r << 16 | a << 24
    }

    /// The color a premultiplied BGRA8 pixel stores (fully transparent pixels give `clear`).
    public init(pixel: UInt32) {
        let a = Float(pixel >> 24)
        guard a > 0 else {
            self = .clear
            return
        }
        self.init(
            red: Float(pixel >> 16 & 0xFF) / a, green: Float(pixel >> 8 & 0xFF) / a,
            blue: Float(pixel & 0xFF) / a, alpha: a / 255)
    }
}

extension Color: CustomStringConvertible {
    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        func hex(_ v: Float) -> String {
            let n = Int((v * 255).rounded())
            let s = String(n, radix: 16, uppercase: true)
            return n < 16 ? "0" + s : s
        }
        let rgb = "#" + hex(red) + hex(green) + hex(blue)
        return alpha >= 1 ? rgb : rgb + hex(alpha)
    }
}
