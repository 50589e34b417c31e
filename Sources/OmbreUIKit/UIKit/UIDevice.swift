import Foundation

/// The device the code runs on, as UIKit's `UIDevice.current`: an iPhone held upright.
///
/// A preview never rotates, so the orientation stays `.portrait` and
/// `orientationDidChangeNotification` is never posted; code observing it (to lay out again
/// on rotation) builds and runs, and its observer is simply not called.
open class UIDevice: NSObject, @unchecked Sendable {
    /// The device: one per process, as on iOS.
    public static let current = UIDevice()

    /// The kind of device: a phone, as Ombre shows what an iPhone shows.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The model's name, as iOS gives it ("iPhone").
    open var model: String { "iPhone" }
    /// The operating system's name, as iOS gives it ("iOS").
    open var systemName: String { "iOS" }
    /// How the device is held: upright, as a preview shows it.
    open var orientation: UIDeviceOrientation { .portrait }
    /// Whether `beginGeneratingDeviceOrientationNotifications()` was called more often than
    /// `endGeneratingDeviceOrientationNotifications()`.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }
    private var orientationObservers = 0

    override init() { super.init() }

    /// Starts orientation notifications; they are counted, as iOS counts them.
    open func beginGeneratingDeviceOrientationNotifications() { orientationObservers += 1 }

    /// Ends the orientation notifications one `begin…` call started.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationObservers = max(orientationObservers - 1, 0)
    }

    /// Posted when the device's orientation changes (never, in a preview).
    public static let orientationDidChangeNotification = NSNotification.Name(
        "UIDeviceOrientationDidChangeNotification")
}

/// How a device is held, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The kind of interface, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}
