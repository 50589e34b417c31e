import Foundation

/// A layer's property values by key, as Core Animation keeps them: the built-in properties
/// in slots (see `LayerKey`), every other key (a subclass's `@NSManaged` properties, any key
/// set with `setValue(_:forKey:)`) by name.
///
/// A new layer's slots are its class's defaults, shared until the layer first sets one;
/// a presentation copy shares its model's until it is given the shown values.
struct LayerStore {
    var slots: ContiguousArray<AnyLayerBox>
    var custom: [String: Any] = [:]

    /// The store of a new layer of class `layerClass`.
    init(for layerClass: CALayer.Type) { slots = LayerStore.defaults(for: layerClass) }

    /// Each class's defaults, made once from its `defaultValue(forKey:)`.
    nonisolated(unsafe) private static var classDefaults: [ObjectIdentifier: ContiguousArray<AnyLayerBox>] = [:]
    private static let lock = NSLock()

    private static func defaults(for layerClass: CALayer.Type) -> ContiguousArray<AnyLayerBox> {
        let id = ObjectIdentifier(layerClass)
        if let known = lock.withLock({ classDefaults[id] }) { return known }
        // Made outside the lock: a subclass's defaultValue(forKey:) may make layers.
        let made = ContiguousArray(
            LayerKey.all.map { property in
                property.box(layerClass.defaultValue(forKey: property.name)) ?? property.box(property.defaultAny)!
            })
        return lock.withLock {
            if let known = classDefaults[id] { return known }
            classDefaults[id] = made
            return made
        }
    }
}

/// A slot's value, boxed so that reading it takes no dynamic cast: the slot of a
/// `LayerProperty<V>` only ever holds a `LayerBox<V>`. A box never changes (a set puts a new
/// one in the slot), so stores share boxes freely.
class AnyLayerBox {
    /// The value, its optional opened (nil for a nil optional).
    var anyValue: Any? { nil }
}

final class LayerBox<Value>: AnyLayerBox {
    let value: Value
    init(_ value: Value) { self.value = value }
    override var anyValue: Any? { opened(value) }
}
