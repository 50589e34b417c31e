import Foundation

/// The window the hosted views are shown in, as UIKit's `UIWindow`: one per scene, the size
/// of the screen, made by the host, which puts the root view (the controller's view, or the
/// hosted view) into it before the view first appears.
///
/// The root view's `window` is this window and so is every view's below it, as on a device;
/// the root view is not made the window's subview, though: its `superview` stays nil and the
/// window lays nothing out, so the scene's layout is the root view's alone.
open class UIWindow: UIView {
    private var chosenScreen: UIScreen?

    /// The screen the window is shown on: the scene's.
    open var screen: UIScreen {
        get { chosenScreen ?? .main }
        set { chosenScreen = newValue }
    }

    /// The controller whose view the host put into the window, if it hosts one.
    open var rootViewController: UIViewController?

    /// Where the window stands among windows: kept, not used, since Ombre shows only the scene's window.
    open var windowLevel = Level.normal

    /// The window scene the window belongs to: the scene's window belongs to the one scene.
    open weak var windowScene: UIWindowScene?

    /// Whether this is the key window, the one receiving events: the scene's only window is.
    open var isKeyWindow: Bool { true }

    /// Shows the window; the scene's window is shown already, so this changes nothing.
    open func makeKeyAndVisible() {}

    /// Puts `root` into the window: `root` and the views below it get `willMove(toWindow:)`
    /// and then `didMoveToWindow()`, and see this window as their `window`. The window then
    /// becomes visible and key, and says so, as `makeKeyAndVisible()` does on a device.
    func install(_ root: UIView) {
        UIKitWorld.current.window = self
        windowScene = UIKitWorld.current.windowScene
        let moves = root.willMoveSubtree(toWindow: self)
        root.hostingWindow = self
        if moves { root.didMoveSubtreeToWindow() }
        NotificationCenter.default.post(name: Self.didBecomeVisibleNotification, object: self)
        NotificationCenter.default.post(name: Self.didBecomeKeyNotification, object: self)
    }
}
