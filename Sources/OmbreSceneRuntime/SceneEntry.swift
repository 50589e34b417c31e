import OmbreUIKit

/// A type a Swift scene can show, as the scene's generated entry point lists it.
public struct SceneEntry {
    enum Maker {
        case controller(@MainActor () -> UIViewController)
        case view(@MainActor (CGRect) -> UIView)
    }

    let name: String
    let maker: Maker
    let inspectables: [SceneInspectable]

    /// A `UIViewController` subclass: its view fills the window.
    public static func controller(
        _ name: String, inspectables: [SceneInspectable] = [], make: @escaping @MainActor () -> UIViewController
    ) -> SceneEntry {
        SceneEntry(name: name, maker: .controller(make), inspectables: inspectables)
    }

    /// A `UIView` subclass made with `init(frame:)` at the window's bounds.
    public static func view(
        _ name: String, inspectables: [SceneInspectable] = [], make: @escaping @MainActor (CGRect) -> UIView
    ) -> SceneEntry {
        SceneEntry(name: name, maker: .view(make), inspectables: inspectables)
    }

    /// A `#Preview` block whose code makes a view: it fills the window, as Xcode's canvas shows it.
    public static func preview<View: UIView>(
        _ name: String, inspectables: [SceneInspectable] = [], make: @escaping @MainActor () -> View
    ) -> SceneEntry {
        SceneEntry(name: name, maker: .view({ _ in make() }), inspectables: inspectables)
    }

    /// A `#Preview` block whose code makes a view controller: its view fills the window.
    public static func preview<Controller: UIViewController>(
        _ name: String, inspectables: [SceneInspectable] = [], make: @escaping @MainActor () -> Controller
    ) -> SceneEntry {
        SceneEntry(name: name, maker: .controller(make), inspectables: inspectables)
    }

    var kind: String {
        switch maker {
        case .controller: "view controller"
        case .view: "view"
        }
    }
}

/// An `@IBInspectable` property that `--set NAME=VALUE` can set.
public struct SceneInspectable {
    let name: String
    /// Reads the text into the property's type without an instance, so that a bad value is
    /// refused before any user code runs.
    let check: (String) throws(InspectableError) -> Void
    let assign: (AnyObject, String) throws(InspectableError) -> Void

    /// The property at `keyPath`, its values read by `parse`.
    public init<Root: AnyObject, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
        _ parse: @escaping (String) throws(InspectableError) -> Value
    ) {
        self.name = name
        check = { text throws(InspectableError) in _ = try parse(text) }
        assign = { object, text throws(InspectableError) in
            guard let root = object as? Root else { return }
            root[keyPath: keyPath] = try parse(text)
        }
    }

    /// A read-only property (a computed `@IBInspectable` with only a getter, as libraries
    /// declare to show a value in Interface Builder): listed, but `--set` refuses it.
    public init<Root: AnyObject, Value>(
        _ name: String, _ keyPath: KeyPath<Root, Value>,
        _ parse: @escaping (String) throws(InspectableError) -> Value
    ) {
        self.name = name
        check = { _ throws(InspectableError) in
            throw InspectableError(description: "is read-only (it has no setter), so --set cannot give it")
        }
        assign = { _, _ in }
    }
}
