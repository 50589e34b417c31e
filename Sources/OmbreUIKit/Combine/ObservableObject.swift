/// A class whose changes can be observed before they happen, as Combine's `ObservableObject`.
///
/// A class that declares no `objectWillChange` gets an `ObservableObjectPublisher`, which each of
/// its `@Published` properties sends on before it changes.
public protocol ObservableObject: AnyObject {
    /// The publisher sent on before the object changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// The publisher that sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made when first asked for and kept by its `@Published` properties
    /// (by Ombre for a class that has none), so every ask gets the same one.
    public var objectWillChange: ObservableObjectPublisher { WillChangeRegistry.publisher(of: self) }
}
