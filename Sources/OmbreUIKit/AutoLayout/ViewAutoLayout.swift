import Foundation

/// What Auto Layout keeps for one view: its constraints, guides, priorities and flags.
final class ViewAutoLayout {
    /// Constraints installed on the view (active ones whose items' nearest common ancestor
    /// it is), in activation order.
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMask = true
    var needsUpdateConstraints = true
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The solver's unknowns for the view, once it takes part in a layout.
    var variables: LayoutItemVariables?
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: SystemLayoutGuide?
    var marginsGuide: SystemLayoutGuide?
    var readableGuide: SystemLayoutGuide?
    /// Set on views that are the root of a tree laid out with constraints.
    var engine: LayoutEngine?
    /// The root's flag: a change since the last solve.
    var treeChanged = true
    /// The layout margins as set, or nil for the default.
    var directionalMargins: NSDirectionalEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// The safe-area insets of the last layout.
    var safeAreaInsets = UIEdgeInsets.zero
}
