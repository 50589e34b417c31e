import Foundation

/// A scene of the app, as UIKit's `UIScene`: the app has one, in front and active once the
/// scene's window shows.
open class UIScene: UIResponder {
    /// Whether the scene is in front and active: `.foregroundActive` once the app is active,
    /// `.foregroundInactive` before.
    open var activationState: ActivationState {
        UIApplication.shared.applicationState == .active ? .foregroundActive : .foregroundInactive
    }

    /// Where a scene stands: in front or behind, active or not.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive, foregroundInactive, background
    }
}

/// The app's one window scene, as UIKit's `UIWindowScene`: its window is the scene's, on the
/// scene's screen, upright.
open class UIWindowScene: UIScene {
    /// The screen the scene shows on.
    open var screen: UIScreen { .main }
    /// The scene's windows: the scene's window, once shown.
    open var windows: [UIWindow] { UIApplication.shared.windows }
    /// The key window of the scene.
    open var keyWindow: UIWindow? { windows.first }
    /// The orientation the scene is shown in: portrait, since a preview never turns.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

extension UIWindow {
    /// A window of `windowScene`, the size of its screen. Ombre shows only the scene's own
    /// window (the one the host puts the root view in), so what this window holds is not drawn.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }
}
