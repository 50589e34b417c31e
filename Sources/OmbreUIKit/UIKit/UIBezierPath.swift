import Foundation
import OmbreGraphics

/// A path with its own line style, drawn into the current context, as UIKit's `UIBezierPath`.
///
/// Arcs take `clockwise` as it looks on screen in UIKit's coordinates (y grows downward).
/// `roundedRect` corners are Apple's continuous-curvature corners, as a device draws them.
open class UIBezierPath: NSObject {
    // Changed for every point a path is built from, and only ever within one of its own
    // methods: its run-time exclusivity checks were a third of building one.
    @exclusivity(unchecked) var path = Path()
    /// The pen's width for `stroke()` (default 1).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// The dash lengths and phase that `stroke()` uses; no lengths strokes solid.
    private var dash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)
    /// Whether `fill()` and `addClip()` use the even-odd rule instead of nonzero winding.
    open var usesEvenOddFillRule = false
    /// How closely `fill()` draws curves (default 0.6, UIKit's); see `CGContext.setFlatness(_:)`.
    /// `stroke()` keeps Ombre's chords: no reference shows how iOS cuts a stroked curve.
    open var flatness: CGFloat = 0.6

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path = Path(rect: Rect(rect))
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path = Path(ellipseIn: Rect(rect))
    }

    /// A rectangle with Apple's continuous corners of `cornerRadius`: each side is straight
    /// up to 1.528665 radii from a corner, then bends with growing curvature. Starts on the top
    /// side, where its straight part begins, and runs clockwise on screen.
    ///
    /// When the corners do not fit (the shorter side under 2 × 1.528665 radii), the path is
    /// a stadium with circular ends of half the shorter side, as UIKit draws it.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addContinuousRoundedRect(Rect(rect), radius: Double(cornerRadius))
    }

    /// An arc of a circle as its own subpath.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A copy of a CGPath.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    /// The path as a CGPath.
    open var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }

    open var isEmpty: Bool { path.isEmpty }
    open var bounds: CGRect { CGRect(path.controlPointBox) }
    open var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    open func move(to point: CGPoint) { path.move(to: Point(point)) }
    open func addLine(to point: CGPoint) { path.addLine(to: Point(point)) }
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: Point(end), control1: Point(controlPoint1), control2: Point(controlPoint2))
    }
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: Point(end), control: Point(controlPoint))
    }

    /// Adds an arc, joined to the current point by a line; `clockwise` as seen on screen.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        var arc = Path()
        if let current = path.currentPoint { arc.move(to: current) }
        arc.addArc(
            center: Point(center), radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        if path.currentPoint == nil { path.addPath(arc) } else { path.appendSegments(of: arc) }
    }

    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = Path() }
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }
    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform.ombre) }

    /// A new path of the same shape drawn the other way, each subpath from its end back to its
    /// start (see `Path.reversed`), with this path's line style.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path = path.reversed
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit
        reversed.dash = dash
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        reversed.flatness = flatness
        return reversed
    }
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(Point(point), rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    private var rule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    /// Whether the path has a quadratic or cubic curve.
    private var hasCurves: Bool {
        path.elements.contains { element in
            switch element {
            case .quadCurve, .curve: true
            case .move, .line, .close: false
            }
        }
    }

    /// Dashes later strokes with the first `count` lengths at `pattern`, starting `phase`
    /// into them; nil or a count of 0 strokes solid.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dash = ([], phase)
            return
        }
        dash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// Fills the path with the current context's fill color.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        // Only curves are cut by the flatness: a path of lines is recorded as it always was, so
        // that it still joins its stroke in one pass over the rows.
        if hasCurves { context.setFlatness(flatness) }
        context.addPath(cgPath)
        context.fillPath(using: rule)
        context.restoreGState()
    }

    /// Strokes the path with the current stroke color and this path's line style.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dash.phase, lengths: dash.lengths)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the filled path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: rule)
    }
}
