import Foundation

extension Point {
    /// The point at the coordinates of Foundation's `CGPoint`.
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension CGPoint {
    /// The Foundation point at the coordinates of an Ombre `Point`.
    public init(_ point: Point) {
        self.init(x: point.x, y: point.y)
    }
}
