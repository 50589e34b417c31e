import Foundation
import OmbreAnimation
import OmbreGraphics

/// A closed shape filled with a radial gradient and revealed clockwise from 12 o'clock as
/// `progress` grows, modelled on the well-known "view with gradient background" answer.
///
/// The shape's points are normalized in polar coordinates with one scale, as the answer does:
/// the farthest point from the origin lands at m = min(width, height)/2 of the bounds inset by
/// the line width, every other point keeps its proportion to it, and the shape is centered on
/// the bounds, so a diamond stays a diamond in a wide or tall view. A radial gradient centered
/// in the view with radius min(width, height) fills the shape, and the outline is stroked. At
/// progress 0 nothing is drawn; below 1 everything is clipped to the wedge from `startAngle`
/// sweeping 2π·progress (clockwise on screen unless `clockwise` is false); at 1 it is all
/// drawn. `startAngle` turns the shape's points too; the view's `transform` turns the whole
/// view, background included, as the answer's `rotationAngle(−π/2)` does.
public final class GradientProgressView: View {
    /// The shape's points scaled so that the farthest lies at distance 1 from the origin.
    public internal(set) var unitPoints: [Point] = []
    /// The points as last given to `points`, kept for reading them back.
    var givenPoints: [Point]?
    /// The gradient's colors from the center outward.
    public var colors: [Color] { didSet { setNeedsDisplay() } }
    /// The outline's width in points (default 5); 0 draws no outline.
    public var lineWidth: Double { didSet { setNeedsDisplay() } }
    /// The outline's color (default black).
    public var lineColor: Color { didSet { setNeedsDisplay() } }
    /// Where progress starts, in radians clockwise on screen from 3 o'clock (default −π/2, 12
    /// o'clock); the shape's points turn with it.
    public var startAngle: Double { didSet { setNeedsDisplay() } }
    /// Whether progress sweeps clockwise on screen (the default) or anticlockwise.
    public var clockwise: Bool { didSet { setNeedsDisplay() } }
    /// How much is revealed, 0...1; other values are clamped.
    public var progress: Double {
        get { storedProgress }
        set {
            let clamped = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            // The animation sets it every frame; only a change needs drawing.
            guard clamped != storedProgress else { return }
            storedProgress = clamped
            setNeedsDisplay()
        }
    }
    /// Drives `progress` from the scene clock, when set.
    public var progressAnimation: ProgressAnimation? { didSet { setNeedsDisplay() } }
    /// Ordered dithering of the gradient fill.
    public var dithers = true { didSet { setNeedsDisplay() } }
    private var storedProgress = 1.0
    private let shapeMemo = PathMemo<ProgressShapeKey>()
    private let clippedShapeMemo = PathMemo<ClippedShapeKey>()
    private let clippedOutlineMemo = PathMemo<ClippedOutlineKey>()

    /// A progress view for the closed shape through `points`.
    /// - Throws: `ProgressShapeError` when there are fewer than 3 points or all are at the origin.
    public init(
        points: [Point], colors: [Color] = [Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0)],
        lineWidth: Double = 5, lineColor: Color = .black, startAngle: Double = -.pi / 2, clockwise: Bool = true,
        progress: Double = 1
    ) throws(ProgressShapeError) {
        self.colors = colors
        self.lineWidth = lineWidth
        self.lineColor = lineColor
        self.startAngle = startAngle
        self.clockwise = clockwise
        super.init(frame: .zero, layer: ProgressLayer())
        try setPoints(points)
        self.progress = progress
        (layer as! ProgressLayer).view = self
    }

    /// Replaces the shape.
    /// - Throws: `ProgressShapeError` when there are fewer than 3 points or all are at the origin.
    public func setPoints(_ points: [Point]) throws(ProgressShapeError) {
        guard points.count >= 3 else { throw .tooFewPoints(points.count) }
        let farthest = points.map(\.length).max() ?? 0
        guard farthest > 0, farthest.isFinite else { throw .degenerate }
        unitPoints = points.map { $0 * (1 / farthest) }
        setNeedsDisplay()
    }

    /// `count` points at evenly spaced angles with radii drawn from minRadius...maxRadius by a
    /// generator seeded with `seed`: the same seed always gives the same shape.
    public static func randomPoints(count: Int, minRadius: Double, maxRadius: Double, seed: UInt64) -> [Point] {
        var state = seed
        return (0..<max(count, 0)).map { i in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            let unit = Double(z >> 11) / Double(1 << 53)
            let r = minRadius + (maxRadius - minRadius) * unit
            let angle = 2 * Double.pi * Double(i) / Double(count)
            return Point(x: r * cos(angle), y: r * sin(angle))
        }
    }

    public override func update(at time: Double) {
        if let animation = progressAnimation { progress = animation.value(at: time) }
    }

    public override var isAnimating: Bool {
        guard let animation = progressAnimation else { return false }
        return (timeOfLatestUpdate ?? -.infinity) < animation.endTime
    }

    /// The radius the farthest point lands at: half the shorter side of the bounds inset by
    /// the line width.
    public var shapeRadius: Double {
        let inset = bounds.insetBy(max(lineWidth, 0))
        return max(min(inset.width, inset.height) / 2, 0)
    }

    /// The shape in the view's coordinates: unit points scaled by `shapeRadius`, turned by
    /// `startAngle` and centered on the bounds.
    public var shapePath: Path {
        let place = AffineTransform(scaleX: shapeRadius, y: shapeRadius)
            .concatenating(AffineTransform(rotation: startAngle))
            .concatenating(AffineTransform(translationX: bounds.midX, y: bounds.midY))
        return Path(polygon: unitPoints.map { $0.applying(place) })
    }

    /// The wedge from `startAngle` sweeping 2π·progress, reaching past the bounds.
    public var wedgePath: Path {
        var path = Path()
        addWedge(to: &path)
        return path
    }

    /// Adds the subpath of `wedgePath` to `path`.
    private func addWedge(to path: inout Path) {
        let c = bounds.center
        let reach = bounds.width + bounds.height
        let sweep = 2 * .pi * progress
        path.move(to: c)
        path.addArc(
            center: c, radius: reach, startAngle: startAngle, endAngle: startAngle + (clockwise ? sweep : -sweep),
            clockwise: clockwise)
        path.closeSubpath()
    }

    /// Draws the clipped gradient and outline.
    fileprivate func drawContent(in canvas: Canvas) {
        guard progress > 0, !colors.isEmpty else { return }
        let shapeKey = ProgressShapeKey(
            points: unitPoints, bounds: bounds, startAngle: startAngle, lineWidth: lineWidth)
        let shape = shapeMemo.path(for: shapeKey) { shapePath }
        let r = min(bounds.width, bounds.height)
        let gradient = Gradient(
            kind: .radial, colors: colors, startPoint: Point(x: 0.5, y: 0.5),
            endPoint: Point(x: 0.5 + r / max(bounds.width, 1), y: 0.5 + r / max(bounds.height, 1)),
            // A Core Graphics gradient, as the answer draws it: mixed in sRGB numbers.
            interpolation: .srgb)
        let fill = Paint.gradient(gradient, bounds: bounds, dither: dithers)
        let style = StrokeStyle(width: lineWidth)
        guard progress < 1 else {
            // Filling the shape with the gradient is the gradient clipped to the shape, without
            // building a clip mask every frame; one pass paints fill and stroke, so the stroke
            // finds each row still in the cache.
            canvas.fill(shape, with: fill, rule: .nonZero, thenStrokeWith: .color(lineColor), style: style)
            return
        }
        // The shape and its stroke's outline are cut to the wedge as polygons, so that only
        // what shows is swept and no clip mask is made; each changes only with the wedge.
        let wedge = ProgressWedgeKey(bounds: bounds, startAngle: startAngle, clockwise: clockwise, progress: progress)
        let clippedShape = clippedShapeMemo.path(for: ClippedShapeKey(shape: shapeKey, wedge: wedge)) {
            clipped(shape)
        }
        guard let outline = canvas.strokeOutline(of: shape, style: style) else {
            canvas.fill(clippedShape, with: fill, rule: .nonZero)
            return
        }
        let clippedOutline = clippedOutlineMemo.path(for: ClippedOutlineKey(outline: outline, wedge: wedge)) {
            clipped(outline)
        }
        canvas.fill(clippedShape, with: fill, rule: .nonZero, thenFill: clippedOutline, with: .color(lineColor))
    }

    /// The part of `path` (straight lines in the view's coordinates) inside `wedgePath`.
    private func clipped(_ path: Path) -> Path {
        let sweep = 2 * .pi * progress
        return path.clipped(
            toWedgeAround: bounds.center, start: startAngle, sweep: clockwise ? sweep : -sweep,
            tolerance: Path.flatteningTolerance)
    }
}

/// Why points cannot make a progress shape.
public enum ProgressShapeError: Error, Equatable, CustomStringConvertible {
    case tooFewPoints(Int)
    case degenerate

    /// A message saying why the points make no shape.
    public var description: String {
        switch self {
        case .tooFewPoints(let n): "a progress shape needs at least 3 points, got \(n)"
        case .degenerate: "every point of the progress shape is at the origin"
        }
    }
}

/// The progress view's drawing, so that it goes through the view's layer like every view's.
final class ProgressLayer: Layer {
    weak var view: GradientProgressView?

    /// The stroke's miter tips reach up to the miter limit's half-widths past the shape.
    override var overflow: Double {
        guard let view else { return 0 }
        return view.lineWidth / 2 * max(StrokeStyle().miterLimit, 1)
    }

    override func draw(in canvas: Canvas, bounds: Rect) {
        view?.drawContent(in: canvas)
    }
}

extension GradientProgressView: PathKeeping {
    func forgetPaths() {
        shapeMemo.forget()
        clippedShapeMemo.forget()
        clippedOutlineMemo.forget()
    }
}
