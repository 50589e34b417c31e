import Foundation

/// A layer's property values by key, as Core Animation keeps them: the built-in properties
/// in slots (see `LayerKey`), every other key (a subclass's `@NSManaged` properties, any key
/// set with `setValue(_:forKey:)`) by name.
///
/// A new layer's slots are its class's defaults, shared until the layer first sets one;
/// a presentation copy shares its model's until it is given the shown values.
struct LayerStore {
    var slots: ContiguousArray<Any>
    var custom: [String: Any] = [:]

    /// The store of a new layer of class `layerClass`.
    init(for layerClass: CALayer.Type) { slots = LayerStore.defaults(for: layerClass) }

    /// Each class's defaults, made once from its `defaultValue(forKey:)`.
    nonisolated(unsafe) private static var classDefaults: [ObjectIdentifier: ContiguousArray<Any>] = [:]
    private static let lock = NSLock()

    private static func defaults(for layerClass: CALayer.Type) -> ContiguousArray<Any> {
        let id = ObjectIdentifier(layerClass)
        if let known = lock.withLock({ classDefaults[id] }) { return known }
        // Made outside the lock: a subclass's defaultValue(forKey:) may make layers.
        let made = ContiguousArray(
            LayerKey.all.map { property in
                property.coerce(layerClass.defaultValue(forKey: property.name)) ?? property.defaultAny
            })
        return lock.withLock {
            if let known = classDefaults[id] { return known }
            classDefaults[id] = made
            return made
        }
    }
}
