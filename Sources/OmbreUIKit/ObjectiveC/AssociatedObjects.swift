import Foundation

/// How `objc_setAssociatedObject` holds a value, with the Objective-C runtime's raw values.
// swift-format-ignore: TypeNamesShouldBeCapitalized
// The runtime's own name, which user code writes.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: an object value is held weakly (Objective-C's is unsafe-unretained).
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Values objects carry under keys of the caller's, as the Objective-C runtime's associated
/// objects: the way extensions add stored properties. An object's values go when it goes.
enum AssociatedObjects {
    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    /// How many entries there may be before those of gone objects are swept out: twice the live
    /// ones after a sweep, so that sweeping costs a constant share of the settings.
    nonisolated(unsafe) private static var sweepAt = 256
    private static let lock = NSLock()

    static func set(_ value: Any?, on object: AnyObject, key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        // An entry whose owner is gone belonged to an object at the same address before.
        var entry = entries[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object)
        if let value {
            let held: Value =
                policy == .OBJC_ASSOCIATION_ASSIGN && type(of: value) is AnyClass
                ? .weak(WeakBox(value as AnyObject)) : .strong(value)
            entry.values[key] = held
        } else {
            entry.values[key] = nil
        }
        entries[id] = entry
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.owner != nil }
            sweepAt = max(256, 2 * entries.count)
        }
    }

    /// How many objects have entries, gone ones not yet swept included.
    static var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    static func value(on object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
        switch entry.values[key] {
        case .strong(let value): return value
        case .weak(let box): return box.object
        case nil: return nil
        }
    }

    static func removeAll(on object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(object)] = nil
    }
}

/// Gives `object` `value` under `key` (nil removes it), held as `policy` says.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociatedObjects.set(value, on: object as AnyObject, key: key, policy: policy)
}

/// The value `object` holds under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.value(on: object as AnyObject, key: key)
}

/// Removes every value `object` holds.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(on: object as AnyObject)
}

/// The lock `objc_sync_enter` and `objc_sync_exit` share: one recursive lock for every object
/// (a `@synchronized` block of any object excludes the others too, which is safe, if coarser).
private let synchronization = NSRecursiveLock()

/// Enters a `@synchronized` section on `obj`; returns 0 (`OBJC_SYNC_SUCCESS`).
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    synchronization.lock()
    return 0
}

/// Leaves a `@synchronized` section on `obj`; returns 0 (`OBJC_SYNC_SUCCESS`).
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    synchronization.unlock()
    return 0
}
