/// A location in a two-dimensional coordinate space where y grows downward.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, growing rightward.
    public var x: Double
    /// The vertical coordinate, growing downward.
    public var y: Double

    /// The point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

extension Point {
    /// The sum of two points as vectors.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The difference of two points as vectors.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// The point scaled by `s` about the origin.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// The dot product of the two points taken as vectors.
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The distance from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }
}

extension Point: CustomStringConvertible {
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
