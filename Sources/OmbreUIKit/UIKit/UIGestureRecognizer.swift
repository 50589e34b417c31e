import Foundation

/// Recognizes a gesture on a view and sends its action to each target, as UIKit's
/// recognizers do; a closure (`UITapGestureRecognizer { _ in … }`) serves as well.
@preconcurrency @MainActor  // `@preconcurrency`: how Swift imports UIKit's Objective-C classes (see UIResponder)
open class UIGestureRecognizer: NSObject {
    /// Where a gesture is in its life.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }

    open internal(set) weak var view: UIView?
    /// Where the gesture is. A subclass sets it from its `touches…` methods (as UIKit's
    /// `UIGestureRecognizerSubclass` lets it): `.began`, `.changed` and `.ended` set there send
    /// the actions.
    open var state: State = .possible
    open var isEnabled = true
    /// Whether the view a touch began in gets `touchesCancelled` once the gesture is recognized
    /// (drags; a tap is recognized as its touch ends).
    open var cancelsTouchesInView = true
    var handler: ((UIGestureRecognizer) -> Void)?
    var location: CGPoint = .zero
    weak var root: UIView?
    private var targets = TargetActions()

    /// A recognizer calling `handler` when it recognizes its gesture.
    init(recognized handler: @escaping (UIGestureRecognizer) -> Void) {
        self.handler = handler
        super.init()
    }

    /// A recognizer sending `action` to `target` when it recognizes its gesture, with itself as
    /// the argument when the action takes one.
    public init(target: Any?, action: Selector?) {
        super.init()
        addTarget(target as AnyObject?, action: action)
    }

    /// Adds a target and action; `action` is sent to `target` each time the gesture is recognized.
    open func addTarget(_ target: Any, action: Selector) { addTarget(target as AnyObject, action: Optional(action)) }

    private func addTarget(_ target: AnyObject?, action: Selector?) {
        guard let target, let action else { return }
        targets.add(target, action)
    }

    /// Removes a target and action (all of the target's for a nil action, all for a nil target).
    open func removeTarget(_ target: Any?, action: Selector?) { targets.remove(target as AnyObject?, action) }

    /// Whether the gesture may begin, as its view's `gestureRecognizerShouldBegin(_:)` says;
    /// when not, the recognizer fails.
    func mayBegin() -> Bool {
        guard view?.gestureRecognizerShouldBegin(self) ?? true else {
            state = .failed
            return false
        }
        return true
    }

    /// Calls the handler and sends the actions.
    func recognized() {
        handler?(self)
        targets.send(from: self, event: nil)
    }

    /// Where the gesture is, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let root else { return location }
        return root.convert(location, to: view)
    }

    /// Where touch `touchIndex` of the gesture is, in `view`'s coordinates: a gesture here has
    /// one touch, the pointer, so every index gives `location(in:)`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    /// How many touches the gesture has: the pointer's one.
    open var numberOfTouches: Int { 1 }

    func touchEnded(at point: CGPoint, root: UIView) {}

    /// Whether the recognizer follows a touch from its start (drags, presses, swipes, and
    /// subclasses of this class of their own), rather than looking at its end only (taps).
    var followsTouches: Bool { true }

    // MARK: - For subclasses (UIKit's UIGestureRecognizerSubclass)

    /// The touch began in the recognizer's view or below it. Called before the recognizer's
    /// own handling of the touch, so a subclass's state set here stands.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touch moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touch ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touch was cancelled (never here: the pointer's touch is not cancelled under a
    /// recognizer; declared for subclasses that override it).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called once a gesture is over (ended, failed or cancelled), with the state back at
    /// `.possible`, to clear what a subclass kept of it.
    open func reset() {}

    /// Runs `deliver` (a subclass's `touches…` method) and sends the actions when it set the
    /// state to a recognized one; returns whether it did.
    @discardableResult
    func delivering(_ deliver: () -> Void) -> Bool {
        let before = state
        deliver()
        guard state != before, [.began, .changed, .ended].contains(state) else { return false }
        recognized()
        return true
    }

    /// After the touch: a gesture that is over goes back to `.possible` and is reset.
    func finishGesture() {
        guard [.ended, .failed, .cancelled].contains(state) else { return }
        state = .possible
        reset()
    }

    /// A touch began at `point` (in `root`'s coordinates) in the recognizer's view or below it.
    func touchBegan(at point: CGPoint, time: TimeInterval, root: UIView) {}

    /// The touch moved to `point` at `time`; returns whether the gesture is recognized and
    /// takes the touch from the view (and from the other recognizers following it).
    func touchMoved(to point: CGPoint, time: TimeInterval) -> Bool { false }

    /// The touch ended at `point` at `time`; the recognizer is ready for the next.
    func touchLifted(at point: CGPoint, time: TimeInterval) {}
}

/// Recognizes a tap: a press and release inside the view.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    override var followsTouches: Bool { false }

    /// A recognizer calling `handler` on each tap.
    public init(handler: @escaping (UITapGestureRecognizer) -> Void) {
        super.init { recognizer in
            if let tap = recognizer as? UITapGestureRecognizer { handler(tap) }
        }
    }

    /// A recognizer sending `action` to `target` on each tap.
    public override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    override func touchEnded(at point: CGPoint, root: UIView) {
        guard isEnabled, mayBegin() else {
            state = .possible
            return
        }
        self.root = root
        location = point
        state = .ended
        recognized()
        state = .possible
    }
}
