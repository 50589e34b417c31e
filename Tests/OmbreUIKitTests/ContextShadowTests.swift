import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

@MainActor @Suite struct ContextShadowTests {
    /// What `body` draws over white in a 100 × 100 frame.
    private func render(_ body: @escaping (CGContext) -> Void) -> PixelBuffer {
        renderDrawing(background: .white) { context, _ in body(context) }
    }

    @Test func shadowFallsAtItsOffsetInBaseSpaceWhateverTheTransform() {
        let image = render { context in
            context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: UIColor.blue.cgColor)
            context.scaleBy(x: 2, y: 2)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 10, y: 10, width: 15, height: 15))
        }
        #expect(image[25, 25] == Color.red.pixel && image[55, 55] == Color.blue.pixel)
        // Offset 10 points from the rectangle's 20...50, not 20 as the scaled space would give.
        #expect(image[65, 65] == Color.white.pixel && image[35, 15] == Color.white.pixel)
    }

    @Test func defaultShadowIsBlackAtAThird() {
        let image = render { context in
            context.setShadow(offset: CGSize(width: 0, height: 20), blur: 0)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 20, y: 20, width: 40, height: 20))
        }
        let shadow = Color(pixel: image[40, 50])
        #expect(abs(shadow.red - 2.0 / 3) < 0.01 && shadow.red == shadow.green && shadow.green == shadow.blue)
    }

    @Test func clippedGradientCastsTheShadowOfItsClipAndOffTurnsItOff() {
        let image = render { context in
            context.saveGState()
            context.setShadow(offset: CGSize(width: 0, height: 30), blur: 4, color: UIColor.black.cgColor)
            context.addRect(CGRect(x: 30, y: 10, width: 40, height: 30))
            context.clip()
            let colors = [UIColor.red.cgColor, UIColor.yellow.cgColor] as CFArray
            let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil)!
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
            context.restoreGState()
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 80, width: 20, height: 20))
        }
        // The shadow is the clipped rectangle's, 30 points down and blurred; the clip also
        // limits the shadow, so below the clip nothing is dark.
        #expect(image[50, 20] != Color.white.pixel)
        #expect(image[10, 20] == Color.white.pixel && image[50, 60] == Color.white.pixel)
        #expect(image[10, 90] == Color.green.pixel && image[25, 90] == Color.white.pixel)
    }

    @Test func fillAndStrokeInOnePathCastOneShadow() {
        let image = render { context in
            let gray = UIColor(white: 0, alpha: 0.5).cgColor
            context.setShadow(offset: CGSize(width: 40, height: 0), blur: 0, color: gray)
            context.setFillColor(UIColor.red.cgColor)
            context.setStrokeColor(UIColor.red.cgColor)
            context.setLineWidth(10)
            context.addRect(CGRect(x: 10, y: 20, width: 30, height: 60))
            context.drawPath(using: .fillStroke)
        }
        // Where the fill's and the stroke's shadows overlap, one shadow: as dark as elsewhere.
        #expect(image[52, 50] == image[60, 50] && image[60, 50] == image[82, 50])
        #expect(image[60, 50] != Color.white.pixel && image[88, 50] == Color.white.pixel)
    }
}
