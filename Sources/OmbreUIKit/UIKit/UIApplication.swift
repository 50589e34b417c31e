import Foundation

/// The app, as UIKit's `UIApplication.shared`: its state and the names of the notifications
/// it posts. A scene is an app that has just launched: when it starts (before the first
/// `viewDidAppear`), the app becomes active and `didBecomeActiveNotification` is posted once.
/// It never resigns or goes to the background, so the other notifications are never posted.
open class UIApplication: UIResponder, @unchecked Sendable {
    /// The one app.
    public static let shared = UIApplication()

    /// Whether the app is in front and getting events.
    open private(set) var applicationState = State.inactive
    /// Kept for source compatibility: the screen never dims in a preview.
    open var isIdleTimerDisabled = false

    override init() { super.init() }

    /// The app's windows: the scene's one window once the root view is shown in it (from
    /// `viewWillAppear` on), else none. Windows the code makes itself are not listed, as Ombre
    /// does not show them.
    open var windows: [UIWindow] { UIKitWorld.current.window.map { [$0] } ?? [] }

    /// The window receiving events: the scene's window once shown, else nil.
    open var keyWindow: UIWindow? { UIKitWorld.current.window }

    /// Becomes active and says so, as a launched app does once its first window shows.
    func becomeActive() {
        applicationState = .active
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// Posted when the app becomes active.
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background.
    public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background.
    public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")

    /// Whether the app is active, inactive or in the background.
    public enum State: Int, Sendable {
        case active, inactive, background
    }
}
