import UIKit

// Hosts for the shape references in ../shared/ios-references: each view sets up, in Ombre's
// UIKit, the configuration that the reference's SOURCE.txt describes, at the same size in
// points; the manifest (../cases.tsv) gives the scale and `--background clear`, so that what
// a host does not draw stays transparent, as in a snapshot of the view alone.

/// A 100 × 100 pt view showing one CAShapeLayer with a circle or pie built from 12 o'clock
/// clockwise; a zero stroke width closes the arc through the center (a pie), as the
/// yourscore-shapes configuration does.
class PieHost: UIView {
    var degrees: CGFloat { 360 }
    var radius: CGFloat { 50 }
    var strokeWidth: CGFloat { 0 }
    var fill: UIColor { .red }
    var stroke: UIColor { .yellow }

    private let shape = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(shape)
    }

    required init?(coder: NSCoder) { nil }

    // Built at layout, after any inspectable value has been set.
    override func layoutSubviews() {
        super.layoutSubviews()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let center = CGPoint(x: 50, y: 50)
        let path = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: (degrees - 90) * .pi / 180,
            clockwise: true)
        if strokeWidth == 0 { path.addLine(to: center) }
        shape.path = path.cgPath
        shape.fillColor = fill.cgColor
        shape.strokeColor = stroke.cgColor
        shape.lineWidth = strokeWidth
        shape.lineCap = .round
        shape.fillRule = .evenOdd
    }
}

final class DiscHost: PieHost {}

final class StrokedDiscHost: PieHost {
    override var radius: CGFloat { 45 }
    override var strokeWidth: CGFloat { 10 }
}

final class HalfPieHost: PieHost {
    override var degrees: CGFloat { 180 }
}

final class QuarterPieHost: PieHost {
    override var degrees: CGFloat { 90 }
}

final class ThreeQuarterPieHost: PieHost {
    override var degrees: CGFloat { 270 }
    override var radius: CGFloat { 45 }
}

final class BlackDiscHost: PieHost {
    override var fill: UIColor { .black }
}

/// A ring: a full circle of radius 30 stroked 20 wide in red, nothing filled.
final class RingHost: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.path =
            UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
            .cgPath
        shape.fillColor = UIColor.clear.cgColor
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 20
        shape.lineCap = .round
        layer.addSublayer(shape)
    }

    required init?(coder: NSCoder) { nil }
}

/// A 100 × 100 pt red layer with a 4 pt black border.
final class BorderedLayerHost: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let box = CALayer()
        box.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        box.backgroundColor = UIColor.red.cgColor
        box.borderWidth = 4
        box.borderColor = UIColor.black.cgColor
        layer.addSublayer(box)
    }

    required init?(coder: NSCoder) { nil }
}

/// The heart of lines, two quadratic and two cubic curves with a circle on it, 90 × 90 pt,
/// filled black through the context with the even-odd rule (`EvenOddHeartHost`, as
/// swift-snapshot-testing's CGPath strategy draws it) or through `UIBezierPath.fill()`
/// (`NonZeroHeartHost`, its UIBezierPath strategy: nonzero, at the path's flatness).
class HeartHost: UIView {
    var rule: CGPathFillRule { .winding }

    /// Fills `heart` in `context`, whose fill color is black.
    func fill(_ heart: CGPath, in context: CGContext) {
        context.addPath(heart)
        context.fillPath(using: rule)
    }

    override func draw(_ rect: CGRect) {
        let u: CGFloat = 30
        let heart = CGMutablePath()
        heart.move(to: .zero)
        heart.addLine(to: CGPoint(x: 0, y: 2 * u))
        heart.addQuadCurve(to: CGPoint(x: u, y: 3 * u), control: CGPoint(x: 0.125 * u, y: 2.875 * u))
        heart.addQuadCurve(to: CGPoint(x: 2 * u, y: 2 * u), control: CGPoint(x: 1.875 * u, y: 2.875 * u))
        heart.addCurve(
            to: CGPoint(x: 3 * u, y: u), control1: CGPoint(x: 2.5 * u, y: 2 * u), control2: CGPoint(x: 3 * u, y: 1.5 * u))
        heart.addCurve(
            to: CGPoint(x: 2 * u, y: 0), control1: CGPoint(x: 3 * u, y: 0.5 * u), control2: CGPoint(x: 2.5 * u, y: 0))
        heart.addLine(to: .zero)
        heart.closeSubpath()
        heart.addEllipse(in: CGRect(x: 2 * u, y: 2 * u, width: u, height: u))
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.black.cgColor)
        fill(heart, in: context)
    }
}

final class NonZeroHeartHost: HeartHost {
    override func fill(_ heart: CGPath, in context: CGContext) {
        UIBezierPath(cgPath: heart).fill()
    }
}

final class EvenOddHeartHost: HeartHost {
    override var rule: CGPathFillRule { .evenOdd }
}

/// A 200 × 200 pt red view with layer corners of 20 pt (`CircleCornerHost`: 100 pt, a disc).
class CornerHost: UIView {
    var radius: CGFloat { 20 }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        box.backgroundColor = .red
        box.layer.cornerRadius = radius
        addSubview(box)
    }

    required init?(coder: NSCoder) { nil }
}

final class TwentyPointCornerHost: CornerHost {}

final class CircleCornerHost: CornerHost {
    override var radius: CGFloat { 100 }
}

/// A view with a fill and a dashed outline: a CAShapeLayer stroking a rounded rectangle inset
/// by half the line width, with the view's corner radius, over the fill, as stylable-uikit's
/// dashed outline does.
class OutlineHost: UIView {
    var dashes: [NSNumber] { [5, 5] }
    var fill: UIColor? { .red }
    var ink: UIColor { .black }
    var origin: CGPoint { .zero }
    var corner: CGFloat { 0 }
    var dashed: Bool { true }
    var container: UIColor? { nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = container
        let styled = UIView(frame: CGRect(origin: origin, size: CGSize(width: 100, height: 100)))
        styled.layer.cornerRadius = corner
        styled.layer.masksToBounds = corner > 0
        let inner = UIView(frame: styled.bounds)
        inner.layer.cornerRadius = corner
        inner.backgroundColor = fill
        styled.addSubview(inner)
        if dashed {
            let outline = CAShapeLayer()
            outline.frame = inner.bounds
            outline.cornerRadius = corner
            outline.fillColor = nil
            outline.strokeColor = ink.cgColor
            outline.lineDashPattern = dashes
            outline.lineWidth = 2
            let path = UIBezierPath(roundedRect: inner.bounds.insetBy(dx: 1, dy: 1), cornerRadius: corner)
            path.close()
            outline.path = path.cgPath
            inner.layer.addSublayer(outline)
        } else {
            inner.layer.borderColor = ink.cgColor
            inner.layer.borderWidth = 2
        }
        addSubview(styled)
    }

    required init?(coder: NSCoder) { nil }
}

final class DashFiveHost: OutlineHost {}

final class DashTenFiveHost: OutlineHost {
    override var dashes: [NSNumber] { [10, 5] }
}

final class EmptyDashHost: OutlineHost {
    override var dashes: [NSNumber] { [] }
    override var ink: UIColor { .blue }
}

/// The dashes alone: iOS 12.2 drew nothing for the radial gradient layer under them.
final class DashesOnlyHost: OutlineHost {
    override var dashes: [NSNumber] { [10, 5] }
    override var fill: UIColor? { nil }
}

final class RoundedSolidOutlineHost: OutlineHost {
    override var fill: UIColor? { .green }
    override var origin: CGPoint { CGPoint(x: 20, y: 20) }
    override var corner: CGFloat { 20 }
    override var dashed: Bool { false }
    override var container: UIColor? { .white }
}

final class RoundedDashedOutlineHost: OutlineHost {
    override var fill: UIColor? { .green }
    override var origin: CGPoint { CGPoint(x: 20, y: 20) }
    override var corner: CGFloat { 20 }
    override var container: UIColor? { .white }
}

/// A 100 × 100 pt view filled white at half alpha.
final class HalfWhiteHost: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let fill = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        fill.backgroundColor = UIColor(white: 1, alpha: 0.5)
        addSubview(fill)
    }

    required init?(coder: NSCoder) { nil }
}

/// A 200 × 200 pt view filled solid green.
final class FillHost: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let fill = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        fill.backgroundColor = .green
        addSubview(fill)
    }

    required init?(coder: NSCoder) { nil }
}
