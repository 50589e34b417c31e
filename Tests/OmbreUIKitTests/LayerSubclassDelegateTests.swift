import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// A ring-style layer, as progress libraries write them: it draws itself in `draw(in:)`, and
/// places a sublayer in `layoutSublayers()`.
private final class SelfDrawingLayer: CALayer {
    let badge = CALayer()
    var displays = 0

    override init() {
        super.init()
        badge.backgroundColor = UIColor.green.cgColor
        addSublayer(badge)
    }

    override init(layer: Any) { super.init(layer: layer) }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func display() {
        displays += 1
        super.display()
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        badge.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10)
    }
}

/// A view backed by `SelfDrawingLayer`, which does not draw itself.
private final class SelfDrawingLayerView: UIView {
    override class var layerClass: AnyClass { SelfDrawingLayer.self }
}

/// A layer that adds to what its view draws: `super.draw(in:)` asks the view.
private final class OverlayLayer: CALayer {
    override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 90, width: 100, height: 10))
    }
}

/// A view that draws white and is backed by `OverlayLayer`.
private final class OverlaidView: UIView {
    override class var layerClass: AnyClass { OverlayLayer.self }
    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.setFillColor(UIColor.white.cgColor)
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 100, height: 10))
    }
}

/// A layer subclass's own `draw(in:)`, `display()` and `layoutSublayers()` run even when a view
/// is its delegate; their defaults ask the delegate, as Core Animation's do.
@MainActor @Suite struct LayerSubclassDelegateTests {
    @Test func viewsLayerSubclassDrawsAndLaysOutItself() {
        var view: SelfDrawingLayerView!
        let host = hosting {
            $0.backgroundColor = .black
            view = SelfDrawingLayerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            $0.addSubview(view)
        }
        let pixels = frame(host, at: 0)
        #expect(pixels.row(50)[20] == Color.red.pixel)
        #expect(pixels.row(50)[70] == Color.black.pixel)
        #expect(pixels.row(5)[95] == Color.green.pixel)
        #expect(host.withWorld { (view.layer as! SelfDrawingLayer).displays } == 1)
    }

    @Test func superDrawInContextAsksTheViewToDraw() {
        let host = hosting {
            $0.backgroundColor = .black
            $0.addSubview(OverlaidView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        }
        let pixels = frame(host, at: 0)
        #expect(pixels.row(5)[50] == Color.white.pixel)
        #expect(pixels.row(95)[50] == Color.blue.pixel)
        #expect(pixels.row(50)[50] == Color.black.pixel)
    }
}
