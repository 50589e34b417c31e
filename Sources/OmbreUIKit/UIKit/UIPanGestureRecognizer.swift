import Foundation

/// Recognizes a drag: a touch that moves more than 10 points from where it began. Its actions
/// are sent when it begins, on each move after that and when the touch ends; from the moment it
/// begins, the view the touch began in gets `touchesCancelled` instead of further moves and the
/// end (when `cancelsTouchesInView`, the default), as on iOS.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// Where the translation counts from, in the root view's coordinates.
    private var origin: CGPoint = .zero
    /// Points per second in the root view's coordinates, from the last two moves apart in time.
    private var rootVelocity: CGPoint = .zero
    private var lastMove: (point: CGPoint, time: TimeInterval)?

    /// A recognizer calling `handler` as the drag begins, changes and ends.
    public init(handler: @escaping (UIPanGestureRecognizer) -> Void) {
        super.init { recognizer in
            if let pan = recognizer as? UIPanGestureRecognizer { handler(pan) }
        }
    }

    /// A recognizer sending `action` to `target` as the drag begins, changes and ends.
    public override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    /// How far the touch has moved since it began (or since `setTranslation(_:in:)`), in
    /// `view`'s coordinates (the window's for nil).
    open func translation(in view: UIView?) -> CGPoint {
        let now = convert(location, to: view)
        let start = convert(origin, to: view)
        return CGPoint(x: now.x - start.x, y: now.y - start.y)
    }

    /// Makes the translation in `view`'s coordinates `translation` (`.zero` to count afresh).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let now = convert(location, to: view)
        let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        origin = view.flatMap { view in root.map { view.convert(start, to: $0) } } ?? start
    }

    /// How fast the touch moves, in points per second of `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        let end = convert(rootVelocity, to: view)
        let start = convert(.zero, to: view)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let root else { return point }
        return root.convert(point, to: view)
    }

    override var followsTouches: Bool { true }

    override func touchBegan(at point: CGPoint, time: TimeInterval, root: UIView) {
        self.root = root
        origin = point
        location = point
        rootVelocity = .zero
        lastMove = (point, time)
        state = .possible
    }

    /// The touch moved to `point` at `time`; returns whether the drag is recognized (began now
    /// or before).
    override func touchMoved(to point: CGPoint, time: TimeInterval) -> Bool {
        guard isEnabled else { return false }
        location = point
        if let last = lastMove, time > last.time {
            rootVelocity = CGPoint(
                x: (point.x - last.point.x) / (time - last.time), y: (point.y - last.point.y) / (time - last.time))
        }
        lastMove = (point, time)
        switch state {
        case .possible:
            guard hypot(point.x - origin.x, point.y - origin.y) > Self.hysteresis, mayBegin() else { return false }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            return false
        }
        recognized()
        return true
    }

    /// The touch ended at `point`: a recognized drag ends; the recognizer is ready for the next.
    override func touchLifted(at point: CGPoint, time: TimeInterval) {
        if state == .began || state == .changed {
            location = point
            state = .ended
            recognized()
        }
        state = .possible
    }

    /// How far (in points) a touch moves before it is a drag, as far as a tap may move.
    static let hysteresis = 10.0
}
