import Foundation

/// SF Symbols, Apple's icon font, ship only with Apple's systems: a Linux machine has none, so
/// every symbol is missing here. `UIImage(systemName:)` gives nil, as it does on iOS for a
/// name that is no symbol, and the images UIKit declares non-optional (`checkmark`, `remove`,
/// `add`, …) are empty images, zero points in size, that draw nothing.
extension UIImage {
    /// The SF Symbol `name`: nil, as there are none on Linux (see above).
    public convenience init?(systemName name: String) {
        return nil
    }

    /// The SF Symbol `name` in `configuration`: nil, as there are none on Linux.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        return nil
    }

    /// The image with `configuration` applied: the image itself, as it is no symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }

    /// The image with `configuration`: the image itself, as it is no symbol.
    public func withConfiguration(_ configuration: Configuration) -> UIImage { self }

    /// UIKit's checkmark symbol: an empty image here.
    public static var checkmark: UIImage { UIImage() }
    /// UIKit's "remove" (minus) symbol: an empty image here.
    public static var remove: UIImage { UIImage() }
    /// UIKit's "add" (plus) symbol: an empty image here.
    public static var add: UIImage { UIImage() }
    /// UIKit's "actions" (ellipsis) symbol: an empty image here.
    public static var actions: UIImage { UIImage() }
    /// UIKit's stroked checkmark symbol: an empty image here.
    public static var strokedCheckmark: UIImage { UIImage() }

    /// Settings of how an image is drawn; for symbols, their size and weight.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// A symbol's point size, weight and scale, kept.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size, 0 when not set.
        public private(set) var pointSize: CGFloat = 0
        /// The weight.
        public private(set) var weight = SymbolWeight.unspecified
        /// The scale.
        public private(set) var scale = SymbolScale.unspecified

        public override init() { super.init() }

        /// A configuration of `weight`.
        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        /// A configuration of `scale`.
        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// A configuration of `pointSize`, `weight` and `scale`.
        public convenience init(
            pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified
        ) {
            self.init()
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
    }

    /// A symbol's stroke weight.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size against the text beside it.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified, small, medium, large
    }
}
