/// A `@Published` property, as reflection finds it among an object's stored properties.
protocol PublishedProperty {
    /// The `objectWillChange` publisher of the object the property belongs to, sent on before
    /// the property changes; nil until the object has been asked for it.
    var willChange: ObservableObjectPublisher? { get nonmutating set }
}
