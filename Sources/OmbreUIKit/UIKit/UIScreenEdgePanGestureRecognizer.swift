import Foundation

/// The edges of a rectangle, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A drag that starts at an edge of the screen: a pan (see `UIPanGestureRecognizer`) whose
/// touch began within 20 points of one of `edges` of the window (Apple gives no width; this is
/// Ombre's). Touches that begin elsewhere never make it begin.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a drag may start from; none unless set, as in UIKit.
    open var edges: UIRectEdge = []

    static let reach: CGFloat = 20
    private var fromEdge = false

    override func touchBegan(at point: CGPoint, time: TimeInterval, root: UIView) {
        super.touchBegan(at: point, time: time, root: root)
        let bounds = root.window?.bounds ?? root.bounds
        fromEdge =
            (edges.contains(.left) && point.x - bounds.minX <= Self.reach)
            || (edges.contains(.right) && bounds.maxX - point.x <= Self.reach)
            || (edges.contains(.top) && point.y - bounds.minY <= Self.reach)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= Self.reach)
    }

    override func touchMoved(to point: CGPoint, time: TimeInterval) -> Bool {
        fromEdge && super.touchMoved(to: point, time: time)
    }
}
