import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// A view that fills itself with its tint color and counts the calls of `tintColorDidChange()`,
/// as sliders and gradient views redraw on them.
private final class TintFillView: UIView {
    var changes = 0

    override func draw(_ rect: CGRect) {
        tintColor.setFill()
        UIRectFill(bounds)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        changes += 1
        setNeedsDisplay()
    }
}

/// `tintColor`, `tintAdjustmentMode` and `tintColorDidChange()` as views inherit them.
@MainActor @Suite struct TintColorTests {
    @Test func aViewWithoutTintDrawsTheSystemBlue() {
        let host = hosting { view in
            view.addSubview(TintFillView(frame: view.bounds))
        }
        #expect(frame(host, at: 0)[50, 50] == Color(red8: 0, green8: 122, blue8: 255).pixel)
    }

    @Test func aSubviewDrawsTheTintItsSuperviewWasGiven() {
        let host = hosting { view in
            let outer = UIView(frame: view.bounds)
            outer.tintColor = .red
            let inner = TintFillView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
            let own = TintFillView(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
            own.tintColor = .green
            outer.addSubview(inner)
            outer.addSubview(own)
            view.addSubview(outer)
        }
        let image = frame(host, at: 0)
        #expect(image[25, 50] == Color.red.pixel)
        #expect(image[75, 50] == Color.green.pixel)
    }

    @Test func settingATintTellsTheViewsThatInheritItAndRedrawsThem() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inheriting = TintFillView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        let own = TintFillView(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        let host = hosting { view in
            own.tintColor = .green
            outer.addSubview(inheriting)
            outer.addSubview(own)
            view.addSubview(outer)
        }
        frame(host, at: 0)
        let before = (inheriting.changes, own.changes)
        host.withWorld { outer.tintColor = .magenta }
        let image = frame(host, at: 0.1)
        #expect(inheriting.changes == before.0 + 1)
        #expect(own.changes == before.1, "a view with its own tint keeps it")
        #expect(image[25, 50] == Color.magenta.pixel)
        #expect(image[75, 50] == Color.green.pixel)
        // nil goes back to the inherited color.
        host.withWorld { outer.tintColor = nil }
        #expect(host.withWorld { inheriting.tintColor } == UIColor.systemBlue)
    }

    @Test func dimmingASuperviewGraysTheTintBelowIt() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = TintFillView(frame: outer.bounds)
        let host = hosting { view in
            outer.tintColor = .red
            outer.addSubview(fill)
            view.addSubview(outer)
        }
        frame(host, at: 0)
        #expect(host.withWorld { fill.tintAdjustmentMode } == .normal, "automatic reads as the effective mode")
        host.withWorld { outer.tintAdjustmentMode = .dimmed }
        let pixel = Color(pixel: frame(host, at: 0.1)[50, 50])
        #expect(host.withWorld { fill.tintAdjustmentMode } == .dimmed)
        #expect(fill.changes == 1, "told once, when its superview was dimmed")
        // A gray (the shade is a guess: red's luma), no longer red.
        #expect(pixel.red == pixel.green && pixel.green == pixel.blue && pixel.red > 0.2 && pixel.red < 0.4)
    }
}
