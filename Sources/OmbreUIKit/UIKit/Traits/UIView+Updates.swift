import Foundation
import Observation

/// What the update pass keeps for a view: the traits it last saw, its dynamic background, and
/// whether `updateProperties()` is due.
final class ViewUpdates: @unchecked Sendable {
    var traits: UITraitCollection?
    var background: UIColor?
    var needsProperties = true
}

extension UIView: UITraitEnvironment {
    /// The view's traits: its superview's (the screen's for the root), with its controller's
    /// and its own `overrideUserInterfaceStyle` put over them.
    public var traitCollection: UITraitCollection {
        traits(over: superview?.traitCollection ?? UIKitWorld.current.screenTraits)
    }

    /// The view's traits when its superview's are `inherited`: those, or a copy with the
    /// overrides put over them.
    private func traits(over inherited: UITraitCollection) -> UITraitCollection {
        var traits = inherited
        // Two checks rather than a loop over an array of both: this runs for every view every frame.
        if let style = owningController?.overrideUserInterfaceStyle, style != .unspecified {
            traits = traits.overridden(by: UITraitCollection(style: style))
        }
        if overrideUserInterfaceStyle != .unspecified {
            traits = traits.overridden(by: UITraitCollection(style: overrideUserInterfaceStyle))
        }
        return traits
    }

    /// Asks for `updateProperties()` in the next update pass, before the next layout.
    public func setNeedsUpdateProperties() { ombreUpdates.needsProperties = true }

    /// Runs the update pass now for this view (and its controller) and those below it.
    public func updatePropertiesIfNeeded() { updateTraitsAndProperties() }

    /// The update pass, from this view down, parents first: views whose traits changed get
    /// `traitCollectionDidChange(_:)` (controller first), and views and controllers that asked
    /// for it `updateProperties()`, each with its traits current. Returns whether anything ran.
    @discardableResult
    func updateTraitsAndProperties() -> Bool {
        updateTraitsAndProperties(inheriting: superview?.traitCollection ?? UIKitWorld.current.screenTraits)
    }

    private func updateTraitsAndProperties(inheriting inherited: UITraitCollection) -> Bool {
        let traits = traits(over: inherited)
        var ran = false
        traits.performAsCurrent {
            // A dynamic background set before the view joined its superview was resolved in
            // the traits it had then; the first pass resolves it in the ones it has now.
            if !traits.hasSameTraits(as: ombreUpdates.traits), let background = ombreUpdates.background {
                layer.backgroundColor = background.resolvedColor(with: traits).cgColor
            }
            if let previous = ombreUpdates.traits, !previous.hasSameTraits(as: traits) {
                ombreUpdates.traits = traits
                owningController?.traitCollectionDidChange(previous)
                traitCollectionDidChange(previous)
                if previous.hasDifferentColorAppearance(comparedTo: traits) { setNeedsDisplay() }
                ran = true
            }
            ombreUpdates.traits = traits
            if let controller = owningController, controller.ombreNeedsPropertiesUpdate {
                controller.ombreNeedsPropertiesUpdate = false
                observing(
                    { controller.updateProperties() },
                    onChange: { [weak controller] in
                        controller?.ombreNeedsPropertiesUpdate = true
                    })
                ran = true
            }
            if ombreUpdates.needsProperties {
                ombreUpdates.needsProperties = false
                observing(
                    { updateProperties() }, onChange: { [weak self] in self?.ombreUpdates.needsProperties = true })
                ran = true
            }
        }
        for child in subviews where child.updateTraitsAndProperties(inheriting: traits) { ran = true }
        return ran
    }
}

/// Runs `body`, then `onChange` once, the first time an `@Observable` property `body` read
/// changes, as UIKit tracks what `updateProperties()` reads.
private func observing(_ body: () -> Void, onChange: @escaping () -> Void) {
    let change = UncheckedClosure(onChange)
    withObservationTracking(body, onChange: { change.body() })
}

/// A closure handed to Observation, which calls it on the thread that changed the property:
/// the scene's one thread here.
private struct UncheckedClosure: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

extension UIViewController: UITraitEnvironment {
    /// The traits of the controller's view (or the screen's, with the controller's override,
    /// before it is loaded).
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        let screen = UIKitWorld.current.screenTraits
        guard overrideUserInterfaceStyle != .unspecified else { return screen }
        return screen.overridden(by: UITraitCollection(style: overrideUserInterfaceStyle))
    }

    /// Asks for `updateProperties()` in the next update pass.
    public func setNeedsUpdateProperties() { ombreNeedsPropertiesUpdate = true }

    /// Runs the update pass now for the view and those below it.
    public func updatePropertiesIfNeeded() { viewIfLoaded?.updateTraitsAndProperties() }
}

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: the scene's appearance and scale.
    public var traitCollection: UITraitCollection { UIKitWorld.current.screenTraits }

    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
