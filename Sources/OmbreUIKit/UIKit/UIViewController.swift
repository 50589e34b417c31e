import Foundation

/// Manages a view, as UIKit's `UIViewController`: the view is made on first use by
/// `loadView()`, then `viewDidLoad()` runs; the preview calls `viewWillAppear(_:)` and
/// `viewDidAppear(_:)` around the first frame, and the layout callbacks around each layout of
/// the view.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open var title: String?

    /// A controller whose view is made on first use.
    public init(nibName: String?, bundle: Bundle?) { super.init() }

    /// Controllers come from storyboards on a device; here `init()` makes them.
    public required init?(coder: NSCoder) { super.init() }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The controller's view, loaded on first use.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
                loadedView?.owningController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been made, without making it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the view: by default a plain white view that follows the window's size.
    open func loadView() {
        // As on a device, the view starts the size of the screen, so `viewDidLoad` sees it.
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .white
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called when the system is short of memory: never, in a preview.
    open func didReceiveMemoryWarning() {}
    /// Whether the view turns with the device; a preview never turns, so this is only asked by code.
    open var shouldAutorotate: Bool { true }
    /// Whether the status bar hides while the controller shows; Ombre draws no status bar.
    open var prefersStatusBarHidden: Bool { false }
    /// Brings the view's constraints up to date before layout; call super at the end.
    open func updateViewConstraints() { view.updateConstraints() }

    /// The appearance of the controller's view and those below it; unspecified inherits it.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// Called in the update pass after the view's traits changed, before the view's own call.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Sets content and style before layout, just before its view's `updateProperties()`, in the
    /// update pass after `setNeedsUpdateProperties()`, the first time, and after an `@Observable`
    /// property it read changed.
    open func updateProperties() {}
    /// Whether the next update pass runs `updateProperties()` (Traits/UIView+Updates.swift).
    var ombreNeedsPropertiesUpdate = true

    /// Adds a child controller.
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Takes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    open override var next: UIResponder? { loadedView?.superview }
}
