import Foundation

/// An object that passes messages it has no method for on to another, as Objective-C's
/// `forwardingTarget(for:)` does: the weak proxy a display link or timer targets so that it
/// does not keep its owner alive.
///
/// UIKit's root classes adopt it. A scene's `NSObject` subclass that declares
/// `forwardingTarget(for:)` adopts it through its build, which also takes the `override` off
/// that method and off `responds(to:)`: Swift on Linux has no `NSObject` methods to override.
public protocol ObjCForwarding: AnyObject {
    /// The object a message for `aSelector` goes to instead, or nil.
    func forwardingTarget(for aSelector: Selector!) -> Any?
}

extension UIResponder: @preconcurrency ObjCForwarding {}

extension CALayer: ObjCForwarding {}
