import Foundation
import OmbreGraphics

/// An immutable path, as Core Graphics shares shapes between layers and contexts.
open class CGPath: Equatable, Hashable, @unchecked Sendable {
    /// The path in Ombre's terms.
    var path: Path

    init(path: Path) { self.path = path }

    /// A rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect: Rect(rect)).applying(transform?.pointee))
    }

    /// An ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: Rect(rect)).applying(transform?.pointee))
    }

    /// A rectangle with elliptical corners, optionally transformed.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        var p = Path()
        p.addRoundedRect(Rect(rect), cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(path: p.applying(transform?.pointee))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The box holding every point of the path, control points included.
    public var boundingBox: CGRect { CGRect(path.controlPointBox) }

    /// The box holding the path's curves, without control points.
    public var boundingBoxOfPath: CGRect { CGRect(path.boundingBox) }

    /// The end of the last element, or `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    /// Whether `point` lies inside the path under `rule`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        path.applying(transform.ombre).contains(Point(point), rule: rule.ombre)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// A copy mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee))
    }

    /// The outline that stroking this path `lineWidth` wide (in the path's units) covers,
    /// mapped through `transform`: filled with the winding rule, it paints what stroking paints.
    ///
    /// Curves, round joins and round caps come back as straight lines within 1/160 of a unit
    /// (Core Graphics keeps them curves). A width that is not positive gives an empty path.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let style = StrokeStyle(
            width: Double(lineWidth), join: lineJoin.ombre, miterLimit: Double(miterLimit), cap: lineCap.ombre)
        return CGPath(path: path.strokeOutline(style, tolerance: 1.0 / 160).applying(transform))
    }

    /// The dashes that stroking this path with `lengths` from `phase` paints, as open
    /// subpaths mapped through `transform`; stroke the copy to draw them.
    ///
    /// Curves come back as straight lines within 1/160 of a unit; unusable lengths (none, a
    /// negative one, all zero) give the whole path.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity)
        -> CGPath
    {
        let dashes = path.dashed(lengths: lengths.map(Double.init), phase: Double(phase), tolerance: 1.0 / 160)
        return CGPath(path: dashes.applying(transform))
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }

    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

/// A path that can be built up, as `CGMutablePath` is.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Path()) }

    override init(path: Path) { super.init(path: path) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: Point(point.applying(transform)))
    }

    /// Adds a line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: Point(point.applying(transform)))
    }

    /// Starts a subpath at the first point and adds lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        path.addCurve(
            to: Point(end.applying(transform)), control1: Point(control1.applying(transform)),
            control2: Point(control2.applying(transform)))
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: Point(end.applying(transform)), control: Point(control.applying(transform)))
    }

    /// Adds an arc of a circle, joined to the current point by a line.
    ///
    /// `clockwise` is meant in Core Graphics' own y-up sense, as on a device: in a UIKit
    /// view, whose y grows downward, `clockwise: true` turns anticlockwise on screen
    /// (UIBezierPath's flag means the opposite).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        if let current = path.currentPoint { arc.move(to: current) }
        arc.addArc(
            center: Point(center), radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        appendContinuing(arc.applying(transform.ombre))
    }

    /// Adds an arc of `delta` radians from `startAngle`; a positive delta grows the angle
    /// (anticlockwise in Core Graphics' y-up sense, clockwise on a UIKit screen).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0,
            transform: transform)
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(rect: Rect(rect)).applying(transform.ombre))
    }

    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: Rect(rect)).applying(transform.ombre))
    }

    /// Adds a closed rectangle with elliptical corners.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        var p = Path()
        p.addRoundedRect(Rect(rect), cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        path.addPath(p.applying(transform.ombre))
    }

    /// Adds every subpath of `other`.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path.applying(transform.ombre))
    }

    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }

    /// Appends `piece`, whose first element is a move to the current point (when there is
    /// one), so that it continues the current subpath.
    private func appendContinuing(_ piece: Path) {
        if path.currentPoint == nil {
            path.addPath(piece)
        } else {
            path.appendSegments(of: piece)
        }
    }
}

extension Path {
    /// This path mapped through `t`, or unchanged without one.
    func applying(_ t: CGAffineTransform?) -> Path {
        guard let t, !t.isIdentity else { return self }
        return applying(t.ombre)
    }
}
