import Foundation

/// An `@NSManaged` property: a Swift scene's build writes the attribute as this wrapper.
///
/// On a layer (a `CALayer` subclass) the value lives in the layer's keyed store under the
/// property's name, as Core Animation keeps a layer's dynamic properties: `value(forKey:)`,
/// `defaultValue(forKey:)`, `needsDisplay(forKey:)`, actions, animations and presentation
/// copies all see it. On another class the wrapper keeps the value, as Core Data would.
@propertyWrapper
public struct OmbreNSMg<Value>: ManagedStorage {
    private var value: Value?
    /// The property's name, found the first time an instance uses it.
    var key: String?
    /// A mark for finding this property among the instance's stored properties.
    var mark = 0

    /// An unset property.
    public init() {}

    /// A property set to `value`.
    public init(wrappedValue value: Value) { self.value = value }

    @available(*, unavailable, message: "@NSManaged properties belong to classes")
    public var wrappedValue: Value {
        get { preconditionFailure() }
        set { preconditionFailure() }
    }

    /// The property of `object`: from its layer store, for a layer; else the value last set.
    ///
    /// Reading an unset property gives the class's `defaultValue(forKey:)`, else nil for an
    /// optional and zero for a number or a geometry structure; any other type read unset stops
    /// the program, as Core Data does for an attribute it has no value for.
    public static subscript<Object: AnyObject>(
        _enclosingInstance object: Object, wrapped wrapped: ReferenceWritableKeyPath<Object, Value>,
        storage storage: ReferenceWritableKeyPath<Object, Self>
    ) -> Value {
        get {
            let stored: Any?
            if let layer = object as? CALayer {
                stored = layer.value(forKey: managedName(in: object, storage))
            } else {
                stored = object[keyPath: storage].value
            }
            if let value = coerced(stored, to: Value.self) ?? unset(Value.self) { return value }
            ObjCRuntime.terminate(
                "NSInternalInconsistencyException", "@NSManaged property of type \(Value.self) read before it was set")
        }
        set {
            if let layer = object as? CALayer {
                layer.setValue(newValue, forKey: managedName(in: object, storage))
            } else {
                object[keyPath: storage].value = newValue
            }
        }
    }
}

/// The storage of an `@NSManaged` property, which learns the property's name.
protocol ManagedStorage {
    /// The property's name, found the first time an instance uses it.
    var key: String? { get set }
    /// A mark for finding this property among the instance's stored properties.
    var mark: Int { get set }
}

/// The name of the property whose storage is `storage`: `angle` for `_angle`.
///
/// Swift on Linux keeps no names in key paths; the instance's stored properties, read by
/// reflection, have them. The storage is marked and looked for among them, once per property
/// and instance (each class's answers are kept).
func managedName<Object: AnyObject, Storage: ManagedStorage>(
    in object: Object, _ storage: ReferenceWritableKeyPath<Object, Storage>
) -> String {
    if let key = object[keyPath: storage].key { return key }
    let found = ManagedNames.name(of: storage) {
        let mark = ManagedNames.nextMark()
        object[keyPath: storage].mark = mark
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let label = child.label, (child.value as? Storage)?.mark == mark {
                    return String(label.dropFirst())
                }
            }
            mirror = current.superclassMirror
        }
        return "\(storage)"
    }
    object[keyPath: storage].key = found
    return found
}

/// The names of `@NSManaged` properties found so far, by their storage's key path.
enum ManagedNames {
    nonisolated(unsafe) private static var names: [AnyKeyPath: String] = [:]
    nonisolated(unsafe) private static var marks = 0
    private static let lock = NSLock()

    /// A mark no storage had before.
    static func nextMark() -> Int {
        lock.withLock {
            marks += 1
            return marks
        }
    }

    /// The name of the property stored at `storage`, found by `find` the first time.
    static func name(of storage: AnyKeyPath, find: () -> String) -> String {
        if let known = lock.withLock({ names[storage] }) { return known }
        let found = find()
        lock.withLock { names[storage] = found }
        return found
    }
}

/// The value an unset `@NSManaged` property of type `V` reads: nil, zero or false.
func unset<V>(_ type: V.Type) -> V? {
    if let none = Optional<Any>.none as? V { return none }
    return coerced(0, to: V.self) ?? (CGPoint.zero as? V) ?? (CGSize.zero as? V) ?? (CGRect.zero as? V)
}
