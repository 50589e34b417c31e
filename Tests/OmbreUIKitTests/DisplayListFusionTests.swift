import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// A `draw(_:)` that clips to a shape, fills the clip with a gradient and strokes the shape is
/// replayed as one fill-and-stroke, with the pixels of its operations one by one.
@Suite struct DisplayListFusionTests {
    /// Records what the progress view's `draw(_:)` draws: a star clipped to a wedge, a radial
    /// gradient through the star, the star stroked.
    private static func progressDrawing(wedge: Double) -> DisplayList {
        let bounds = CGRect(x: 0, y: 0, width: 120, height: 100)
        let context = CGContext(bounds: bounds)
        let center = CGPoint(x: 60, y: 50)
        func star() {
            for i in 0..<40 {
                let angle = 2 * Double.pi * Double(i) / 40
                let radius = i % 2 == 0 ? 44.0 : 36.0
                let point = CGPoint(x: 60 + radius * cos(angle), y: 50 + radius * sin(angle))
                if i == 0 { context.move(to: point) } else { context.addLine(to: point) }
            }
            context.closePath()
        }
        context.saveGState()
        context.move(to: center)
        context.addArc(center: center, radius: 200, startAngle: 0, endAngle: 2 * .pi * wedge, clockwise: false)
        context.closePath()
        context.clip()
        context.saveGState()
        star()
        context.clip()
        let colors = [UIColor.blue.cgColor, UIColor.green.cgColor]
        let gradient = CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: [0, 1])!
        context.drawRadialGradient(
            gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: 100, options: [])
        context.restoreGState()
        // As `UIBezierPath.stroke()` does: its line style in a state of its own.
        context.saveGState()
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(5)
        star()
        context.strokePath()
        context.restoreGState()
        context.restoreGState()
        return context.list
    }

    private static func replayed(_ list: DisplayList) -> PixelBuffer {
        let buffer = PixelBuffer(width: 240, height: 200)
        buffer.fill(Color.white.pixel)
        let canvas = Canvas(target: buffer)
        canvas.concatenate(AffineTransform(scaleX: 2, y: 2))
        list.replay(into: canvas, deviceBounds: IntRect(minX: 0, minY: 0, maxX: 240, maxY: 200))
        return buffer
    }

    @Test func clippedGradientAndStrokeOfOneShapeBecomeOneFillAndStroke() {
        for wedge in [0.3, 0.7, 1.0] {
            let list = Self.progressDrawing(wedge: wedge)
            let fused = list.fused()
            #expect(
                fused.operations.contains {
                    if case .fillThenStroke = $0 { true } else { false }
                }, "\(fused.operations.count) operations at \(wedge)")
            #expect(!fused.operations.contains { if case .paint = $0 { true } else { false } })
            #expect(fused.operations.count < list.operations.count)
            #expect(Self.replayed(fused) == Self.replayed(list), "at \(wedge)")
        }
    }

    @Test func aGradientReachingPastItsCircleKeepsTheCircle() {
        // The clip (the whole 120 × 100 bounds) pokes out of a 30-point circle: the gradient
        // stays clipped to the circle, and the list to a clip and a paint.
        let context = CGContext(bounds: CGRect(x: 0, y: 0, width: 120, height: 100))
        let colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
        let gradient = CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: [0, 1])!
        let center = CGPoint(x: 60, y: 50)
        context.drawRadialGradient(
            gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: 30, options: [])
        let fused = context.list.fused()
        #expect(fused.operations.count == 1)
        guard case .fill(let circle, _, _, _) = fused.operations.first else {
            Issue.record("expected the gradient as a fill of its circle, got \(fused.operations)")
            return
        }
        let box = circle.boundingBox
        #expect(
            abs(box.minX - 30) < 1e-9 && abs(box.minY - 20) < 1e-9 && abs(box.width - 60) < 1e-9
                && abs(box.height - 60) < 1e-9, "\(box)")
        #expect(Self.replayed(fused) == Self.replayed(context.list))
    }
}
