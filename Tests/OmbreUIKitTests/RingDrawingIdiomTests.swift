import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// What progress rings draw with: a gradient clipped to a stroked arc
/// (`replacePathWithStrokedPath`), a shape layer subclass that draws itself, and a weak
/// `@NSManaged` property pointing back at the ring's view.
@MainActor @Suite struct RingDrawingIdiomTests {
    @Test func strokedPathReplacesThePathSoAClipPaintsWhatTheStrokeWould() {
        func ring(_ viaClip: Bool) -> PixelBuffer {
            renderDrawing { context, bounds in
                context.setLineWidth(20)
                context.setLineCap(.butt)
                context.setStrokeColor(UIColor.white.cgColor)
                context.setFillColor(UIColor.white.cgColor)
                context.addArc(
                    center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi, clockwise: false)
                if viaClip {
                    context.replacePathWithStrokedPath()
                    context.clip()
                    context.fill(bounds)
                } else {
                    context.strokePath()
                }
            }
        }
        let clipped = ring(true)
        let stroked = ring(false)
        // The lower half of the ring (y down, so counterclockwise from 3 o'clock in CG's y-up sense
        // is through 6 o'clock on screen), 20 wide.
        #expect(clipped[50, 75] == Color.white.pixel && clipped[50, 85] == Color.white.pixel)
        #expect(clipped[50, 50] == Color.black.pixel && clipped[50, 20] == Color.black.pixel)
        // The same pixels covered: none fully inked one way and empty the other (edges are
        // antialiased by the clip in one case and the stroke in the other).
        var opposite = 0
        for y in 0..<100 {
            for x in 0..<100 where Set([clipped[x, y], stroked[x, y]]) == [Color.white.pixel, Color.black.pixel] {
                opposite += 1
            }
        }
        #expect(opposite == 0, "\(opposite) pixels inked only one way")
    }

    @Test func strokedPathFollowsTheContextsTransformAndWidth() {
        let image = renderDrawing { context, bounds in
            context.translateBy(x: 50, y: 0)
            context.setLineWidth(10)
            context.move(to: CGPoint(x: 0, y: 0))
            context.addLine(to: CGPoint(x: 0, y: 100))
            context.replacePathWithStrokedPath()
            context.setFillColor(UIColor.white.cgColor)
            context.fillPath()
        }
        #expect(image[46, 50] == Color.white.pixel && image[53, 50] == Color.white.pixel)
        #expect(image[44, 50] == Color.black.pixel && image[56, 50] == Color.black.pixel)
    }

    /// A shape layer that draws itself and sets no path, as ring libraries subclass it.
    private final class DrawnShapeLayer: CAShapeLayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.white.cgColor)
            ctx.fill(CGRect(x: 25, y: 25, width: 50, height: 50))
        }
    }

    @Test func shapeLayerWithoutAPathShowsWhatItDrew() {
        let image = renderHosted(width: 100, height: 100) { frame in
            let view = UIView(frame: frame)
            let layer = DrawnShapeLayer()
            layer.frame = frame
            layer.setNeedsDisplay()
            view.layer.addSublayer(layer)
            return view
        }
        #expect(image[50, 50] == Color.white.pixel && image[10, 10] == Color.black.pixel)
    }

    final class Ring: UIView {}

    /// A layer with a weak `@NSManaged` back reference (here its scene-build spelling).
    private final class RingLayer: CALayer {
        @OmbreNSMw var ring: Ring!
        @OmbreNSMg var value: CGFloat
    }

    @Test func weakManagedPropertyIsSeenByKeyAndCopiesAndLetsItsObjectGo() throws {
        let layer = RingLayer()
        var ring: Ring? = Ring()
        weak let released = ring
        layer.ring = ring
        #expect(layer.ring === ring)
        #expect(layer.value(forKey: "ring") as AnyObject? === ring)
        layer.value = 40
        let copy = try #require(layer.presentation())
        #expect(copy.ring === ring, "a presentation copy points at the same view")
        ring = nil
        #expect(released == nil, "the layer does not keep its ring")
        #expect(layer.ring == nil && copy.ring == nil && layer.value(forKey: "ring") == nil)
        #expect(layer.value == 40)
    }
}
