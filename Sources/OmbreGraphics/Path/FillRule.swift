/// Which points a path with overlapping or self-intersecting subpaths encloses.
public enum FillRule: Hashable, Sendable {
    /// Inside where the path winds around the point a nonzero number of times.
    case nonZero
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd
}
