import Foundation

extension UIView {
    /// The part of the view no bar, notch or home indicator covers, as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, \.safeAreaGuide) }

    /// The view's guide of `kind`, made on first use.
    private func systemGuide(
        _ kind: SystemGuideKind, _ slot: ReferenceWritableKeyPath<ViewAutoLayout, SystemLayoutGuide?>
    )
        -> UILayoutGuide
    {
        if let guide = autoLayout[keyPath: slot] { return guide }
        let guide = SystemLayoutGuide(kind, owner: self)
        autoLayout[keyPath: slot] = guide
        autoLayoutTreeChanged()
        return guide
    }

    /// How far the screen's safe area reaches into the view on each side: the device's insets
    /// (`--device`) for a view that fills the window, less where a view lies further in.
    public var safeAreaInsets: UIEdgeInsets {
        let window = UIKitWorld.current.safeAreaInsets
        let root = autoLayoutRoot
        guard root !== self else { return window }
        let frame = CGRect(origin: convert(CGPoint.zero, to: root), size: bounds.size)
        let size = root.bounds.size
        func inset(_ edge: CGFloat, _ distance: CGFloat) -> CGFloat { max(0, edge - max(0, distance)) }
        return UIEdgeInsets(
            top: min(inset(window.top, frame.minY), bounds.height),
            left: min(inset(window.left, frame.minX), bounds.width),
            bottom: min(inset(window.bottom, size.height - frame.maxY), bounds.height),
            right: min(inset(window.right, size.width - frame.maxX), bounds.width))
    }

    /// The view's margins: 8 points on each side unless set, 16 at the sides (20 on a screen
    /// at least 600 points wide) for a view controller's view.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { autoLayout.directionalMargins ?? defaultLayoutMargins }
        set {
            autoLayout.directionalMargins = newValue
            autoLayoutTreeChanged()
            layoutMarginsDidChange()
        }
    }

    public var layoutMargins: UIEdgeInsets {
        get { directionalLayoutMargins.edgeInsets }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(newValue) }
    }

    private var defaultLayoutMargins: NSDirectionalEdgeInsets {
        guard owningController != nil else {
            return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        let side: CGFloat = bounds.width >= 600 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the layout margins guide is inset by the safe area as well (true unless set).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout.insetsLayoutMarginsFromSafeArea }
        set {
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            autoLayoutTreeChanged()
        }
    }

    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayout.preservesSuperviewLayoutMargins }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue }
    }

    /// The margins the layout margins guide keeps from the view's edges: the margins, plus
    /// the safe area when `insetsLayoutMarginsFromSafeArea`.
    var effectiveLayoutMargins: UIEdgeInsets {
        insetsLayoutMarginsFromSafeArea ? layoutMargins + safeAreaInsets : layoutMargins
    }

    /// The view's bounds inset by its layout margins, as a guide.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins, \.marginsGuide) }

    /// The layout margins guide narrowed to a comfortable reading width (672 points for
    /// the default text size) and centered in it.
    public var readableContentGuide: UILayoutGuide {
        _ = layoutMarginsGuide
        return systemGuide(.readableContent, \.readableGuide)
    }

    /// The guides the view made for itself, in the order their constraints go in.
    var systemGuides: [SystemLayoutGuide] {
        [autoLayout.safeAreaGuide, autoLayout.marginsGuide, autoLayout.readableGuide].compactMap { $0 }
    }
}

/// The widest the readable content guide gets, for the default (large) text size.
let readableContentWidth: CGFloat = 672
