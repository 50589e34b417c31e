/// How a path's outline is drawn: the pen's width and the shape of its corners and ends.
///
/// Widths that are zero, negative or not finite draw nothing.
public struct StrokeStyle: Hashable, Sendable {
    /// The shape where two segments meet.
    public enum Join: Hashable, Sendable {
        /// Extends the outer edges to a point, or bevels when that point is too far (see
        /// `miterLimit`).
        case miter
        /// Rounds the corner with a circular arc around the vertex.
        case round
        /// Cuts the corner with a straight line between the outer edges.
        case bevel
    }

    /// The shape at both ends of an open subpath.
    public enum Cap: Hashable, Sendable {
        /// Ends exactly at the end point.
        case butt
        /// Ends with a half disc around the end point.
        case round
        /// Ends half a width beyond the end point.
        case square
    }

    /// The pen's width in user space.
    public var width: Double
    /// How corners between segments are drawn.
    public var join: Join
    /// The longest miter, as a multiple of the width, before a miter join becomes a bevel
    /// (as in SVG and Core Graphics: a right angle needs √2, 10 allows angles down to about
    /// 11.5°).
    public var miterLimit: Double
    /// How the ends of open subpaths (and of dashes) are drawn.
    public var cap: Cap
    /// Lengths in user space that alternate on and off along each subpath, as Core Graphics'
    /// line dash; empty (or unusable: a negative length, or all zero) draws the line solid.
    public var dash: [Double]
    /// How far into `dash` each subpath starts.
    public var dashPhase: Double

    /// A stroke `width` wide with the given joins, caps and dashes.
    public init(
        width: Double = 1, join: Join = .miter, miterLimit: Double = 10, cap: Cap = .butt, dash: [Double] = [],
        dashPhase: Double = 0
    ) {
        self.width = width
        self.join = join
        self.miterLimit = miterLimit
        self.cap = cap
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
