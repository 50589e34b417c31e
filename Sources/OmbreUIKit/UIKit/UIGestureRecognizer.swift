import Foundation

/// Recognizes a gesture on a view and sends its action to each target, as UIKit's
/// recognizers do; a closure (`UITapGestureRecognizer { _ in … }`) serves as well.
@preconcurrency @MainActor  // `@preconcurrency`: how Swift imports UIKit's Objective-C classes (see UIResponder)
open class UIGestureRecognizer: NSObject {
    /// Where a gesture is in its life.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }

    open internal(set) weak var view: UIView?
    open internal(set) var state: State = .possible
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

    /// Whether the recognizer follows a touch from its start (drags, presses, swipes), rather
    /// than looking at its end only (taps).
    var followsTouches: Bool { false }

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
