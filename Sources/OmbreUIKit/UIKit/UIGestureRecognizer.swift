import Foundation

/// Recognizes a gesture on a view and calls its handler, as UIKit's recognizers do.
///
/// UIKit's `init(target:action:)` takes an Objective-C selector, which Swift on Linux lacks:
/// pass a closure instead (`UITapGestureRecognizer { _ in … }`).
open class UIGestureRecognizer: NSObject {
    /// Where a gesture is in its life.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }

    open internal(set) weak var view: UIView?
    open internal(set) var state: State = .possible
    open var isEnabled = true
    var handler: ((UIGestureRecognizer) -> Void)?
    var location: CGPoint = .zero
    weak var root: UIView?

    /// A recognizer calling `handler` when it recognizes its gesture.
    init(recognized handler: @escaping (UIGestureRecognizer) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Where the gesture is, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let root else { return location }
        return root.convert(location, to: view)
    }

    func touchEnded(at point: CGPoint, root: UIView) {}
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

    override func touchEnded(at point: CGPoint, root: UIView) {
        guard isEnabled else { return }
        self.root = root
        location = point
        state = .ended
        handler?(self)
        state = .possible
    }
}
