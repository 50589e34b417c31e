extension IntRect {
    /// The smallest rectangle holding both rectangles (an empty one adds nothing).
    public func union(_ other: IntRect) -> IntRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return IntRect(
            minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
            maxY: max(maxY, other.maxY))
    }
}
