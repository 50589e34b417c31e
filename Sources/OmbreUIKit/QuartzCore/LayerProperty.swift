import Foundation

/// A built-in layer property, as the keyed store sees it: its key, its slot in the store, its
/// default, and for an animatable one how to read what a layer shows of it.
class AnyLayerProperty: @unchecked Sendable {
    /// The key-value coding key ("bounds", "hidden", "strokeEnd" …).
    let name: String
    /// Where the value sits in a layer's store.
    let slot: Int
    /// The value of a layer that never set it, unless its class's `defaultValue(forKey:)` says
    /// otherwise.
    let defaultAny: Any
    /// Whether changing it finds Core Animation's default action, an implicit animation.
    let isAnimatable: Bool

    init(name: String, defaultAny: Any, isAnimatable: Bool) {
        self.name = name
        self.defaultAny = defaultAny
        self.isAnimatable = isAnimatable
        guard let slot = LayerKey.slots[name] else {
            preconditionFailure("layer property \(name) is missing from LayerKey.names")
        }
        self.slot = slot
    }

    /// `any` as this property's type (numbers converted, geometry boxes opened) in a slot's
    /// box; nil when it cannot be one.
    func box(_ any: Any?) -> AnyLayerBox? { nil }

    /// Sets the property of `layer` to `any` through its change path; false when `any` is not
    /// of the property's type.
    func assign(_ any: Any?, to layer: CALayer) -> Bool { false }

    /// What `layer` shows of the property at its time `time` when its model value is `model`,
    /// in the form an animation's `fromValue` takes; nil for a property that does not animate.
    func presented(_ model: Any, in layer: CALayer, at time: Double) -> Any? { nil }

    /// Sets `copy`'s value to what `source` shows at `time`.
    func present(_ source: CALayer, into copy: CALayer, at time: Double) {}
}

/// A built-in layer property holding values of `Value`.
final class LayerProperty<Value>: AnyLayerProperty, @unchecked Sendable {
    let defaultValue: Value
    /// Whether two values are the same, so that setting one over the other changes nothing.
    private let same: (Value, Value) -> Bool
    /// Reads what a layer shows, for animatable properties: as an animation value, and as
    /// the property's own type.
    private let show: ((CALayer, String, Value, Double) -> Any)?
    private let shown: ((CALayer, String, Value, Double) -> Value)?

    private init(
        _ name: String, _ defaultValue: Value, same: @escaping (Value, Value) -> Bool,
        show: ((CALayer, String, Value, Double) -> Any)?, shown: ((CALayer, String, Value, Double) -> Value)?
    ) {
        self.defaultValue = defaultValue
        self.same = same
        self.show = show
        self.shown = shown
        super.init(name: name, defaultAny: defaultValue, isAnimatable: show != nil)
    }

    /// A property that does not animate.
    convenience init(_ name: String, _ defaultValue: Value) where Value: Equatable {
        self.init(name, defaultValue, same: ==, show: nil, shown: nil)
    }

    /// A property of a type that cannot be compared: every set is a change.
    convenience init(any name: String, _ defaultValue: Value) {
        self.init(name, defaultValue, same: { _, _ in false }, show: nil, shown: nil)
    }

    /// A property that animates through its own values.
    convenience init(animatable name: String, _ defaultValue: Value) where Value: AnimatableValue & Equatable {
        let show = { (layer: CALayer, key: String, model: Value, time: Double) in layer.presented(key, model, at: time)
        }
        self.init(name, defaultValue, same: ==, show: show, shown: show)
    }

    /// A property that animates through another type `Shown` (an optional color as
    /// `OptionalColor`, `colors` as `ColorList` …), read back with `back`; `same` is nil when
    /// values cannot be compared.
    convenience init<Shown: AnimatableValue>(
        animatable name: String, _ defaultValue: Value, as shown: @escaping (Value) -> Shown,
        back: @escaping (Shown) -> Value, same: ((Value, Value) -> Bool)?
    ) {
        self.init(
            name, defaultValue, same: same ?? { _, _ in false },
            show: { layer, key, model, time in layer.presented(key, shown(model), at: time) },
            shown: { layer, key, model, time in back(layer.presented(key, shown(model), at: time)) })
    }

    override func box(_ any: Any?) -> AnyLayerBox? { coerced(any, to: Value.self).map(LayerBox.init) }

    override func assign(_ any: Any?, to layer: CALayer) -> Bool {
        guard let value = coerced(any, to: Value.self) else { return false }
        layer.set(self, value)
        return true
    }

    override func presented(_ model: Any, in layer: CALayer, at time: Double) -> Any? {
        guard let show, let value = model as? Value else { return nil }
        return show(layer, name, value, time)
    }

    /// What `layer` shows of the property at its time `time` when the model holds `model`.
    func shownValue(_ model: Value, in layer: CALayer, at time: Double) -> Value {
        shown.map { $0(layer, name, model, time) } ?? model
    }

    /// Sets `copy`'s value to what `source` shows at `time`, when an animation of `source`
    /// changes it; the copy's actions and display are left alone.
    override func present(_ source: CALayer, into copy: CALayer, at time: Double) {
        guard shown != nil, source.running.contains(where: { $0.animation.animates(name) }) else { return }
        copy.store.slots[slot] = LayerBox(shownValue(source[self], in: source, at: time))
    }

    /// Whether setting `new` over `old` changes nothing.
    func isSame(_ old: Value, _ new: Value) -> Bool { same(old, new) }
}

/// `any` as a `V`: itself, a number of another kind, a geometry box's content, or nil (for an
/// optional `V`); nil when it is none of these.
func coerced<V>(_ any: Any?, to type: V.Type) -> V? {
    guard let any else { return Optional<Any>.none as? V }
    if let value = any as? V { return value }
    if let n = number(any) {
        switch type {
        case is Double.Type, is Double?.Type: return n as? V
        case is CGFloat.Type, is CGFloat?.Type: return CGFloat(n) as? V
        case is Float.Type, is Float?.Type: return Float(n) as? V
        case is Int.Type, is Int?.Type: return Int(n) as? V
        case is Bool.Type, is Bool?.Type: return (n != 0) as? V
        default: break
        }
    }
    if let box = any as? NSValue {
        return (box.heldPoint as? V) ?? (box.heldSize as? V) ?? (box.heldRect as? V) ?? (box.heldTransform as? V)
    }
    if let text = any as? NSString { return String(text) as? V }
    return nil
}

/// `any` with the optionals it may be wrapped in opened: nil for a nil optional. (A cast
/// cannot tell: casting unwraps a non-nil optional and fails on a nil one.)
func opened(_ any: Any) -> Any? {
    let mirror = Mirror(reflecting: any)
    guard mirror.displayStyle == .optional else { return any }
    return mirror.children.first.flatMap { opened($0.value) }
}
