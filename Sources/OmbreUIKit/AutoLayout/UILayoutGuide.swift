import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's
/// `UILayoutGuide`: space between views, or an inset region of its owning view such as the
/// safe area or the layout margins.
@preconcurrency @MainActor  // `@preconcurrency`: how Swift imports UIKit's Objective-C classes (see UIResponder)
open class UILayoutGuide: LayoutItem, LayoutAnchors {
    /// The view the guide belongs to (`addLayoutGuide(_:)`).
    open internal(set) weak var owningView: UIView?
    /// A name shown in layout messages.
    open var identifier = ""
    let layoutVariables: LayoutItemVariables

    public init() {
        layoutVariables = LayoutItemVariables("UILayoutGuide")
    }

    /// The guide's rectangle in its owning view's coordinates, from the last layout.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        let own = layoutVariables.rect
        let base = owner.autoLayout.variables?.rect.origin ?? .zero
        return CGRect(x: own.minX - base.x, y: own.minY - base.y, width: own.width, height: own.height)
    }

    var layoutView: UIView? { owningView }
    var layoutName: String {
        let name = identifier.isEmpty ? addressName(self) : "\(addressName(self))'\(identifier)'"
        return name
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { anchorLeading }
    open var trailingAnchor: NSLayoutXAxisAnchor { anchorTrailing }
    open var leftAnchor: NSLayoutXAxisAnchor { anchorLeft }
    open var rightAnchor: NSLayoutXAxisAnchor { anchorRight }
    open var centerXAnchor: NSLayoutXAxisAnchor { anchorCenterX }
    open var topAnchor: NSLayoutYAxisAnchor { anchorTop }
    open var bottomAnchor: NSLayoutYAxisAnchor { anchorBottom }
    open var centerYAnchor: NSLayoutYAxisAnchor { anchorCenterY }
    open var widthAnchor: NSLayoutDimension { anchorWidth }
    open var heightAnchor: NSLayoutDimension { anchorHeight }
}

/// Which inset region of its view a system guide follows.
enum SystemGuideKind {
    case safeArea
    case layoutMargins
    case readableContent
}

/// A guide the view makes for itself: the safe area, the layout margins or the readable
/// content width.
final class SystemLayoutGuide: UILayoutGuide {
    let kind: SystemGuideKind

    init(_ kind: SystemGuideKind, owner: UIView) {
        self.kind = kind
        super.init()
        owningView = owner
        switch kind {
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .layoutMargins: identifier = "UIViewLayoutMarginsGuide"
        case .readableContent: identifier = "UIViewReadableContentGuide"
        }
    }
}
