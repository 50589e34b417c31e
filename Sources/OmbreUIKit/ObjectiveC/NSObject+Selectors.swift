import Foundation

// Objective-C's messaging over the scene's selector table: what `NSObject` answers on a device.
// `responds(to:)` comes from `NSObjectProtocol` below, so that UIKit's root classes can declare
// it overridable (see `ObjCForwarding`).
extension NSObject {
    /// Sends `selector` with no argument and returns its result.
    @discardableResult
    public func perform(_ selector: Selector!) -> Unmanaged<AnyObject>! {
        Self.unmanaged(ObjCRuntime.send(selector, to: self))
    }

    /// Sends `selector` with `object` as its argument.
    @discardableResult
    public func perform(_ selector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        Self.unmanaged(ObjCRuntime.send(selector, to: self, [object]))
    }

    /// Sends `selector` with two arguments.
    @discardableResult
    public func perform(_ selector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        Self.unmanaged(ObjCRuntime.send(selector, to: self, [object1, object2]))
    }

    /// Sends `selector` with `object` once the scene clock has moved on by `delay` seconds.
    public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval) {
        let world = UIKitWorld.current
        world.schedule(at: world.time + max(delay, 0)) { [self] in ObjCRuntime.send(selector, to: self, [object]) }
    }

    private static func unmanaged(_ result: Any?) -> Unmanaged<AnyObject>? {
        guard let result, type(of: result) is AnyClass else { return nil }
        return Unmanaged.passUnretained(result as AnyObject)
    }
}

// `@objc protocol P: NSObjectProtocol` gives its existentials `responds(to:)`, as on iOS, and
// every `NSObject` has it.
extension NSObjectProtocol {
    /// Whether the object has a method for `selector`.
    public func responds(to selector: Selector?) -> Bool {
        selector.map { ObjCRuntime.responds(self, to: $0) } ?? false
    }
}
