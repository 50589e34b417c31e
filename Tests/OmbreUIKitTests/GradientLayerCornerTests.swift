import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// A gradient layer fills its shape, rounded corners included, as its background does:
/// Apple's "draws a color gradient over its background color, filling the shape of the layer".
@MainActor @Suite struct GradientLayerCornerTests {
    private func render(masks: Bool) -> PixelBuffer {
        frame(
            hosting { view in
                view.backgroundColor = .white
                let gradient = CAGradientLayer()
                gradient.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
                gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
                gradient.cornerRadius = 20
                gradient.masksToBounds = masks
                view.layer.addSublayer(gradient)
            }, at: 0)
    }

    @Test func roundedCornersCutTheGradientWithoutMasking() {
        let image = render(masks: false)
        // The corner outside the rounding shows the white below; the middle is the gradient.
        #expect(Color(pixel: image[11, 11]) == .white)
        #expect(Color(pixel: image[50, 50]) != .white && Color(pixel: image[50, 11]) != .white)
        // The same pixels as with masking to the bounds.
        let masked = render(masks: true)
        var differing = 0
        for y in 0..<100 {
            for x in 0..<100 where image[x, y] != masked[x, y] { differing += 1 }
        }
        #expect(differing == 0)
    }
}
