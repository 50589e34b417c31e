import Foundation

/// Key-value coding, as Core Animation gives layers: every property is reachable by its key,
/// a layer keeps a value for any other key too, and keys never set read their class's
/// `defaultValue(forKey:)`.
extension CALayer: KeyValueCoding {
    /// The value of built-in `property`.
    @inline(__always)
    subscript<V>(_ property: LayerProperty<V>) -> V {
        // The slot holds a LayerBox<V>: only `set`, presentation and the class defaults (made
        // by the property) write it.
        unsafeDowncast(store.slots[property.slot], to: LayerBox<V>.self).value
    }

    /// Sets built-in `property` to `value`: nothing happens when it is the same; otherwise
    /// the change runs the action `action(forKey:)` finds (looked up before the value
    /// changes, as Core Animation does), asks for display when the class's
    /// `needsDisplay(forKey:)` says so, and for `bounds` lays out.
    func set<V>(_ property: LayerProperty<V>, _ value: V) {
        let old = self[property]
        if property.isSame(old, value) { return }
        let change = pendingAction(for: property.name) { time in
            property.presented(old, in: self, at: time) ?? old
        }
        store.slots[property.slot] = LayerBox(value)
        if property.slot == 0, let old = old as? CGRect, let new = value as? CGRect, old.size != new.size {
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
            layoutBoundsChanged()
        }
        didChange(property.name, running: change)
    }

    /// Notes a change of `key` after its value was stored.
    private func didChange(_ key: String, running change: PendingAction?) {
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        change?.run(on: self, forKey: key)
    }

    /// The value for `key`: a built-in property's, or what was set for any other key, or
    /// the class's `defaultValue(forKey:)`.
    func storedValue(forKey key: String) -> Any? {
        if let slot = LayerKey.slots[key] { return store.slots[slot].anyValue }
        if let value = store.custom[key] {
            // A weak `@NSManaged` property's object, or nil once it is gone.
            if let weak = value as? WeakValue { return weak.object }
            return value
        }
        return type(of: self).defaultValue(forKey: key)
    }

    /// Sets the value for `key`, through the same change as the typed property: an implicit
    /// animation where one applies, display where `needsDisplay(forKey:)` asks for it.
    ///
    /// A key of no built-in property is kept as it is, as a layer is key-value compliant for
    /// any key. A value of the wrong type for a built-in property stops the program, as key-
    /// value coding does.
    func storeValue(_ value: Any?, forKey key: String) {
        if let property = LayerKey.property(key) {
            guard property.assign(value, to: self) else {
                ObjCRuntime.terminate(
                    "NSInvalidArgumentException",
                    "[<\(type(of: self))> setValue:forKey:]: \(value.map { "\(type(of: $0))" } ?? "nil") is not a value for key \(key)"
                )
            }
            return
        }
        let change = pendingAction(for: key) { time in self.presentedCustom(key, at: time) }
        store.custom[key] = value
        didChange(key, running: change)
    }

    /// A custom key's value (what `setValue(_:forKey:)` set, else the class default) as the
    /// layer shows it at its time `time`, animations applied.
    func presentedCustom(_ key: String, at time: Double) -> Any? {
        let model = store.custom[key] ?? type(of: self).defaultValue(forKey: key)
        guard running.contains(where: { $0.animation.animates(key) }) else { return model }
        switch model {
        case let v as CGPoint: return presented(key, v, at: time)
        case let v as CGSize: return presented(key, v, at: time)
        case let v as CGRect: return presented(key, v, at: time)
        case let v as CATransform3D: return presented(key, v, at: time)
        case let v as CGColor: return presented(key, OptionalColor(color: v), at: time).color
        default:
            // Numbers, and a key never set (custom animatable properties are numbers, mostly),
            // kept as the kind of number the model holds.
            guard model == nil || number(model) != nil else { return model }
            let shown = Double(presented(key, CGFloat(number(model) ?? 0), at: time))
            switch model {
            case is CGFloat: return CGFloat(shown)
            case is Float: return Float(shown)
            default: return shown
            }
        }
    }
}
