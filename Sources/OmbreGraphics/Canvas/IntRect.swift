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
        let limit = Double(1 << 24)
        func clampInt(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
        self.init(
            minX: clampInt(rect.minX.rounded(.down)), minY: clampInt(rect.minY.rounded(.down)),
            maxX: clampInt(rect.maxX.rounded(.up)), maxY: clampInt(rect.maxY.rounded(.up)))
    }
}
