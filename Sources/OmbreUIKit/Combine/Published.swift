/// A property wrapper that publishes each new value of a class's property, as Combine's
/// `@Published`: `$name` is a publisher of the property's values.
///
/// `$name` sends the current value to each new subscriber, then each new value when the
/// property is set, before it is stored (so a subscriber reading the property still finds the
/// old value). In an `ObservableObject`, setting the property sends `objectWillChange` first.
/// Only properties of classes can be published, as in Combine.
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    /// A published property starting at `initialValue`.
    public init(initialValue: Value) { storage = PublishedStorage(initialValue) }

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }

    /// Unavailable: the property is read and set through the class that declares it.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { storage.value }
        set { storage.set(newValue) }
    }

    /// The publisher of the property's values, `$name`.
    ///
    /// Setting it changes nothing; it is settable so that `assign(to: &$name)` can take it.
    public var projectedValue: Publisher {
        get { Publisher(storage) }
        set {}
    }

    /// The property's value, read and set through the class instance that holds it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set { object[keyPath: storageKeyPath].storage.set(newValue) }
    }

    /// The publisher of a published property's values, as Combine's `Published.Publisher`.
    public struct Publisher: OmbreUIKit.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        init(_ storage: PublishedStorage<Value>) { self.storage = storage }

        /// Attaches `subscriber`, which gets the current value when it first asks, then each
        /// new one.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.attach(subscriber)
        }
    }
}

extension Published: PublishedProperty {
    var willChange: ObservableObjectPublisher? {
        get { storage.willChange }
        nonmutating set { storage.willChange = newValue }
    }
}

extension Publisher where Failure == Never {
    /// Sets the published property whose publisher `published` is (`&$name`) to each value, for
    /// as long as the property exists.
    public func assign(to published: inout Published<Output>.Publisher) {
        published.storage.assign(from: self)
    }
}
