import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// The hosted layer tree tells the renderer how much of the frame it paints, so that a small
/// drawing on a cleared window is drawn in one strip and a full one in the cache's strips.
@MainActor @Suite struct HostPaintedAreaTests {
    private static let whole = Rect(x: 0, y: 0, width: 100, height: 100)

    /// What the host's layers paint of its 100 × 100 frame, after one frame is drawn.
    private func paintedArea(limit: Double = .infinity, _ setUp: @escaping (UIView) -> Void) -> Double {
        let host = hosting(setUp)
        frame(host, at: 0)
        return host.layer.paintedArea(bounds: host.bounds, transform: .identity, region: Self.whole, limit: limit)
    }

    @Test func aControllersPlainViewPaintsTheFrameOnce() {
        // Its white background; clear, it paints nothing.
        #expect(paintedArea { _ in } == 10_000)
        #expect(paintedArea { $0.backgroundColor = .clear } == 0)
    }

    @Test func backgroundsAndDrawnContentCountTheirBoxes() {
        let scene = { (view: UIView) in
            view.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 30))
            card.backgroundColor = .red
            view.addSubview(card)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 90, y: 0, width: 20, height: 10)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            view.layer.addSublayer(gradient)
        }
        // The white view, the card, and the half of the gradient inside the frame.
        #expect(paintedArea(scene) == 10_000 + 600 + 100)
        // Past the limit the walk stops: the white view alone.
        #expect(paintedArea(limit: 5_000, scene) == 10_000)
    }

    @Test func aShapeLayerCountsItsPathsWhereverTheyLie() {
        let area = paintedArea { view in
            view.backgroundColor = nil
            // Bounds of zero size, as shape layers often have, and a path beside them.
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 20, y: 20, width: 0, height: 0)
            shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 10)).cgPath
            shape.fillColor = UIColor.green.cgColor
            shape.strokeColor = nil
            view.layer.addSublayer(shape)
        }
        #expect(area == 400)
    }
}
