import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// Drawing in a blend mode: each fill, stroke or image blended onto what is below it.
@MainActor @Suite struct ContextBlendModeTests {
    @Test func aMultipliedFillKeepsOnlyWhatBothColorsHave() {
        let image = renderDrawing(width: 40, height: 20) { context, _ in
            UIColor.yellow.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
            context.setBlendMode(.multiply)
            UIColor.cyan.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 30, height: 20))
        }
        #expect(Color(pixel: image[5, 10]) == .yellow)
        // Yellow times cyan is green; cyan times the black around it stays black.
        #expect(Color(pixel: image[20, 10]) == .green)
        #expect(Color(pixel: image[35, 10]) == .black)
    }

    @Test func lightenedImagesAddUpToWhiteWhereTheyOverlap() {
        func square(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
        }
        let image = renderDrawing(width: 40, height: 20) { _, _ in
            square(.red).draw(in: CGRect(x: 0, y: 0, width: 20, height: 20), blendMode: .lighten, alpha: 1)
            square(.green).draw(in: CGRect(x: 10, y: 0, width: 20, height: 20), blendMode: .lighten, alpha: 1)
            square(.blue).draw(in: CGRect(x: 10, y: 0, width: 20, height: 20), blendMode: .lighten, alpha: 1)
        }
        #expect(Color(pixel: image[5, 10]) == .red)
        #expect(Color(pixel: image[15, 10]) == .white)
        #expect(Color(pixel: image[25, 10]) == .cyan)
    }

    @Test func theModesPartlyCoveredEdgesMixWithWhatIsBelow() {
        // A multiplied black rectangle half over a pixel column darkens it by half.
        let image = renderDrawing(width: 20, height: 10, background: .white) { context, _ in
            context.setBlendMode(.multiply)
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10.5, height: 10))
        }
        #expect(Color(pixel: image[5, 5]) == .black && Color(pixel: image[15, 5]) == .white)
        let edge = Color(pixel: image[10, 5])
        #expect(abs(edge.red - 0.5) < 0.02 && edge.red == edge.green && edge.green == edge.blue)
    }
}
