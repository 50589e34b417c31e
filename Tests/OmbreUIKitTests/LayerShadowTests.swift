import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

@MainActor @Suite struct LayerShadowTests {
    /// A green frame `size` wide and tall with a white 40 × 40 view at (`x`, `y`), set up by `configure`.
    private func render(
        width: Int = 100, height: Int = 100, x: CGFloat = 30, y: CGFloat = 30,
        _ configure: @escaping (UIView) -> Void
    ) -> PixelBuffer {
        let host = UIKitHostView { frame in
            let back = UIView(frame: frame)
            back.backgroundColor = .green
            let card = UIView(frame: CGRect(x: x, y: y, width: 40, height: 40))
            card.backgroundColor = .white
            configure(card)
            back.addSubview(card)
            return back
        }
        return OmbreViews.render(root: host, size: PixelSize(width: width, height: height), at: 0, background: .black)
    }

    /// Sets an opaque shadow of `color` at `offset`, blurred by `radius`.
    private func shadow(_ color: UIColor, _ offset: CGSize, _ radius: CGFloat) -> (UIView) -> Void {
        { view in
            view.layer.shadowColor = color.cgColor
            view.layer.shadowOpacity = 1
            view.layer.shadowOffset = offset
            view.layer.shadowRadius = radius
        }
    }

    @Test func sharpShadowLiesUnderTheViewAtItsOffset() {
        let image = render(shadow(.blue, CGSize(width: 10, height: 10), 0))
        #expect(image[75, 75] == Color.blue.pixel && image[75, 45] == Color.blue.pixel)
        #expect(image[35, 35] == Color.white.pixel && image[65, 65] == Color.white.pixel)
        #expect(image[85, 85] == Color.green.pixel && image[35, 75] == Color.green.pixel)
    }

    @Test func translucentLayerCastsTheShadowOfASublayerThatSticksOut() {
        // The card (30...70) fades to half and casts a sharp blue shadow 10 down and right; its
        // red sublayer reaches out to x = 85, so the shadow reaches x = 95 there.
        let image = render { card in
            card.alpha = 0.5
            self.shadow(.blue, CGSize(width: 10, height: 10), 0)(card)
            let tab = UIView(frame: CGRect(x: 30, y: 10, width: 25, height: 20))
            tab.backgroundColor = .red
            card.addSubview(tab)
        }
        let underTab = Color(pixel: image[90, 55])
        #expect(underTab.blue > 0.4 && underTab.green < 0.6, "\(underTab)")
        #expect(image[97, 55] == Color.green.pixel)
    }

    @Test func blurredShadowFadesAcrossItsEdgeAsAGaussian() {
        let image = render(shadow(.black, CGSize(width: 10, height: 0), 4))
        // Along y = 50 the shadow's right edge is at x = 80: green darkens towards it, as the
        // Gaussian's integral (σ = 4) at each pixel's center.
        let greens = (72..<92).map { Double(Color(pixel: image[$0, 50]).green) * 255 }
        #expect(zip(greens, greens.dropFirst()).allSatisfy { $0 <= $1 })
        for (i, green) in greens.enumerated() {
            let distance = Double(i) + 72.5 - 80
            let expected = 255 * 0.5 * (1 + erf(distance / 4 / 2.0.squareRoot()))
            #expect(abs(green - expected) <= 6, "x = \(72 + i): \(green) against \(expected)")
        }
    }

    @Test func defaultOffsetCastsTheShadowUpAndMasksToBoundsHidesIt() {
        let shadowed = render { $0.layer.shadowOpacity = 1 }
        let above = Color(pixel: shadowed[50, 28])
        #expect(above.green < 0.8 && above.red == 0)
        #expect(Color(pixel: shadowed[50, 72]).green > Color(pixel: shadowed[50, 28]).green)
        let clipped = render {
            $0.layer.shadowOpacity = 1
            $0.clipsToBounds = true
        }
        #expect(clipped[50, 28] == Color.green.pixel)
    }

    @Test func shadowPathCastsWithoutAnyContent() {
        let image = render {
            $0.backgroundColor = nil
            $0.layer.shadowOpacity = 1
            $0.layer.shadowRadius = 0
            $0.layer.shadowOffset = .zero
            $0.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 40), transform: nil)
        }
        #expect(image[40, 50] == Color.black.pixel && image[60, 50] == Color.green.pixel)
    }

    @Test func shadowIsTheSameAcrossTheFramesStrips() {
        // 2000 pixels wide, a frame is drawn in strips of about 65 rows, so the card's shadow
        // is cut by a strip boundary; 100 wide, the frame is one strip.
        let stripped = render(width: 2000, height: 130, x: 30, y: 45, shadow(.black, .zero, 6))
        let whole = render(width: 100, height: 130, x: 30, y: 45, shadow(.black, .zero, 6))
        for y in 40..<90 {
            for x in [15, 20, 25, 28] {
                #expect(stripped[x, y] == whole[x, y], "at (\(x), \(y))")
            }
        }
        #expect(whole[25, 64] != Color.green.pixel)
    }

    @Test func hugeOrNonFiniteShadowsDrawInBoundedTimeAndMemory() {
        for radius in [1e6, .infinity, .nan] as [CGFloat] {
            let image = render(shadow(.black, CGSize(width: 1e12, height: -1e12), radius))
            #expect(image[50, 50] == Color.white.pixel && image[5, 5] == Color.green.pixel)
        }
        let wide = render(shadow(.black, .zero, 1e6))
        #expect(Color(pixel: wide[5, 5]).green > 0.99)
    }
}
