import Foundation
import OmbreGraphics

// The answer's API: an empty view made from a frame, then given its `points` and `progress`.

extension GradientProgressView {
    /// An empty progress view at `frame` with the answer's defaults (blue → green, a black
    /// 5-point outline, progress 0.7); it draws nothing until it has `points`.
    public convenience init(frame: Rect) {
        // Three points off the origin always make a shape, so this cannot throw.
        let triangle = [Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: -1, y: 0)]
        do {
            try self.init(points: triangle)
        } catch {
            preconditionFailure("a triangle around the origin is a valid shape: \(error)")
        }
        unitPoints = []
        progress = 0.7
        self.frame = frame
    }

    /// An empty progress view at `frame`; see `init(frame:)` with a `Rect`.
    public convenience init(frame: CGRect) {
        self.init(frame: Rect(frame))
    }

    /// The shape's points around the origin (only their proportions matter), as the answer's
    /// `points` property takes them; nil or fewer than 3 points draw nothing, as there.
    ///
    /// Points that cannot make a shape (fewer than 3, or all at the origin) leave the view
    /// empty rather than failing; `setPoints(_:)` reports why instead.
    public var points: [CGPoint]? {
        get { givenPoints.map { $0.map(CGPoint.init) } }
        set {
            givenPoints = newValue.map { $0.map(Point.init) }
            do {
                try setPoints(givenPoints ?? [])
            } catch {
                unitPoints = []
                setNeedsDisplay()
            }
        }
    }
}
