import Foundation

/// A `weak` `@NSManaged` property: a Swift scene's build writes `@NSManaged weak` as this
/// wrapper (and drops `weak`, which Swift does not allow on a wrapped property).
///
/// It holds its object weakly, as the declaration says: on a layer, the layer's keyed store
/// keeps a weak reference under the property's name, so `value(forKey:)` and presentation
/// copies see the object while something else keeps it; on another class the wrapper keeps
/// the weak reference. Apple does not document whether Core Animation's own storage of a
/// layer's dynamic properties honors `weak`; Ombre follows the declaration.
@propertyWrapper
public struct OmbreNSMw<Value>: ManagedStorage {
    private weak var object: AnyObject?
    var key: String?
    var mark = 0

    /// An unset property.
    public init() {}

    @available(*, unavailable, message: "@NSManaged properties belong to classes")
    public var wrappedValue: Value {
        get { preconditionFailure() }
        set { preconditionFailure() }
    }

    /// The object the property refers to, or nil once it is gone (or before it is set).
    public static subscript<Object: AnyObject>(
        _enclosingInstance object: Object, wrapped wrapped: ReferenceWritableKeyPath<Object, Value>,
        storage storage: ReferenceWritableKeyPath<Object, Self>
    ) -> Value {
        get {
            let held: Any?
            if let layer = object as? CALayer {
                held = layer.value(forKey: managedName(in: object, storage))
            } else {
                held = object[keyPath: storage].object
            }
            // A weak property's type is optional, so nil always reads as its value.
            return coerced(held, to: Value.self) ?? unset(Value.self)!
        }
        set {
            let referent = WeakValue.referent(of: newValue)
            if let layer = object as? CALayer {
                layer.setValue(referent.map(WeakValue.init), forKey: managedName(in: object, storage))
            } else {
                object[keyPath: storage].object = referent
            }
        }
    }
}

/// A weak reference kept in a layer's store: reading the key gives the object, or nil once
/// it is gone.
final class WeakValue {
    private(set) weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }

    /// The object `value` (an optional of a class type, as weak properties are) refers to.
    static func referent(of value: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return type(of: value) is AnyClass ? value as AnyObject : nil }
        guard let wrapped = mirror.children.first?.value else { return nil }
        return referent(of: wrapped)
    }
}
