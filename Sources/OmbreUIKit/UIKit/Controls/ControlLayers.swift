import Foundation

/// The layers UIKit's drawn controls share.
enum ControlLayers {
    /// A round thumb's layer with the soft shadow iOS puts under it (its values a guess).
    static func thumb(shadowOffset: CGFloat) -> CALayer {
        let thumb = CALayer()
        thumb.shadowColor = UIColor.black.cgColor
        thumb.shadowOpacity = 0.2
        thumb.shadowRadius = 2
        thumb.shadowOffset = CGSize(width: 0, height: shadowOffset)
        return thumb
    }

    /// Runs `body`'s layer changes over 0.25 s when `animated` (Core Animation's default
    /// duration; UIKit's own for its controls is not documented), else at once.
    static func change(animated: Bool, _ body: () -> Void) {
        CATransaction.begin()
        if animated { CATransaction.setAnimationDuration(0.25) } else { CATransaction.setDisableActions(true) }
        body()
        CATransaction.commit()
    }
}
