import Foundation

/// Something a layer does when one of its keys changes, as Core Animation's `CAAction`:
/// animations add themselves to the layer, `NSNull` does nothing.
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action turns a key's action off.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer under `event`, as Core Animation's animations do.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// An action found for a change, before the value changed, with what the layer showed then.
struct PendingAction {
    let action: any CAAction
    /// What the layer showed of the key just before the change, for a basic animation given
    /// neither `fromValue` nor `toValue`.
    let shownBefore: Any?

    /// Runs the action for `key` on `layer`, now that the new value is stored.
    func run(on layer: CALayer, forKey key: String) {
        // A basic animation with neither end goes from what was shown to the new model value,
        // as Core Animation interpolates between the old and new presentation values; the
        // action's object itself is left as it was, since the same one may run again.
        if let basic = action as? CABasicAnimation, basic.hasNoEnds, let shownBefore {
            let copy = basic.copy() as! CABasicAnimation
            copy.fromValue = shownBefore
            if copy.keyPath == nil { copy.keyPath = key }
            copy.run(forKey: key, object: layer, arguments: nil)
            return
        }
        action.run(forKey: key, object: layer, arguments: nil)
    }
}

extension CABasicAnimation {
    /// Whether none of `fromValue`, `toValue` and `byValue` is set: the animation goes between
    /// what was shown before a change and the new value.
    var hasNoEnds: Bool { fromValue == nil && toValue == nil && byValue == nil }
}

extension CALayer {
    /// The action a change of `key` is about to run, found before the value changes (so an
    /// `action(forKey:)` override reads the old value); `shown` gives what the layer shows of
    /// the key at a time of its own. None inside `CATransaction.setDisableActions(true)`.
    ///
    /// A layer not yet shown is asked too, as Core Animation asks it: its delegate's, its
    /// `actions`' and its own `action(forKey:)` override's actions run (so a chart's slices
    /// grow from the start); only the class's implicit animation is left out (see
    /// `searchAction(forKey:)`).
    func pendingAction(for key: String, shown: (Double) -> Any?) -> PendingAction? {
        guard !CATransaction.disableActions(), let action = action(forKey: key) else { return nil }
        return PendingAction(action: action, shownBefore: shown(localTime(atScene: UIKitWorld.current.time)))
    }

    /// The search `action(forKey:)` makes, in Core Animation's order; a layer never shown has
    /// no class default, as a layer changed in the transaction that made it does not animate
    /// on a device.
    func searchAction(forKey event: String) -> (any CAAction)? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        var style = self.style
        while let dictionary = style {
            if let action = (dictionary["actions"] as? [String: Any])?[event] {
                return action is NSNull ? nil : action as? any CAAction
            }
            style = dictionary["style"] as? [AnyHashable: Any]
        }
        return hasBeenCommitted ? type(of: self).defaultAction(forKey: event) : nil
    }

    /// Core Animation's implicit animation of an animatable property: a basic animation over
    /// the transaction's duration (0.25 s unless set) and timing (the default curve unless set).
    static func implicitAnimation(forKey event: String) -> (any CAAction)? {
        guard LayerKey.property(event)?.isAnimatable == true else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
