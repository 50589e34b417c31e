import Foundation

/// An object that key-value coding reaches by key (a layer, a view), so that key paths run
/// through it: "layer.cornerRadius", "sublayer.position.x".
protocol KeyValueCoding: AnyObject {
    func value(forKey key: String) -> Any?
    func setValue(_ value: Any?, forKey key: String)
}

extension KeyValueCoding {
    /// The value at `keyPath`: a key, a key of an object a key gives, or a part of a structure
    /// a key gives ("position.x", "bounds.size.width", "transform.scale" …).
    func value(following keyPath: String) -> Any? {
        guard let (key, rest) = Self.split(keyPath) else { return value(forKey: keyPath) }
        guard let whole = value(forKey: key) else { return nil }
        if let object = whole as? any KeyValueCoding { return object.value(following: rest) }
        return StructurePart.read(rest, of: whole)
    }

    /// Sets the value at `keyPath`: a part of a structure changes that part of the property
    /// and leaves the rest, as Core Animation's key-path extensions do; a part a structure does
    /// not have stops the program, as key-value coding does.
    func setValue(_ value: Any?, following keyPath: String) {
        guard let (key, rest) = Self.split(keyPath) else { return setValue(value, forKey: keyPath) }
        let whole = self.value(forKey: key)
        if let object = whole as? any KeyValueCoding { return object.setValue(value, following: rest) }
        guard let whole, let changed = StructurePart.write(value, to: rest, of: whole) else {
            ObjCRuntime.terminate(
                "NSUnknownKeyException", "[<\(type(of: self))> setValue:forKeyPath:]: no part \(rest) of key \(key)")
        }
        setValue(changed, forKey: key)
    }

    /// The first key of `keyPath` and the rest, or nil for a single key.
    private static func split(_ keyPath: String) -> (String, String)? {
        guard let dot = keyPath.firstIndex(of: ".") else { return nil }
        return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
    }
}
