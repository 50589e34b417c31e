import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

@MainActor @Suite struct TransparencyLayerTests {
    /// Two overlapping red squares in a transparency layer with a half-transparent shadow 20
    /// points right, the layer composited at alpha 0.5.
    @Test func aTransparencyLayerCastsOneShadowForWhatItHolds() {
        let image = renderDrawing(background: .white) { context, _ in
            context.setAlpha(0.5)
            let gray = UIColor(white: 0, alpha: 0.5).cgColor
            context.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: gray)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 20, y: 20, width: 30, height: 30))
            context.fill(CGRect(x: 35, y: 35, width: 30, height: 30))
            context.endTransparencyLayer()
        }
        // Two overlapping squares in one layer: one shadow, as dark where they overlap.
        #expect(image[67, 45] == image[75, 45] && image[75, 45] != Color.white.pixel)
        // Inside the layer, alpha is 1: the squares are opaque red; the layer's 0.5 fades them.
        let red = Color(pixel: image[30, 30])
        #expect(abs(red.green - 0.5) < 0.01 && abs(red.red - 1) < 0.01)
    }
}
