import Foundation

extension Rect {
    /// The rectangle of Foundation's `CGRect`, with its origin and size as given (not standardized).
    public init(_ rect: CGRect) {
        self.init(origin: Point(rect.origin), size: Size(rect.size))
    }
}

extension CGRect {
    /// The Foundation rectangle of an Ombre `Rect`.
    public init(_ rect: Rect) {
        self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
}
