import Foundation

extension NotificationCenter {
    // Observers added with a selector, by observer, so `removeObserver(_:)` finds them.
    nonisolated(unsafe) private static var selectorObservers: [ObjectIdentifier: [NSObjectProtocol]] = [:]

    /// Sends `selector` to `observer` (with the notification when it takes an argument) for
    /// each notification `name` from `object` (any for nil); the observer is not kept.
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
        let target = WeakObserver(observer as AnyObject)
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            guard let object = target.object else { return }
            ObjCRuntime.send(selector, to: object, [notification])
        }
        Self.selectorObservers[ObjectIdentifier(observer as AnyObject), default: []].append(token)
    }

    /// Removes every observation of `observer`, those made with selectors included.
    public func removeObserver(_ observer: Any) {
        let object = observer as AnyObject
        for token in Self.selectorObservers.removeValue(forKey: ObjectIdentifier(object)) ?? [] {
            removeObserver(token, name: nil, object: nil)
        }
        removeObserver(observer, name: nil, object: nil)
    }
}

/// An observer held weakly by the notification block; UIKit code runs on one thread.
private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
