import Foundation

extension UIWindow {
    /// Posted, with the window as its object, when a window becomes the key window: the scene's
    /// window when the host first shows it, right after `didBecomeVisibleNotification`.
    public static let didBecomeKeyNotification = NSNotification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window; never, since the scene's window stays key.
    public static let didResignKeyNotification = NSNotification.Name("UIWindowDidResignKeyNotification")
    /// Posted, with the window as its object, when a window becomes visible: the scene's window
    /// when the host first shows it.
    public static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window is hidden; never, since the scene's window stays shown.
    public static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")
}
