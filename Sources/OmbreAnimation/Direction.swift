import OmbreGraphics

/// Where an animated gradient's colors flow, from its start point to its end point.
public enum Direction: String, CaseIterable, Hashable, Sendable {
    case up, upRight, right, downRight, down, downLeft, left, upLeft

    /// Where an axial gradient starts, in the unit space of its bounds (y grows downward).
    public var startPoint: Point {
        switch self {
        case .up: Point(x: 0.5, y: 1)
        case .upRight: Point(x: 0, y: 1)
        case .right: Point(x: 0, y: 0.5)
        case .downRight: Point(x: 0, y: 0)
        case .down: Point(x: 0.5, y: 0)
        case .downLeft: Point(x: 1, y: 0)
        case .left: Point(x: 1, y: 0.5)
        case .upLeft: Point(x: 1, y: 1)
        }
    }

    /// Where an axial gradient ends, and where a radial or conic one points.
    public var endPoint: Point {
        // Every direction ends where its opposite starts.
        switch self {
        case .up: Direction.down.startPoint
        case .upRight: Direction.downLeft.startPoint
        case .right: Direction.left.startPoint
        case .downRight: Direction.upLeft.startPoint
        case .down: Direction.up.startPoint
        case .downLeft: Direction.upRight.startPoint
        case .left: Direction.right.startPoint
        case .upLeft: Direction.downRight.startPoint
        }
    }

    /// The start and end points for a gradient of `kind`: radial and conic ones start at the
    /// center (0.5, 0.5).
    public func points(for kind: Gradient.Kind) -> (start: Point, end: Point) {
        switch kind {
        case .axial: (startPoint, endPoint)
        case .radial, .conic: (Point(x: 0.5, y: 0.5), endPoint)
        }
    }
}
