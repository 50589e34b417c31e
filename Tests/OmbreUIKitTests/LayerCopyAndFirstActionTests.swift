import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// A slice of a chart written as pie-chart libraries write one: its angle is an `@NSManaged`
/// property (here its scene-build spelling) redrawn by `needsDisplay(forKey:)`, and its own
/// `action(forKey:)` grows it from the angle it had, telling a delegate when it is done.
private final class GrowingSlice: CALayer {
    @OmbreNSMg var sweep: CGFloat
    weak var listener: (any CAAnimationDelegate)?

    override init() { super.init() }

    override init(layer: Any) { super.init(layer: layer) }

    required init?(coder: NSCoder) { nil }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "sweep" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> (any CAAction)? {
        guard event == "sweep" else { return super.action(forKey: event) }
        let grow = CABasicAnimation(keyPath: event)
        grow.fromValue = sweep
        grow.duration = 1
        grow.delegate = listener
        return grow
    }

    /// A bar as wide as the sweep's share of the bounds.
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * sweep, height: bounds.height))
    }
}

/// Hears when an animation stops.
private final class StopListener: CAAnimationDelegate {
    var stops = 0
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops += 1 }
}

/// What a layer made by code gets: `init(layer:)` outside a presentation copy, and the
/// actions of changes made before the layer is first shown.
@MainActor @Suite struct LayerCopyAndFirstActionTests {
    @Test func initLayerFromCodeMakesALayerWithTheClassDefaults() {
        // A loader's circle: a 20-point view at (40, 40) draws its disc in a shape layer made
        // with `CAShapeLayer(layer: view.layer)` and never placed; it lies over the view.
        var made: CAShapeLayer!
        let host = hosting { root in
            root.backgroundColor = .black
            let circle = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
            circle.layer.backgroundColor = UIColor.red.cgColor
            circle.layer.opacity = 0.5
            circle.layer.opacity = 1
            let disc = CAShapeLayer(layer: circle.layer)
            disc.fillColor = UIColor.blue.cgColor
            disc.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
            circle.layer.addSublayer(disc)
            root.addSubview(circle)
            made = disc
        }
        let image = frame(host, at: 0)
        #expect(made.frame == .zero && made.backgroundColor == nil && made.opacity == 1)
        #expect(image[50, 50] == Color.blue.pixel, "the disc's middle, over the view")
        #expect(image[41, 41] == Color.red.pixel, "the view's corner, outside the disc")
        #expect(image[90, 90] == Color.black.pixel, "nothing where the view's frame would have moved it")
    }

    @Test func presentationCopiesStillCarryEveryProperty() {
        var layer: CAShapeLayer!
        let host = hosting { root in
            layer = CAShapeLayer()
            layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            layer.lineWidth = 3
            layer.setValue(7, forKey: "rank")
            root.layer.addSublayer(layer)
        }
        frame(host, at: 0)
        let copy = host.withWorld { layer.presentation() }
        #expect(copy?.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(copy?.lineWidth == 3 && copy?.value(forKey: "rank") as? Int == 7)
    }

    @Test func actionOverrideAnimatesALayerChangedBeforeItIsFirstShown() {
        // A chart's slice made and grown in viewDidLoad, before anything is shown: it grows
        // from nothing over a second and then tells its listener, as the device does.
        let listener = StopListener()
        let host = hosting { root in
            root.backgroundColor = .black
            let slice = GrowingSlice()
            slice.listener = listener
            slice.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
            root.layer.addSublayer(slice)
            slice.sweep = 1
        }
        #expect(inkBox(of: frame(host, at: 0)) == nil)
        #expect(inkBox(of: frame(host, at: 0.5))?.maxX == 49)
        #expect(listener.stops == 0)
        #expect(inkBox(of: frame(host, at: 2))?.maxX == 99)
        #expect(listener.stops == 1)
    }

    @Test func viewAnimationFadesInAViewJustMade() {
        // A chart's label added with alpha 0 and faded in by UIView.animate in the same pass.
        let host = hosting { root in
            root.backgroundColor = .black
            let label = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            label.backgroundColor = .white
            root.addSubview(label)
            label.alpha = 0
            UIView.animate(withDuration: 1) { label.alpha = 1 }
        }
        #expect(frame(host, at: 0)[50, 50] == Color.black.pixel)
        let red = frame(host, at: 0.5)[50, 50] >> 16 & 0xFF
        #expect((100...155).contains(red), "half faded in: \(red)")
        #expect(frame(host, at: 2)[50, 50] == Color.white.pixel)
    }

    @Test func aLayerChangedBeforeItIsFirstShownHasNoImplicitAnimation() {
        var layer: CALayer!
        let host = hosting { root in
            layer = CALayer()
            root.layer.addSublayer(layer)
            layer.opacity = 0.5
        }
        frame(host, at: 0)
        #expect(host.withWorld { layer.animationKeys() } == nil)
        host.withWorld { layer.opacity = 0.25 }
        #expect(host.withWorld { layer.animationKeys() } == ["opacity"], "once shown, it animates")
    }

    @Test func borderOfAnEmptyLayerDrawsNothingAndAThickOneFillsTheBounds() {
        // A chart's line layer: a shape layer with a border width and no bounds.
        let host = hosting { root in
            root.backgroundColor = .black
            let line = CAShapeLayer()
            line.position = CGPoint(x: 20, y: 20)
            line.borderColor = UIColor.white.cgColor
            line.borderWidth = 1
            root.layer.addSublayer(line)
            let badge = CALayer()
            badge.frame = CGRect(x: 60, y: 60, width: 4, height: 4)
            badge.borderColor = UIColor.white.cgColor
            badge.borderWidth = 3
            root.layer.addSublayer(badge)
        }
        let image = frame(host, at: 0)
        #expect(image[19, 19] == Color.black.pixel && image[20, 20] == Color.black.pixel)
        #expect(image[61, 61] == Color.white.pixel && image[63, 63] == Color.white.pixel)
        #expect(image[59, 59] == Color.black.pixel && image[64, 64] == Color.black.pixel)
    }
}
