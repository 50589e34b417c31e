import Foundation

/// Distances inward from each edge of a rectangle, as UIKit's `UIEdgeInsets`; negative values
/// reach outward.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Insets of the given distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No inset on any edge.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle with `insets` taken off its edges (its size may go negative when they
    /// overlap, as UIKit's does: nothing is clamped).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }

    /// Whether the two rectangles cover the same area, their signs of size aside, as
    /// `CGRectEqualToRect` compares them.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}

extension CGPoint {
    /// Whether the two points are the same, as `CGPointEqualToPoint`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same, as `CGSizeEqualToSize`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

/// `UIEdgeInsetsInsetRect`, the function UIKit code written before `inset(by:)` calls.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

/// `UIEdgeInsetsMake`, the function older UIKit code calls.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
