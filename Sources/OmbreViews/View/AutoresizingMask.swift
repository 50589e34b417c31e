import OmbreGraphics

/// Which parts of a view's frame stretch when its superview's size changes (UIKit's rules).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int
    /// The options of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin stretches with the superview.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches with the superview.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches with the superview.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches with the superview.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches with the superview.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches with the superview.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The mask's flags with their scene-file names.
    public static let named: [(name: String, mask: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// `frame` (laid out inside a superview of size `from`) adjusted for a superview of size `to`.
    ///
    /// On each axis the change in size is shared among the flexible parts (leading margin,
    /// length, trailing margin) in proportion to their current values, or equally when those
    /// are all zero; fixed parts keep their values. With no flexible part the frame stays.
    public func resize(_ frame: Rect, from: Size, to: Size) -> Rect {
        let (x, w) = Self.axis(
            lead: frame.minX, length: frame.width, trail: from.width - frame.maxX, delta: to.width - from.width,
            flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
        let (y, h) = Self.axis(
            lead: frame.minY, length: frame.height, trail: from.height - frame.maxY,
            delta: to.height - from.height,
            flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
        return Rect(x: x, y: y, width: w, height: h)
    }

    private static func axis(
        lead: Double, length: Double, trail: Double, delta: Double, flexible: (Bool, Bool, Bool)
    ) -> (Double, Double) {
        let parts = [(flexible.0, lead), (flexible.1, length), (flexible.2, trail)]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0, delta != 0 else { return (lead, length) }
        let total = parts.filter(\.0).map { max($0.1, 0) }.reduce(0, +)
        func share(_ i: Int) -> Double {
            guard parts[i].0 else { return 0 }
            return total > 0 ? delta * max(parts[i].1, 0) / total : delta / Double(flexibleCount)
        }
        return (lead + share(0), length + share(1))
    }
}
