/// A rectangle of whole device pixels, [minX, maxX) × [minY, maxY).
public struct IntRect: Hashable, Sendable {
    /// The first column inside.
    public var minX: Int
    /// The first row inside.
    public var minY: Int
    /// The first column past the right edge.
    public var maxX: Int
    /// The first row past the bottom edge.
    public var maxY: Int

    /// The rectangle from (`minX`, `minY`) up to, not including, (`maxX`, `maxY`); a maximum below
    /// its minimum is raised to it.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = max(maxX, minX)
        self.maxY = max(maxY, minY)
    }

    /// Columns inside.
    public var width: Int { maxX - minX }
    /// Rows inside.
    public var height: Int { maxY - minY }
    /// Whether no pixel is inside.
    public var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The pixels inside both rectangles (empty when they do not meet).
    public func intersection(_ o: IntRect) -> IntRect {
        IntRect(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
    }

    /// The smallest pixel rectangle that covers `rect`.
    public init(covering rect: Rect) {
        guard !rect.isEmpty, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else {
            self.init(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        self.init(
            minX: Int(saturating: rect.minX.rounded(.down)), minY: Int(saturating: rect.minY.rounded(.down)),
            maxX: Int(saturating: rect.maxX.rounded(.up)), maxY: Int(saturating: rect.maxY.rounded(.up)))
    }
}

extension Rect {
    /// The device pixels of `box` as a rectangle.
    package init(_ box: IntRect) {
        self.init(x: Double(box.minX), y: Double(box.minY), width: Double(box.width), height: Double(box.height))
    }
}

extension Int {
    /// The largest magnitude a device coordinate takes: far beyond any canvas (16384 pixels a
    /// side), small enough that sums and differences of two such values never overflow.
    package static let deviceCoordinateLimit = 1 << 30

    /// `value` truncated toward zero and clamped to ±`deviceCoordinateLimit`; NaN becomes 0.
    ///
    /// Geometry from the library API may be anything a `Double` holds; converting it with
    /// `Int(_:)` would trap on infinities, NaN and magnitudes beyond `Int`.
    package init(saturating value: Double) {
        let limit = Double(Int.deviceCoordinateLimit)
        guard !value.isNaN else {
            self = 0
            return
        }
        self = Int(Swift.min(Swift.max(value, -limit), limit))
    }
}
