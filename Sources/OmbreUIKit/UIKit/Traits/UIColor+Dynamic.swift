import Foundation
import OmbreGraphics

extension UIColor {
    /// The color as it is in `traits`: a dynamic color's provider's answer, or the color itself.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        guard let dynamicProvider else { return self }
        return dynamicProvider(traits).resolvedColor(with: traits)
    }

    /// Whether the color changes with the traits it is used in.
    var isDynamic: Bool { dynamicProvider != nil }

    /// A system color: `light` in the light appearance (and an unspecified one), `dark` in the dark.
    private static func system(_ light: Color, _ dark: Color) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light) }
    }

    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: Float = 1) -> Color {
        var color = Color(red8: r, green8: g, blue8: b)
        color.alpha = alpha
        return color
    }

    // The adaptive system colors with their light and dark values as Apple's Human Interface
    // Guidelines list them (iOS 13 to 18; iOS 26 retuned some hues, which are not followed here).
    public static var systemRed: UIColor { system(rgb(255, 59, 48), rgb(255, 69, 58)) }
    public static var systemGreen: UIColor { system(rgb(52, 199, 89), rgb(48, 209, 88)) }
    public static var systemBlue: UIColor { system(rgb(0, 122, 255), rgb(10, 132, 255)) }
    public static var systemOrange: UIColor { system(rgb(255, 149, 0), rgb(255, 159, 10)) }
    public static var systemYellow: UIColor { system(rgb(255, 204, 0), rgb(255, 214, 10)) }
    public static var systemPink: UIColor { system(rgb(255, 45, 85), rgb(255, 55, 95)) }
    public static var systemPurple: UIColor { system(rgb(175, 82, 222), rgb(191, 90, 242)) }
    public static var systemTeal: UIColor { system(rgb(48, 176, 199), rgb(64, 200, 224)) }
    public static var systemIndigo: UIColor { system(rgb(88, 86, 214), rgb(94, 92, 230)) }
    public static var systemMint: UIColor { system(rgb(0, 199, 190), rgb(99, 230, 226)) }
    public static var systemCyan: UIColor { system(rgb(50, 173, 230), rgb(100, 210, 255)) }
    public static var systemBrown: UIColor { system(rgb(162, 132, 94), rgb(172, 142, 104)) }
    public static var systemGray: UIColor { system(rgb(142, 142, 147), rgb(142, 142, 147)) }
    public static var systemGray2: UIColor { system(rgb(174, 174, 178), rgb(99, 99, 102)) }
    public static var systemGray3: UIColor { system(rgb(199, 199, 204), rgb(72, 72, 74)) }
    public static var systemGray4: UIColor { system(rgb(209, 209, 214), rgb(58, 58, 60)) }
    public static var systemGray5: UIColor { system(rgb(229, 229, 234), rgb(44, 44, 46)) }
    public static var systemGray6: UIColor { system(rgb(242, 242, 247), rgb(28, 28, 30)) }

    public static var systemBackground: UIColor { system(.white, .black) }
    public static var secondarySystemBackground: UIColor { system(rgb(242, 242, 247), rgb(28, 28, 30)) }
    public static var tertiarySystemBackground: UIColor { system(.white, rgb(44, 44, 46)) }
    public static var systemGroupedBackground: UIColor { system(rgb(242, 242, 247), .black) }
    /// The deprecated name of `systemGroupedBackground`.
    public static var groupTableViewBackground: UIColor { .systemGroupedBackground }
    public static var secondarySystemGroupedBackground: UIColor { system(.white, rgb(28, 28, 30)) }
    public static var tertiarySystemGroupedBackground: UIColor { system(rgb(242, 242, 247), rgb(44, 44, 46)) }

    public static var label: UIColor { system(.black, .white) }
    public static var secondaryLabel: UIColor { system(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)) }
    public static var tertiaryLabel: UIColor { system(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)) }
    public static var quaternaryLabel: UIColor { system(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)) }
    public static var placeholderText: UIColor { system(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)) }
    public static var separator: UIColor { system(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)) }
    public static var opaqueSeparator: UIColor { system(rgb(198, 198, 200), rgb(56, 56, 58)) }
    public static var link: UIColor { system(rgb(0, 122, 255), rgb(9, 132, 255)) }

    public static var systemFill: UIColor { system(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)) }
    public static var secondarySystemFill: UIColor { system(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)) }
    public static var tertiarySystemFill: UIColor { system(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)) }
    public static var quaternarySystemFill: UIColor { system(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)) }
}
