import Foundation

extension UIView: LayoutItem, LayoutAnchors {
    /// A size component for "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1
    /// Ask for the smallest size with `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// Ask for the largest size with `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    var layoutVariables: LayoutItemVariables {
        if let variables = autoLayout.variables { return variables }
        let variables = LayoutItemVariables(layoutName)
        autoLayout.variables = variables
        return variables
    }

    var layoutView: UIView? { self }

    var layoutName: String {
        if let label = self as? UILabel, let text = label.text { return "\(addressName(self))'\(text)'" }
        return addressName(self)
    }

    /// Whether the autoresizing mask becomes constraints that hold the frame as set; true
    /// unless set, so a view positioned by constraints needs it false.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMask }
        set {
            autoLayout.translatesAutoresizingMask = newValue
            autoLayoutTreeChanged()
        }
    }

    /// The constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Installs `constraint` on this view and activates it (the older form of `isActive`).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        constraint.install(on: self)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { constraint.deactivate() }
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: - Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { anchorLeading }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchorTrailing }
    public var leftAnchor: NSLayoutXAxisAnchor { anchorLeft }
    public var rightAnchor: NSLayoutXAxisAnchor { anchorRight }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchorCenterX }
    public var topAnchor: NSLayoutYAxisAnchor { anchorTop }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchorBottom }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchorCenterY }
    public var widthAnchor: NSLayoutDimension { anchorWidth }
    public var heightAnchor: NSLayoutDimension { anchorHeight }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    // MARK: - Guides

    /// The layout guides added to this view.
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.guides.append(guide)
        autoLayoutTreeChanged()
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        autoLayout.guides.removeAll { $0 === guide }
        guide.owningView = nil
        autoLayoutTreeChanged()
    }

    // MARK: - Content size

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 unless set).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.hugging.horizontal : autoLayout.hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            autoLayout.hugging.horizontal = priority
        } else {
            autoLayout.hugging.vertical = priority
        }
        autoLayoutTreeChanged()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 unless set).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.compression.horizontal : autoLayout.compression.vertical
    }

    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        if axis == .horizontal {
            autoLayout.compression.horizontal = priority
        } else {
            autoLayout.compression.vertical = priority
        }
        autoLayoutTreeChanged()
    }

    // MARK: - Passes

    /// Whether `updateConstraints()` runs before the next layout.
    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        autoLayoutTreeChanged()
    }

    /// Runs `updateConstraints()` where asked for, in this view's subtree, subviews first.
    public func updateConstraintsIfNeeded() {
        for child in subviews { child.updateConstraintsIfNeeded() }
        guard autoLayout.needsUpdateConstraints else { return }
        if let controller = owningController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
        autoLayout.needsUpdateConstraints = false
    }

    /// The size the view's constraints give it nearest to `targetSize` (use
    /// `UIView.layoutFittingCompressedSize` for the smallest): solved apart from the view's
    /// superview and without moving anything.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size nearest to `targetSize`, each axis held to it at the given priority.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
        let engine = LayoutEngine(fitting: targetSize, priorities: (horizontal, vertical))
        engine.update(root: self, reportingConflicts: false)
        return CGSize(width: layoutVariables.width.value, height: layoutVariables.height.value)
    }

    /// Whether the constraints leave the view's frame undetermined (more than one frame
    /// satisfies them equally well).
    public var hasAmbiguousLayout: Bool {
        guard let engine = autoLayoutRoot.autoLayout.engine, autoLayout.variables != nil else { return false }
        return engine.isAmbiguous(self)
    }

    // MARK: - Tree

    /// The root of the view's tree.
    var autoLayoutRoot: UIView {
        var view = self
        while let up = view.superview { view = up }
        return view
    }

    /// Marks the tree for a new solve at its next layout pass.
    func autoLayoutTreeChanged() {
        let root = autoLayoutRoot
        guard root.autoLayout.engine?.isApplying != true else { return }
        root.autoLayout.treeChanged = true
    }

    /// Before a layout pass: solves the tree's constraints, when it has any and something
    /// changed, and moves the views they place.
    func solveConstraintsIfNeeded() {
        let root = autoLayoutRoot
        guard root.autoLayout.treeChanged else { return }
        root.autoLayout.treeChanged = false
        if root.autoLayout.engine == nil {
            guard root.usesAutoLayout() else { return }
            root.autoLayout.engine = LayoutEngine()
        }
        root.updateConstraintsIfNeeded()
        root.autoLayout.engine?.update(root: root, reportingConflicts: true)
    }

    /// Whether any view in the subtree has constraints, is placed by them or asks for them.
    private func usesAutoLayout() -> Bool {
        if !autoLayout.constraints.isEmpty || !autoLayout.translatesAutoresizingMask
            || type(of: self).requiresConstraintBasedLayout
        {
            return true
        }
        return subviews.contains { $0.usesAutoLayout() }
    }

    /// When the view leaves its superview: constraints installed above it that reference
    /// views in its subtree go inactive, as in UIKit.
    func deactivateConstraintsLeaving(_ oldSuperview: UIView) {
        var ancestor: UIView? = oldSuperview
        while let view = ancestor {
            for constraint in view.autoLayout.constraints
            where constraint.views.contains(where: { $0.isDescendant(of: self) }) {
                constraint.deactivate()
            }
            ancestor = view.superview
        }
    }
}
