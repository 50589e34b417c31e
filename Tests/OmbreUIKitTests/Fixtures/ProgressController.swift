import UIKit

/// A closed shape filled with a radial gradient and revealed like a pie chart, drawn in
/// `draw(_:)` as the gradient-progress answer draws it: points normalized in polar coordinates
/// to the bounds inset by the line width, a blue-to-green radial gradient clipped to the shape,
/// a black 5-point outline, everything clipped to the wedge of `progress`.
final class ShapeProgressView: UIView {
    var points: [CGPoint] = [] { didSet { setNeedsDisplay() } }
    var progress: CGFloat = 0.7 { didSet { setNeedsDisplay() } }
    private let lineWidth: CGFloat = 5

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        let shown = min(max(progress, 0), 1)
        guard shown > 0, let context = UIGraphicsGetCurrentContext(),
            let outline = outline(in: bounds.insetBy(dx: lineWidth, dy: lineWidth))
        else { return }
        let partial = shown < 1
        if partial {
            context.saveGState()
            wedge(shown).addClip()
        }
        context.saveGState()
        outline.addClip()
        let colors = [UIColor.blue.cgColor, UIColor.green.cgColor]
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1])!
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        context.drawRadialGradient(
            gradient, startCenter: middle, startRadius: 0, endCenter: middle,
            endRadius: min(bounds.width, bounds.height), options: [])
        context.restoreGState()
        UIColor.black.setStroke()
        outline.lineWidth = lineWidth
        outline.stroke()
        if partial { context.restoreGState() }
    }

    /// The shape through `points`, scaled about its origin so the farthest point touches the
    /// largest circle in `frame`, and centered there.
    private func outline(in frame: CGRect) -> UIBezierPath? {
        guard points.count > 2 else { return nil }
        let polar = points.map { (angle: atan2($0.y, $0.x), radius: ($0.x * $0.x + $0.y * $0.y).squareRoot()) }
        guard let farthest = polar.map(\.radius).max(), farthest > 0 else { return nil }
        let scale = min(frame.width, frame.height) / 2 / farthest
        let path = UIBezierPath()
        for (i, p) in polar.enumerated() {
            let point = CGPoint(
                x: frame.midX + cos(p.angle) * p.radius * scale, y: frame.midY + sin(p.angle) * p.radius * scale)
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    /// The pie wedge from 3 o'clock sweeping `fraction` of a turn clockwise.
    private func wedge(_ fraction: CGFloat) -> UIBezierPath {
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        let path = UIBezierPath()
        path.move(to: middle)
        path.addArc(
            withCenter: middle, radius: max(bounds.width, bounds.height), startAngle: 0,
            endAngle: 2 * .pi * fraction, clockwise: true)
        return path
    }
}

/// The answer's screen: a 280 × 350 progress view at (30, 30) on light gray, turned a quarter
/// turn anticlockwise, its progress driven from 0 to 1 over one second by a 60 Hz timer.
final class ProgressController: UIViewController {
    private(set) var progressView: ShapeProgressView?
    private(set) var ticks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let shape = ShapeProgressView(frame: CGRect(x: 30, y: 30, width: 280, height: 350))
        shape.backgroundColor = .lightGray
        shape.transform = CGAffineTransform(rotationAngle: -.pi / 2)
        shape.points = Self.seededPoints(count: 200, minRadius: 0.9, maxRadius: 1.1, seed: 1)
        shape.progress = 0
        view.addSubview(shape)
        progressView = shape
        let started = CACurrentMediaTime()
        let duration: CFTimeInterval = 1
        Timer.scheduledTimer(withTimeInterval: 1.0 / 60.0, repeats: true) { [weak self] timer in
            guard let self else {
                timer.invalidate()
                return
            }
            self.ticks += 1
            let elapsed = (CACurrentMediaTime() - started) / duration
            if elapsed >= 1 { timer.invalidate() }
            self.progressView?.progress = max(0, min(CGFloat(elapsed), 1))
        }
    }

    /// Points at evenly spaced angles with radii from a SplitMix64 generator, so the shape is
    /// the same on every run (the answer draws them with `CGFloat.random`).
    static func seededPoints(count: Int, minRadius: CGFloat, maxRadius: CGFloat, seed: UInt64) -> [CGPoint] {
        var state = seed
        return (0..<count).map { i in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            let unit = CGFloat(z >> 11) / CGFloat(1 << 53)
            let radius = minRadius + (maxRadius - minRadius) * unit
            let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(count)
            return CGPoint(x: radius * cos(angle), y: radius * sin(angle))
        }
    }
}
