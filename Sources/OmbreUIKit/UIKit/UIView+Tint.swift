import OmbreGraphics

extension UIView {
    /// How a view's tint color is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode, or `.normal` for a view without one.
        case automatic
        /// The tint color unchanged.
        case normal
        /// The tint color desaturated, as behind an alert.
        case dimmed
    }

    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
            view = current.superview
        }
        return .normal
    }

    var effectiveTintColor: UIColor {
        var view: UIView? = self
        var color = UIColor.systemBlue
        while let current = view {
            if let own = current.ownTintColor {
                color = own
                break
            }
            view = current.superview
        }
        guard effectiveTintAdjustmentMode == .dimmed else { return color }
        // iOS dims to a gray it does not document; the color's own luma as gray is a guess.
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }

    /// Tells this view, and each descendant that `inherits` through an unbroken line of
    /// inheriting views, that its tint changed.
    func tintDidChange(inheritedBy inherits: (UIView) -> Bool) {
        tintColorDidChange()
        for child in subviews where inherits(child) {
            child.tintDidChange(inheritedBy: inherits)
        }
    }
}
