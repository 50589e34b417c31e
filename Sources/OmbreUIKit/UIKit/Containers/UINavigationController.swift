import Foundation

/// A stack of controllers, as UIKit's `UINavigationController`: the top controller's view
/// fills the navigation controller's view. Pushing and popping change the stack at once
/// (`animated` changes nothing), and no navigation bar is drawn.
open class UINavigationController: UIViewController {
    /// The stack, bottom first.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            for child in children { unstack(child) }
            for controller in newValue { stack(controller) }
            showTop()
        }
    }

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        stack(rootViewController)
    }

    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { children.last }
    /// The controller shown: the top one, as none is presented.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Puts `controller` on top of the stack and shows its view.
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        stack(controller)
        showTop()
    }

    /// Takes the top controller off (never the last one) and gives it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        unstack(top)
        showTop()
        return top
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showTop()
    }

    private func stack(_ controller: UIViewController) {
        addChild(controller)
        controller.didMove(toParent: self)
    }

    private func unstack(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    private func showTop() {
        guard isViewLoaded, let top = topViewController else { return }
        for child in children where child !== top { child.viewIfLoaded?.removeFromSuperview() }
        top.fill(view)
    }
}

/// Controllers one of which shows at a time, as UIKit's `UITabBarController`: the selected
/// controller's view fills the tab bar controller's view; no tab bar is drawn.
open class UITabBarController: UIViewController {
    /// The tabs' controllers.
    open var viewControllers: [UIViewController]? {
        didSet {
            for child in children { child.removeFromParent() }
            for controller in viewControllers ?? [] { addChild(controller) }
            selectedIndex = min(selectedIndex, max((viewControllers?.count ?? 1) - 1, 0))
            showSelected()
        }
    }

    /// The index of the tab shown.
    open var selectedIndex = 0 { didSet { showSelected() } }

    /// The controller of the tab shown.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
            return controllers[selectedIndex]
        }
        set {
            if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) {
                selectedIndex = index
            }
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showSelected()
    }

    private func showSelected() {
        guard isViewLoaded else { return }
        for child in children where child !== selectedViewController { child.viewIfLoaded?.removeFromSuperview() }
        selectedViewController?.fill(view)
    }
}

extension UIViewController {
    /// The nearest navigation controller above the controller, if any.
    public var navigationController: UINavigationController? { nearestAncestor() }

    /// The nearest tab bar controller above the controller, if any.
    public var tabBarController: UITabBarController? { nearestAncestor() }

    /// The nearest controller of type `T` among the controller's parents.
    private func nearestAncestor<T: UIViewController>() -> T? {
        var current = parent
        while let controller = current {
            if let found = controller as? T { return found }
            current = controller.parent
        }
        return nil
    }

    /// The controller this one presents: none, as Ombre presents no controllers.
    public var presentedViewController: UIViewController? { nil }

    /// Puts the controller's view into `container`, filling it and following its size.
    func fill(_ container: UIView) {
        let shown = view!
        shown.frame = container.bounds
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if shown.superview !== container { container.addSubview(shown) }
    }
}
