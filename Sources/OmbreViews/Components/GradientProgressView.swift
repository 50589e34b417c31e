import Foundation
import OmbreAnimation
import OmbreGraphics

/// A closed shape filled with a radial gradient and revealed clockwise from 12 o'clock as
/// `progress` grows, modelled on the well-known "view with gradient background" answer.
///
/// The shape's points are normalized in polar coordinates (the farthest point from the
/// origin lands on the edge) and fitted, centered, into the bounds inset by the line width.
/// A radial gradient centered in the view with radius min(width, height) fills the shape,
/// and the outline is stroked. At progress 0 nothing is drawn; below 1 everything is clipped
/// to the wedge from angle 0 to 2π·progress; at 1 it is all drawn. The drawing is turned by
/// `rotation` (default −90°) so that angle 0 points to 12 o'clock and progress runs clockwise.
public final class GradientProgressView: View {
    /// The shape's points scaled so that the farthest lies at distance 1 from the origin.
    public private(set) var unitPoints: [Point] = []
    /// The gradient's colors from the center outward.
    public var colors: [Color] { didSet { setNeedsDisplay() } }
    public var lineWidth: Double { didSet { setNeedsDisplay() } }
    public var lineColor: Color { didSet { setNeedsDisplay() } }
    /// Turns the drawing about the center, in radians (clockwise on screen when positive).
    public var rotation: Double { didSet { setNeedsDisplay() } }
    /// How much is revealed, 0...1; other values are clamped.
    public var progress: Double {
        get { storedProgress }
        set {
            storedProgress = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            setNeedsDisplay()
        }
    }
    /// Drives `progress` from the scene clock, when set.
    public var progressAnimation: ProgressAnimation? { didSet { setNeedsDisplay() } }
    /// Ordered dithering of the gradient fill.
    public var dithers = true { didSet { setNeedsDisplay() } }
    private var storedProgress = 1.0
    /// The scene time of the latest update.
    private var updatedAt = -Double.infinity

    /// A progress view for the closed shape through `points`.
    /// - Throws: `ProgressShapeError` when there are fewer than 3 points or all are at the origin.
    public init(
        points: [Point], colors: [Color] = [Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0)],
        lineWidth: Double = 5, lineColor: Color = .black, rotation: Double = -.pi / 2, progress: Double = 1
    ) throws(ProgressShapeError) {
        self.colors = colors
        self.lineWidth = lineWidth
        self.lineColor = lineColor
        self.rotation = rotation
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
        updatedAt = time
        if let animation = progressAnimation { progress = animation.value(at: time) }
    }

    public override var isAnimating: Bool {
        guard let animation = progressAnimation else { return false }
        return updatedAt < animation.endTime
    }

    /// The shape in the view's coordinates: unit points fitted into the inset bounds as seen
    /// in the rotated drawing, then turned and centered.
    public var shapePath: Path {
        let (a, b) = fittedRadii()
        let turn = AffineTransform(rotation: rotation)
        let c = bounds.center
        return Path(polygon: unitPoints.map { Point(x: $0.x * a, y: $0.y * b).applying(turn) + c })
    }

    /// The wedge from angle 0 to 2π·progress of the rotated drawing, reaching past the bounds.
    public var wedgePath: Path {
        var path = Path()
        let c = bounds.center
        let reach = bounds.width + bounds.height
        path.move(to: c)
        path.addArc(
            center: c, radius: reach, startAngle: rotation, endAngle: rotation + 2 * .pi * progress, clockwise: true)
        path.closeSubpath()
        return path
    }

    /// Half-axes (a, b) of the fitted shape before rotation, chosen so that once turned by
    /// `rotation` it spans the bounds inset by the line width; a circle when the turn is near
    /// 45° and the two directions cannot be told apart.
    private func fittedRadii() -> (Double, Double) {
        let x = max(bounds.width / 2 - lineWidth, 0)
        let y = max(bounds.height / 2 - lineWidth, 0)
        let c2 = cos(rotation) * cos(rotation)
        let s2 = sin(rotation) * sin(rotation)
        let det = c2 * c2 - s2 * s2
        if abs(det) > 0.2 {
            let a2 = (c2 * x * x - s2 * y * y) / det
            let b2 = (c2 * y * y - s2 * x * x) / det
            if a2 > 0, b2 > 0 { return (a2.squareRoot(), b2.squareRoot()) }
        }
        let r = min(x, y)
        return (r, r)
    }

    /// Draws the clipped gradient and outline.
    fileprivate func drawContent(in canvas: Canvas) {
        guard progress > 0, !colors.isEmpty else { return }
        canvas.save()
        defer { canvas.restore() }
        if progress < 1 { canvas.clip(to: wedgePath, rule: .nonZero) }
        let shape = shapePath
        let r = min(bounds.width, bounds.height)
        let gradient = Gradient(
            kind: .radial, colors: colors, startPoint: Point(x: 0.5, y: 0.5),
            endPoint: Point(x: 0.5 + r / max(bounds.width, 1), y: 0.5 + r / max(bounds.height, 1)))
        // Filling the shape with the gradient is the gradient clipped to the shape, without
        // building a clip mask every frame.
        canvas.fill(shape, with: .gradient(gradient, bounds: bounds, dither: dithers), rule: .nonZero)
        if lineWidth > 0 {
            canvas.stroke(shape, with: .color(lineColor), style: StrokeStyle(width: lineWidth))
        }
    }
}

/// Why points cannot make a progress shape.
public enum ProgressShapeError: Error, Equatable, CustomStringConvertible {
    case tooFewPoints(Int)
    case degenerate

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

    override func draw(in canvas: Canvas, bounds: Rect) {
        view?.drawContent(in: canvas)
    }
}
