import Foundation

/// An effect a `UIVisualEffectView` applies to what lies behind it, as UIKit's `UIVisualEffect`.
@preconcurrency @MainActor  // `@preconcurrency`: how Swift imports UIKit's Objective-C classes (see UIResponder)
open class UIVisualEffect: NSObject {
    public required override init() { super.init() }

    /// The color laid over the backdrop, resolved by the view's traits; clear for no effect.
    var backdropTint: UIColor { .clear }
}

/// A blur of the content behind a view, lightened or darkened by its style, as UIKit's
/// `UIBlurEffect`.
///
/// Ombre draws the style's tint over the backdrop without blurring it (see
/// `UIVisualEffectView`). The tints are guesses: Apple documents each style by how light it
/// looks ("a little lighter than the view"), not by its colors, so each is a gray with an
/// opacity chosen to look as the style does on a device over a mid-gray backdrop.
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles, with the SDK's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    /// The style the effect was made with.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// A `.light` blur, as a blur made with no style is on a device (a guess: not documented).
    public required init() {
        style = .light
        super.init()
    }

    override var backdropTint: UIColor {
        let style = style
        return UIColor { traits in
            let (white, alpha) = style.tint(dark: traits.userInterfaceStyle == .dark)
            return UIColor(white: white, alpha: alpha)
        }
    }
}

extension UIBlurEffect.Style {
    /// The gray and opacity laid over the backdrop, in a dark or light appearance (the
    /// adaptable styles follow it; the others are fixed).
    func tint(dark: Bool) -> (white: CGFloat, alpha: CGFloat) {
        switch self {
        case .extraLight: return (0.97, 0.82)
        case .light: return (1, 0.3)
        case .dark: return (0.11, 0.73)
        case .extraDark: return (0.05, 0.85)
        case .regular: return (dark ? Self.dark : Self.light).tint(dark: dark)
        case .prominent: return (dark ? Self.dark : Self.extraLight).tint(dark: dark)
        case .systemUltraThinMaterial: return material(0, dark: dark)
        case .systemThinMaterial: return material(1, dark: dark)
        case .systemMaterial: return material(2, dark: dark)
        case .systemThickMaterial: return material(3, dark: dark)
        case .systemChromeMaterial: return material(4, dark: dark)
        case .systemUltraThinMaterialLight: return material(0, dark: false)
        case .systemThinMaterialLight: return material(1, dark: false)
        case .systemMaterialLight: return material(2, dark: false)
        case .systemThickMaterialLight: return material(3, dark: false)
        case .systemChromeMaterialLight: return material(4, dark: false)
        case .systemUltraThinMaterialDark: return material(0, dark: true)
        case .systemThinMaterialDark: return material(1, dark: true)
        case .systemMaterialDark: return material(2, dark: true)
        case .systemThickMaterialDark: return material(3, dark: true)
        case .systemChromeMaterialDark: return material(4, dark: true)
        }
    }

    /// A material from ultra-thin (0) to chrome (4): thicker ones hide more of the backdrop.
    private func material(_ thickness: Int, dark: Bool) -> (white: CGFloat, alpha: CGFloat) {
        let alpha: [CGFloat] = [0.35, 0.5, 0.7, 0.85, 0.75]
        return (dark ? 0.12 : 0.97, alpha[thickness])
    }
}

/// An effect that makes the content of a view over a blur stand out from it, as UIKit's
/// `UIVibrancyEffect`.
///
/// Ombre draws the content as it is, with no vibrant blending (an approximation: a device
/// mixes the content with the blurred backdrop), and lays no tint of its own.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect

    /// Vibrancy for content over a view with `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }

    public required init() {
        blurEffect = UIBlurEffect()
        super.init()
    }
}
