import UIKit

/// A progress ring as UIKit code draws one: a dotted track, the arc filled with a gradient by
/// clipping to its stroked outline, a glow cast by the arc, and the percentage in the middle.
@IBDesignable
final class GlowingRingView: UIView {
    @IBInspectable var progress: CGFloat = 0.72 { didSet { setNeedsDisplay() } }
    @IBInspectable var lineWidth: CGFloat = 14 { didSet { setNeedsDisplay() } }
    @IBInspectable var startColor: UIColor = .systemPink { didSet { setNeedsDisplay() } }
    @IBInspectable var endColor: UIColor = .systemOrange { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.08, alpha: 1)
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth * 1.5
        guard radius > 0 else { return }

        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth / 3
        track.lineCapStyle = .round
        var dots: [CGFloat] = [0, lineWidth]
        track.setLineDash(&dots, count: dots.count, phase: 0)
        UIColor(white: 1, alpha: 0.25).setStroke()
        track.stroke()

        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi * progress, clockwise: true)
        let outline = arc.cgPath.copy(strokingWithWidth: lineWidth, lineCap: .round, lineJoin: .round, miterLimit: 10)
        context.saveGState()
        context.setShadow(offset: .zero, blur: lineWidth, color: startColor.withAlphaComponent(0.8).cgColor)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.addPath(outline)
        context.clip()
        let colors = [startColor.cgColor, endColor.cgColor] as CFArray
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
            context.drawLinearGradient(
                gradient, start: CGPoint(x: bounds.minX, y: bounds.minY), end: CGPoint(x: bounds.maxX, y: bounds.maxY),
                options: [])
        }
        context.endTransparencyLayer()
        context.restoreGState()

        let label = "\(Int((progress * 100).rounded()))%" as NSString
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: radius * 0.45, weight: .bold), .foregroundColor: UIColor.white,
        ]
        let size = label.size(withAttributes: attributes)
        label.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
    }
}
