import Foundation

extension UIKitWorld {
    /// The screen's traits: the scene's appearance and scale, the `.large` text size, and
    /// size classes from its size in points, a guess at the device rules: compact width below
    /// 600 points (an iPhone in portrait), compact height below 500 (an iPhone in landscape).
    var screenTraits: UITraitCollection {
        UITraitCollection(
            style: appearance, scale: screen.scale,
            horizontal: screen.bounds.width < 600 ? .compact : .regular,
            vertical: screen.bounds.height < 500 ? .compact : .regular, category: .large)
    }
}
