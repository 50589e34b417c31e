import Foundation

/// Recognizes a press held in place: a touch that stays within `allowableMovement` points of
/// where it began for `minimumPressDuration` seconds (0.5 unless set) of the scene clock.
/// Its actions are sent when it begins, on each move after that and when the touch ends, as
/// on iOS; from its first move after beginning, the view the touch began in gets
/// `touchesCancelled` (when `cancelsTouchesInView`). A press that moves too far first fails.
/// The pointer is one touch, so `numberOfTouchesRequired` above 1 and `numberOfTapsRequired`
/// above 0 are never met.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the touch must be held.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the touch may move before the press fails.
    open var allowableMovement: CGFloat = 10
    /// Touches that must be down; only 1 can be here.
    open var numberOfTouchesRequired = 1
    /// Taps before the press; only 0 can be met here.
    open var numberOfTapsRequired = 0

    private var origin: CGPoint = .zero
    /// Counts presses, so that a check scheduled for an earlier press does nothing.
    private var press = 0
    private var down = false

    /// A recognizer calling `handler` as the press begins, changes and ends.
    public init(handler: @escaping (UILongPressGestureRecognizer) -> Void) {
        super.init { recognizer in
            if let press = recognizer as? UILongPressGestureRecognizer { handler(press) }
        }
    }

    /// A recognizer sending `action` to `target` as the press begins, changes and ends.
    public override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    override var followsTouches: Bool { true }

    override func touchBegan(at point: CGPoint, time: TimeInterval, root: UIView) {
        self.root = root
        origin = point
        location = point
        state = .possible
        press += 1
        down = true
        guard numberOfTouchesRequired == 1, numberOfTapsRequired == 0 else {
            state = .failed
            return
        }
        let this = press
        let world = UIKitWorld.current
        world.schedule(at: time + max(minimumPressDuration, 0)) { [weak self] in
            guard let self, self.press == this, self.down, self.isEnabled, self.state == .possible, self.mayBegin()
            else { return }
            self.state = .began
            self.recognized()
        }
    }

    override func touchMoved(to point: CGPoint, time: TimeInterval) -> Bool {
        guard isEnabled else { return false }
        location = point
        switch state {
        case .possible:
            if hypot(point.x - origin.x, point.y - origin.y) > allowableMovement { state = .failed }
            return false
        case .began, .changed:
            state = .changed
            recognized()
            return true
        default:
            return false
        }
    }

    override func touchLifted(at point: CGPoint, time: TimeInterval) {
        down = false
        if state == .began || state == .changed {
            location = point
            state = .ended
            recognized()
        }
        state = .possible
    }
}

/// Recognizes a swipe: a touch that runs at least 50 points in one of `direction`'s directions
/// within 0.5 s, going at most half as far across it (Apple gives no thresholds; these are
/// Ombre's). Its actions are sent once, as the touch ends.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognized; `.right` unless set.
    open var direction: Direction = .right
    /// Touches that must swipe; only 1 can here.
    open var numberOfTouchesRequired = 1

    static let distance: CGFloat = 50
    static let time: TimeInterval = 0.5

    private var start: (point: CGPoint, time: TimeInterval)?

    /// A recognizer calling `handler` on each swipe.
    public init(handler: @escaping (UISwipeGestureRecognizer) -> Void) {
        super.init { recognizer in
            if let swipe = recognizer as? UISwipeGestureRecognizer { handler(swipe) }
        }
    }

    /// A recognizer sending `action` to `target` on each swipe.
    public override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    override var followsTouches: Bool { true }

    override func touchBegan(at point: CGPoint, time: TimeInterval, root: UIView) {
        self.root = root
        start = (point, time)
        location = point
        state = .possible
    }

    override func touchLifted(at point: CGPoint, time: TimeInterval) {
        defer {
            start = nil
            state = .possible
        }
        guard isEnabled, numberOfTouchesRequired == 1, let start, time - start.time <= Self.time else { return }
        let dx = point.x - start.point.x
        let dy = point.y - start.point.y
        let went: Direction =
            abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let along = max(abs(dx), abs(dy))
        let across = min(abs(dx), abs(dy))
        guard direction.contains(went), along >= Self.distance, across <= along / 2, mayBegin() else { return }
        location = point
        state = .ended
        recognized()
    }
}

/// Recognizes a pinch of two touches. The pointer is one touch, so a pinch never happens here;
/// the recognizer exists so that code adding one builds and runs.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far apart the touches are against where they began; 1 here.
    open var scale: CGFloat = 1
    /// How fast `scale` changes; 0 here.
    open private(set) var velocity: CGFloat = 0
}

/// Recognizes a turn of two touches. The pointer is one touch, so a turn never happens here;
/// the recognizer exists so that code adding one builds and runs.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The angle turned, in radians; 0 here.
    open var rotation: CGFloat = 0
    /// How fast `rotation` changes; 0 here.
    open private(set) var velocity: CGFloat = 0
}
