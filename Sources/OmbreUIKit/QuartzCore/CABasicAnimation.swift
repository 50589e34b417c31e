import Foundation

/// An animation of one layer property, named by its key path.
open class CAPropertyAnimation: CAAnimation {
    /// The property animated: "opacity", "colors", "position", "transform.rotation" …
    open var keyPath: String?
    /// Whether the value adds to the property's value below instead of replacing it.
    open var isAdditive = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
    }

    override func animates(_ path: String) -> Bool { keyPath.map(LayerKey.canonical) == path }

    override var animatedKeyPaths: [String] { keyPath.map { [LayerKey.canonical($0)] } ?? [] }
}

/// An animation between two values of a layer property.
///
/// `fromValue`, `toValue` and `byValue` combine as in Core Animation: from → to, from →
/// from + by, to − by → to, from → the value below, below → below + by, or below → to.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    open override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func value<V: AnimatableValue>(for path: String, localTime: Double, below: V) -> V? {
        guard animates(path) else { return nil }
        // A value left nil is missing, not a nil color: it comes from the layer, even for
        // properties (`backgroundColor`, `colors`) whose values may be nil.
        let from = fromValue == nil ? nil : V.read(fromValue)
        let to = toValue == nil ? nil : V.read(toValue)
        let by = byValue == nil ? nil : V.read(byValue)
        let start: V
        let end: V
        switch (from, to, by) {
        case (let f?, let t?, _): (start, end) = (f, t)
        case (let f?, nil, let b?): (start, end) = (f, f.adding(b))
        case (nil, let t?, let b?): (start, end) = (t.mixed(with: t.adding(b), at: -1), t)
        case (let f?, nil, nil): (start, end) = (f, below)
        case (nil, nil, let b?): (start, end) = (below, below.adding(b))
        case (nil, let t?, nil): (start, end) = (below, t)
        case (nil, nil, nil): return nil
        }
        let value = start.mixed(with: end, at: progress(at: localTime))
        return isAdditive ? below.adding(value) : value
    }

    /// How far from the start value to the end one the animation is at `localTime`: the
    /// timing function's eased fraction (a spring goes past 1 and back).
    func progress(at localTime: Double) -> Double { easedFraction(at: localTime) }
}

/// An animation through a list of values at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values passed through.
    open var values: [Any]?
    /// Where each value is reached, 0...1 of the duration; nil spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// Timing functions for each stretch between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// Linear (default), discrete, or paced (one speed along a `path`; between `values`, as linear).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for a point property (`position`) to follow; when set, `values` are not used.
    /// The path is taken as it is when set, as Core Animation copies it.
    open var path: CGPath? {
        didSet { route = path.flatMap { KeyframePath($0.path) } }
    }
    /// `path`'s segments and their lengths, worked out once when it is set rather than in
    /// every frame that evaluates the animation.
    private var route: KeyframePath?

    open override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        path = other.path
        route = other.route  // the path as it was when set, not as it may have changed since
    }

    override func value<V: AnimatableValue>(for path: String, localTime: Double, below: V) -> V? {
        guard animates(path) else { return nil }
        if let route, V.self == CGPoint.self {
            let point = route.point(
                at: easedFraction(at: localTime), mode: calculationMode, keyTimes: keyTimes?.map(\.doubleValue),
                timingFunctions: timingFunctions)
            return (isAdditive ? below.adding(point as! V) : point as! V)
        }
        guard let raw = values, !raw.isEmpty else { return nil }
        let list = raw.compactMap { V.read($0) }
        guard list.count == raw.count else { return nil }
        if list.count == 1 { return list[0] }
        let times =
            keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count == list.count ? $0 : nil }
            ?? list.indices.map { Double($0) / Double(list.count - 1) }
        let x = easedFraction(at: localTime)
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= x } ?? 0
            return list[index]
        }
        guard x > times[0] else { return list[0] }
        for i in 1..<list.count where x <= times[i] {
            let span = times[i] - times[i - 1]
            var f = span > 0 ? (x - times[i - 1]) / span : 1
            if let functions = timingFunctions, i - 1 < functions.count { f = functions[i - 1].value(at: f) }
            return list[i - 1].mixed(with: list[i], at: f)
        }
        return list[list.count - 1]
    }
}

/// Animations run together in the group's time.
///
/// Each member's times are in the group's time; members are cut off at the group's
/// duration, and a member without a duration of its own lasts the whole group.
open class CAAnimationGroup: CAAnimation {
    /// The member animations.
    open var animations: [CAAnimation]?

    open override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override func animates(_ path: String) -> Bool { animations?.contains { $0.animates(path) } ?? false }

    override var animatedKeyPaths: [String] { animations?.flatMap(\.animatedKeyPaths) ?? [] }

    override func value<V: AnimatableValue>(for path: String, localTime: Double, below: V) -> V? {
        var result: V?
        // The group's timing function warps the time its members see.
        let groupTime = timingFunction == nil ? localTime : easedFraction(at: localTime) * simpleDuration
        for member in animations ?? [] where member.animates(path) {
            let timed = member.duration > 0 ? member : member.lasting(simpleDuration)
            guard case .active(let t) = timed.phase(at: groupTime) else { continue }
            if let v = timed.value(for: path, localTime: t, below: result ?? below) { result = v }
        }
        return result
    }
}

extension CAAnimation {
    /// A copy of this animation lasting `seconds`.
    func lasting(_ seconds: Double) -> CAAnimation {
        let copy = self.copy() as! CAAnimation
        copy.duration = seconds
        return copy
    }
}
