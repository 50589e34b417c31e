/// A shape made of straight lines and Bézier curves, in a user space where y grows downward.
///
/// A path is a value: building one never draws anything, and copies are independent. It is
/// made of subpaths; each starts with `move(to:)` and may end with `closeSubpath()`. Filling
/// closes every subpath implicitly; stroking leaves open subpaths open.
///
/// Building never fails: a segment added without a current point starts a subpath at its end
/// point instead, and segments with non-finite coordinates are kept but skipped when drawn.
public struct Path: Hashable, Sendable {
    /// One step of a path, with its points in user space.
    package enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    package private(set) var elements: [Element] = []
    /// The first point of the current subpath, where `closeSubpath()` returns to.
    private var subpathStart: Point?
    /// The end of the last element; nil before the first `move(to:)`.
    public private(set) var currentPoint: Point?
    /// True right after `closeSubpath()`: the next segment must start a new subpath.
    private var isClosed = false

    /// An empty path.
    public init() {}

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        // A move right after another move replaces it: the first one would draw nothing.
        if case .move = elements.last {
            elements.removeLast()
        }
        elements.append(.move(point))
        subpathStart = point
        currentPoint = point
        isClosed = false
    }

    /// Adds a straight line from the current point to `point`.
    ///
    /// Without a current point this starts a subpath at `point` instead.
    public mutating func addLine(to point: Point) {
        guard beginSegment(at: point) else { return }
        elements.append(.line(point))
        currentPoint = point
    }

    /// Adds a quadratic Bézier curve from the current point to `end`, pulled toward `control`.
    ///
    /// Without a current point this starts a subpath at `end` instead.
    public mutating func addQuadCurve(to end: Point, control: Point) {
        guard beginSegment(at: end) else { return }
        elements.append(.quadCurve(to: end, control: control))
        currentPoint = end
    }

    /// Adds a cubic Bézier curve from the current point to `end` with two control points.
    ///
    /// Without a current point this starts a subpath at `end` instead.
    public mutating func addCurve(to end: Point, control1: Point, control2: Point) {
        guard beginSegment(at: end) else { return }
        elements.append(.curve(to: end, control1: control1, control2: control2))
        currentPoint = end
    }

    /// Closes the current subpath with a straight line back to its first point.
    ///
    /// Does nothing when there is no open subpath.
    public mutating func closeSubpath() {
        guard let start = subpathStart, !isClosed else { return }
        elements.append(.close)
        currentPoint = start
        isClosed = true
    }

    /// Removes every element, keeping the memory when `keepingCapacity` is set, so that a path
    /// rebuilt every frame (an animated wedge) allocates nothing once it has grown.
    public mutating func removeAll(keepingCapacity: Bool = false) {
        elements.removeAll(keepingCapacity: keepingCapacity)
        subpathStart = nil
        currentPoint = nil
        isClosed = false
    }

    /// Whether both paths hold their elements in the same memory, which makes them equal
    /// elementwise without comparing.
    func sharesElements(with other: Path) -> Bool {
        elements.withUnsafeBufferPointer { mine in
            other.elements.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }

    /// Makes room for `count` elements in an empty path, so that a shape of known length (a
    /// rectangle) allocates once rather than growing step by step. A path that has elements
    /// grows as arrays do, so that adding shape after shape stays linear.
    mutating func reserveElements(_ count: Int) {
        guard elements.isEmpty else { return }
        elements.reserveCapacity(count)
    }

    /// Becomes equal to `other` with elements copied into this path's own memory rather than
    /// sharing `other`'s, so that `other` can still be changed in place.
    package mutating func replace(with other: Path) {
        elements.copyElements(of: other.elements)
        subpathStart = other.subpathStart
        currentPoint = other.currentPoint
        isClosed = other.isClosed
    }

    /// Appends every subpath of `other`.
    public mutating func addPath(_ other: Path) {
        for element in other.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    /// This path with every point mapped through `t`.
    ///
    /// Affine maps send Bézier curves to Bézier curves, so the result is exact.
    public func applying(_ t: AffineTransform) -> Path {
        var result = self
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(p.applying(t))
            case .line(let p): .line(p.applying(t))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: .close
            }
        }
        result.subpathStart = subpathStart?.applying(t)
        result.currentPoint = currentPoint?.applying(t)
        return result
    }

    /// Prepares a segment ending at `end`; returns false when the segment must not be added
    /// because there was no current point (a subpath was started at `end` instead).
    private mutating func beginSegment(at end: Point) -> Bool {
        guard let current = currentPoint else {
            move(to: end)
            return false
        }
        if isClosed {
            // As in Core Graphics, drawing on after a close starts a new subpath where the
            // closed one began.
            move(to: current)
        }
        return true
    }
}
