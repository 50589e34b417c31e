import Foundation

extension UIApplication {
    /// The app's scenes: the one window scene.
    public var connectedScenes: Set<UIScene> { [UIKitWorld.current.windowScene] }

    /// The status bar's orientation: portrait, since a preview never turns.
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }
}

/// Which way up the app's interface is shown, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the interface stands upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface lies on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
