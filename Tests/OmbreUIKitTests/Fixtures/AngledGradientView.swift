import UIKit

/// A two-color gradient view set by an angle, as the LDGradientView tutorial builds one: the
/// angle's vector is pushed out to the edge of the unit square, the start point is its
/// opposite, and both are flipped into the layer's unit space.
@IBDesignable
final class AngledGradientView: UIView {
    @IBInspectable var startColor: UIColor? { didSet { refreshGradient() } }
    @IBInspectable var endColor: UIColor? { didSet { refreshGradient() } }
    /// Degrees anticlockwise from east; 270 runs top to bottom.
    @IBInspectable var angle: CGFloat = 270 { didSet { refreshGradient() } }

    override class var layerClass: AnyClass { CAGradientLayer.self }

    private var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        refreshGradient()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        refreshGradient()
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        refreshGradient()
    }

    private func refreshGradient() {
        gradientLayer.colors = [(startColor ?? .clear).cgColor, (endColor ?? .clear).cgColor]
        let edge = edgePoint(degrees: angle)
        gradientLayer.startPoint = unitSpace(CGPoint(x: -edge.x, y: -edge.y))
        gradientLayer.endPoint = unitSpace(edge)
    }

    /// The unit vector at `degrees`, stretched until its longer component reaches ±1.
    private func edgePoint(degrees: CGFloat) -> CGPoint {
        let radians = degrees * .pi / 180
        var x = cos(radians)
        var y = sin(radians)
        if abs(x) > abs(y) {
            x = x > 0 ? 1 : -1
            y = x * tan(radians)
        } else {
            y = y > 0 ? 1 : -1
            x = y / tan(radians)
        }
        return CGPoint(x: x, y: y)
    }

    /// From the signed square with y up to the layer's unit space with y down.
    private func unitSpace(_ p: CGPoint) -> CGPoint {
        CGPoint(x: (p.x + 1) / 2, y: 1 - (p.y + 1) / 2)
    }
}

/// Six angled gradient views in a 3 × 2 grid with 8-point gaps and margins: the angles the
/// tutorial walks through.
final class AngleGalleryController: UIViewController {
    private var tiles: [AngledGradientView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0x20 / 255, green: 0x20 / 255, blue: 0x20 / 255, alpha: 1)
        let coral = UIColor(red: 1, green: 0x5F / 255, blue: 0x6D / 255, alpha: 1)
        let sand = UIColor(red: 1, green: 0xC3 / 255, blue: 0x71 / 255, alpha: 1)
        for angle: CGFloat in [270, 0, 180, 90, 30] {
            let tile = AngledGradientView(frame: .zero)
            tile.startColor = coral
            tile.endColor = sand
            tile.angle = angle
            tiles.append(tile)
        }
        let fade = AngledGradientView(frame: .zero)
        fade.startColor = .white
        fade.angle = 45
        tiles.append(fade)
        tiles.forEach(view.addSubview)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let gap: CGFloat = 8
        let inner = view.bounds.insetBy(dx: gap, dy: gap)
        let width = (inner.width - 2 * gap) / 3
        let height = (inner.height - gap) / 2
        for (i, tile) in tiles.enumerated() {
            let left = inner.minX + CGFloat(i % 3) * (width + gap)
            let top = inner.minY + CGFloat(i / 3) * (height + gap)
            let x0 = left.rounded()
            let y0 = top.rounded()
            tile.frame = CGRect(
                x: x0, y: y0, width: (left + width).rounded() - x0, height: (top + height).rounded() - y0)
        }
    }
}
