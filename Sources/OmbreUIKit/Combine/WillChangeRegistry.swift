import Foundation

/// Where the default `objectWillChange` of an observable object is kept: in its `@Published`
/// properties, which send on it before they change, found by reflection as Combine finds them;
/// for an object without any, in a table of its own.
enum WillChangeRegistry {
    /// Objects without `@Published` properties and their publishers, by identity; an entry whose
    /// object is gone is dropped when the table is next used. Used under `lock`, since each
    /// preview (and each test) runs its UIKit code on a thread of its own.
    nonisolated(unsafe) private static var others:
        [ObjectIdentifier: (object: WeakBox, publisher: ObservableObjectPublisher)] = [:]
    private static let lock = NSLock()

    /// The publisher of `object`, made and kept the first time.
    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        let properties = publishedProperties(of: object)
        if !properties.isEmpty {
            let publisher = properties.lazy.compactMap(\.willChange).first ?? ObservableObjectPublisher()
            for property in properties where property.willChange == nil { property.willChange = publisher }
            return publisher
        }
        lock.lock()
        defer { lock.unlock() }
        others = others.filter { $0.value.object.object != nil }
        let key = ObjectIdentifier(object)
        if let entry = others[key], entry.object.object === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        others[key] = (WeakBox(object), publisher)
        return publisher
    }

    /// The `@Published` properties of `object`, its superclasses' included.
    private static func publishedProperties(of object: AnyObject) -> [any PublishedProperty] {
        var properties: [any PublishedProperty] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let property = child.value as? any PublishedProperty { properties.append(property) }
            }
            mirror = current.superclassMirror
        }
        return properties
    }

    /// An object held weakly.
    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
