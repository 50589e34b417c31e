import Foundation

/// The screen the code is shown on, as UIKit's `UIScreen`: here the frame Ombre draws.
///
/// `bounds` is the scene's size in points and `scale` its pixels per point (`--scale`, or the
/// device preset's), so code that sizes itself by the screen or draws hairlines of
/// `1 / scale` points sees what it would on that device.
@preconcurrency @MainActor  // `@preconcurrency`: how Swift imports UIKit's Objective-C classes (see UIResponder)
open class UIScreen: NSObject {
    /// The screen of the current scene.
    open class var main: UIScreen { UIKitWorld.current.mainScreen }

    /// The screen's rectangle in points, origin at zero.
    open var bounds: CGRect { UIKitWorld.current.screen.bounds }

    /// Pixels per point.
    open var scale: CGFloat { UIKitWorld.current.screen.scale }

    /// Pixels per point of the physical display: the same as `scale` here, there being no
    /// downsampling as on the Plus-sized iPhones.
    open var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}
