import Foundation

/// A view that sends actions to targets when touched, as UIKit's `UIControl`: the base of
/// buttons, switches and sliders, and of custom controls.
///
/// A touch that begins in the control sends `.touchDown`; moves send `.touchDragInside` or
/// `.touchDragOutside`; the release sends `.touchUpInside` when it is within the bounds, else
/// `.touchUpOutside`. Subclasses follow the touch in `beginTracking`, `continueTracking` and
/// `endTracking`, and send `.valueChanged` with `sendActions(for:)`.
open class UIControl: UIView {
    /// What happened to a control.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits of the events.
        public let rawValue: UInt
        /// Events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch began in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second touch began in the control soon after the first.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved within the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch ended within the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch ended outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// Editing began in the control (a text field; a slider that tracks a touch).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The control's text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in the control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How a control is drawn.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits of the state.
        public let rawValue: UInt
        /// A state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal = State([])
        /// Touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// Where a control with content of its own (a button) places it across its bounds.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// Where it places it up and down.
    open var contentVerticalAlignment = ContentVerticalAlignment.center

    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
    open private(set) var isTracking = false
    open private(set) var isTouchInside = false
    private var actions = TargetActions()

    /// The control's state from its flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Sends `action` to `target` for any of `events`; a nil target is the first responder
    /// from the control up that has the method.
    open func addTarget(_ target: Any?, action: Selector, for events: Event) {
        actions.add((target as AnyObject?) ?? TargetActions.responderChain, action, events: events.rawValue)
    }

    /// Stops sending `action` (every action for nil) to `target` (every target for nil) for `events`.
    open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
        actions.remove(target as AnyObject?, action, events: events.rawValue)
    }

    /// The targets with any action.
    open var allTargets: Set<AnyHashable> {
        Set(actions.targets().map { AnyHashable(ObjectIdentifier($0)) })
    }

    /// The names of `target`'s actions for `event`.
    open func actions(forTarget target: Any?, forControlEvent event: Event) -> [String]? {
        guard let target = target as AnyObject? else { return nil }
        let names = actions.actions(of: target, for: event.rawValue).map(\.name)
        return names.isEmpty ? nil : names
    }

    /// Sends the actions registered for any of `events`.
    open func sendActions(for events: Event) {
        actions.send(from: self, event: nil, for: events.rawValue, responder: self)
    }

    /// Sends `action` to `target` (the responder chain's first taker for nil).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        let receiver = (target as AnyObject?) ?? TargetActions.firstResponder(from: self, for: action)
        guard let receiver else { return }
        ObjCRuntime.send(action, to: receiver, [self, event])
    }

    /// A touch began in the control; return false to stop following it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// A followed touch moved; return false to stop following it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// A followed touch ended.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// A followed touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        isTouchInside = true
        send(.touchDown, event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = bounds.contains(touch.location(in: self))
        if isTracking { isTracking = continueTracking(touch, with: event) }
        if inside != isTouchInside { send(inside ? .touchDragEnter : .touchDragExit, event) }
        isTouchInside = inside
        isHighlighted = inside
        send(inside ? .touchDragInside : .touchDragOutside, event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = bounds.contains(touch.location(in: self))
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isHighlighted = false
        send(inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside, event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        send(.touchCancel, event)
    }

    private func send(_ events: Event, _ event: UIEvent?) {
        actions.send(from: self, event: event, for: events.rawValue, responder: self)
    }
}
