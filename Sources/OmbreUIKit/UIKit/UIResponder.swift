import Foundation

/// An object that receives touches, as UIKit's `UIResponder`: views and view controllers.
///
/// Main-actor isolated, as in the SDK, and so are its subclasses and the other classes UIKit
/// marks so (touches, events, gesture recognizers, the screen, constraints, anchors and layout
/// guides). Swift takes every declaration imported from Objective-C as predating concurrency:
/// a call from outside the main actor is a warning in Swift 6 code and passes in Swift 5 code.
/// `@preconcurrency` gives Ombre's classes the same standing.
@preconcurrency @MainActor  // as the SDK's classes, imported from Objective-C, are seen
open class UIResponder: NSObject {
    /// Who gets the touches this responder passes on.
    open var next: UIResponder? { nil }

    public override init() { super.init() }

    /// Whether the responder can take the first responder's place; false unless a subclass
    /// says so (text fields and text views do).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the first responder may give up its place; true unless a subclass says otherwise.
    open var canResignFirstResponder: Bool { true }
    /// Whether the responder is the scene's first responder.
    open var isFirstResponder: Bool { UIKitWorld.current.firstResponder === self }

    /// Makes the responder the first one when it can, the one before resigning; returns
    /// whether it is first now. No keyboard is shown: Ombre has none.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        let world = UIKitWorld.current
        if world.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = world.firstResponder, !current.resignFirstResponder() { return false }
        world.firstResponder = self
        return true
    }

    /// Gives up the first responder's place when the responder has it and may; returns
    /// whether it gave it up (true when it did not have it).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        let world = UIKitWorld.current
        guard world.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        world.firstResponder = nil
        return true
    }

    /// Whether the object has a method for `aSelector`; override, with `forwardingTarget(for:)`,
    /// to answer for an object messages are passed on to.
    open func responds(to aSelector: Selector!) -> Bool {
        aSelector.map { ObjCRuntime.responds(self, to: $0) } ?? false
    }

    /// The object a message this object has no method for goes to instead; nil (the default)
    /// ends the program, as an unrecognized selector does.
    open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }

    /// Called on an object a nib or storyboard made, once all of the nib's objects are
    /// connected; by default does nothing.
    ///
    /// Only nib loading calls it, on iOS as here, and Ombre makes views and view controllers
    /// in code only, so it is never called: code that sets itself up here should also do so
    /// from `init(frame:)`, as code-made views on a device must.
    open func awakeFromNib() {}

    // Accessibility (UIKit's informal `UIAccessibility` protocol, which the SDK declares on
    // `NSObject`). Here they live on the responder, views and controllers, because a subclass
    // overrides them (`override var accessibilityValue`), and Swift without the Objective-C
    // runtime overrides only what a class declares. Kept for assistive technologies; they draw
    // nothing.

    /// Whether assistive technologies see this object as one element; false by default (Apple
    /// makes UIKit's standard controls true).
    open var isAccessibilityElement = false
    /// A short word or phrase naming the element.
    open var accessibilityLabel: String?
    /// The element's current value, when its label does not say it (a progress, a slider's level).
    open var accessibilityValue: String?
    /// What happens when the element is used.
    open var accessibilityHint: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A name for finding the element in UI tests; never spoken.
    open var accessibilityIdentifier: String?
    open var accessibilityLanguage: String?
    /// Whether the elements inside this one are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    /// The elements inside this one, in reading order; nil lets the views' order decide.
    open var accessibilityElements: [Any]?
    /// The element's frame in screen coordinates: the one set, else a view's bounds converted
    /// to its window (the screen, as Ombre's window fills it); `.zero` for other objects.
    open var accessibilityFrame: CGRect {
        get {
            if let ownAccessibilityFrame { return ownAccessibilityFrame }
            guard let view = self as? UIView else { return .zero }
            return view.convert(view.bounds, to: nil)
        }
        set { ownAccessibilityFrame = newValue }
    }
    private var ownAccessibilityFrame: CGRect?
    /// VoiceOver's swipe up on an adjustable element; nothing by default (no assistive
    /// technology calls these here, but subclasses override and call them).
    open func accessibilityIncrement() {}
    /// VoiceOver's swipe down on an adjustable element; nothing by default.
    open func accessibilityDecrement() {}
    /// VoiceOver's double tap; false (not handled) by default.
    open func accessibilityActivate() -> Bool { false }
    /// VoiceOver's escape gesture; false by default.
    open func accessibilityPerformEscape() -> Bool { false }
    /// VoiceOver's magic tap; false by default.
    open func accessibilityPerformMagicTap() -> Bool { false }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}

/// A finger on the screen; in the preview, the mouse pointer while a button is down.
@preconcurrency @MainActor  // `@preconcurrency`: how Swift imports UIKit's Objective-C classes (see UIResponder)
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    /// The view the touch began in.
    open internal(set) var view: UIView?
    open internal(set) var phase: Phase = .began
    open internal(set) var tapCount = 1
    /// Scene time of the latest change.
    open internal(set) var timestamp: TimeInterval = 0
    /// Where the touch is, in the root view's coordinates.
    var rootLocation: CGPoint = .zero
    weak var root: UIView?

    /// Where the touch is in `view`'s coordinates (the root's for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let root else { return rootLocation }
        return root.convert(rootLocation, to: view)
    }
}

/// A touch event.
@preconcurrency @MainActor  // `@preconcurrency`: how Swift imports UIKit's Objective-C classes (see UIResponder)
open class UIEvent: NSObject {
    open internal(set) var allTouches: Set<UITouch>?
    open internal(set) var timestamp: TimeInterval = 0
}
