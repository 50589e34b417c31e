import Foundation
import OmbreLayout

/// Lays out its arranged subviews in a row or a column with Auto Layout, as UIKit's
/// `UIStackView`: it makes the constraints for `axis`, `distribution`, `alignment` and
/// `spacing`, and a hidden arranged subview collapses to nothing along the axis (inside
/// `UIView.animate`, the others move over in the animation).
open class UIStackView: UIView {
    /// How arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    /// Where arranged views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        /// The top, for a horizontal stack (the same as `leading`).
        public static let top = Alignment.leading
        /// The bottom, for a horizontal stack (the same as `trailing`).
        public static let bottom = Alignment.trailing
    }

    /// The spacing that `setCustomSpacing(_:after:)` reads as "use `spacing`".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The spacing that `setCustomSpacing(_:after:)` reads as the standard (8 points).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { autoLayoutTreeChanged() } }
    open var distribution: Distribution = .fill { didSet { autoLayoutTreeChanged() } }
    open var alignment: Alignment = .fill { didSet { autoLayoutTreeChanged() } }
    open var spacing: CGFloat = 0 { didSet { autoLayoutTreeChanged() } }
    /// Whether the arranged views are laid out inside the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { autoLayoutTreeChanged() } }
    /// Whether vertical spacing is measured between baselines (kept for API compatibility;
    /// spacing here is between edges).
    open var isBaselineRelativeArrangement = false
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The solver's unknown gaps of `equalSpacing` and center distance of `equalCentering`.
    var spacers: [LayoutVariable] = []

    /// A stack of `views`, each added as a subview.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Adds `view` at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        autoLayoutTreeChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        autoLayoutTreeChanged()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// The space after `arrangedSubview` instead of `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        autoLayoutTreeChanged()
    }

    /// The space set after `arrangedSubview`, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The space after `view`: its custom spacing, else `spacing`.
    func spacing(after view: UIView) -> CGFloat {
        switch customSpacing(after: view) {
        case UIStackView.spacingUseDefault: spacing
        case UIStackView.spacingUseSystem: systemSpacing
        case let custom: custom
        }
    }
}
