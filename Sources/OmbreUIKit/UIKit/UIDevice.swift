import Foundation

/// The device, as UIKit's `UIDevice.current`: an iPhone held upright that never turns, so
/// `orientationDidChangeNotification` is never posted.
open class UIDevice: NSObject, @unchecked Sendable {
    /// The device the scene runs on.
    public static let current = UIDevice()

    /// The family of device: a phone, as Ombre shows what an iPhone shows.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// How the device is held: upright.
    open var orientation: UIDeviceOrientation { .portrait }
    /// The device's model name.
    open var model: String { "iPhone" }
    /// The operating system's name.
    open var systemName: String { "iOS" }

    /// Posted when the device turns: never, in a preview.
    public static let orientationDidChangeNotification = NSNotification.Name(
        "UIDeviceOrientationDidChangeNotification")
}

/// The kind of device an interface is made for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the device stands upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device lies on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
