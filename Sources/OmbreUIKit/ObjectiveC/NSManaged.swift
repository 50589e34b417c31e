/// Storage for an `@NSManaged` property: a Swift scene's build writes the attribute as this
/// wrapper, which keeps the value that Core Data would keep (unset, an optional reads nil).
@propertyWrapper
public struct OmbreNSMg<Value> {
    private var value: Value?

    /// An unset property.
    public init() {}

    /// A property set to `value`.
    public init(wrappedValue value: Value) { self.value = value }

    /// The value last set; reading an unset non-optional property stops the program, as Core
    /// Data does for an attribute it has no value for.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let none = Optional<Any>.none as? Value { return none }
            ObjCRuntime.terminate(
                "NSInternalInconsistencyException", "@NSManaged property of type \(Value.self) read before it was set")
        }
        set { value = newValue }
    }
}
