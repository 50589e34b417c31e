import Foundation

/// A bar of buttons, as UIKit's `UIToolbar`, here as what libraries use it for: a view whose
/// `backgroundColor` fills it (a HUD's box). Its bar items are kept, not drawn, and the bar's
/// own translucent material is not drawn either: only its background color shows.
open class UIToolbar: UIView {
    /// The bar's items, kept.
    open var items: [UIBarButtonItem]?
    /// Whether the bar is translucent, kept: true by default, as on iOS.
    open var isTranslucent = true
    /// The bar's tint, kept.
    open var barTintColor: UIColor?
    /// The bar's style, kept.
    open var barStyle = UIBarStyle.default

    /// Sets `items`; `animated` changes nothing, as nothing of them is drawn.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// A toolbar's height, 44 points, at whatever width it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}

/// A button of a bar, kept by a toolbar.
open class UIBarButtonItem: NSObject {
    /// The button's title.
    open var title: String?
    /// The button's image.
    open var image: UIImage?

    public override init() { super.init() }

    /// A button titled `title`.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
    }

    /// How a bar button is drawn.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }
}

/// How a bar looks.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
}
