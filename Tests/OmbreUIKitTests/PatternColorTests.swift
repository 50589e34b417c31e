import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// `UIColor(patternImage:)`: the image repeated over what the color fills, tiles laid from the
/// filled space's origin.
@MainActor @Suite struct PatternColorTests {
    /// `quadrantsImage()`, repeated.
    private func checker() -> UIImage { quadrantsImage() }

    /// The color of the checker's tile at (x, y) pixels from the tiles' origin.
    private func tile(_ x: Int, _ y: Int) -> UInt32 {
        [[Color.red, .green], [.blue, .white]][(y % 2 + 2) % 2][(x % 2 + 2) % 2].pixel
    }

    @Test func aPatternBackgroundRepeatsTheImageFromTheViewsCorner() {
        let image = renderHosted(width: 20, height: 20) { frame in
            let root = UIView(frame: frame)
            let view = UIView(frame: CGRect(x: 3, y: 5, width: 10, height: 9))
            view.backgroundColor = UIColor(patternImage: self.checker())
            root.addSubview(view)
            return root
        }
        for y in 5..<14 {
            for x in 3..<13 { #expect(image[x, y] == tile(x - 3, y - 5), "(\(x), \(y))") }
        }
        #expect(image[2, 5] == Color.black.pixel && image[13, 5] == Color.black.pixel)
        #expect(image[3, 4] == Color.black.pixel && image[3, 14] == Color.black.pixel)
    }

    @Test func aPatternFillRepeatsTheImageFromTheContextsOrigin() {
        let image = renderDrawing(width: 16, height: 16) { _, _ in
            UIColor(patternImage: self.checker()).setFill()
            UIBezierPath(rect: CGRect(x: 3, y: 4, width: 9, height: 7)).fill()
        }
        // Tiles lie from the view's corner, not from the rectangle's.
        for y in 4..<11 {
            for x in 3..<12 { #expect(image[x, y] == tile(x, y), "(\(x), \(y))") }
        }
        #expect(image[2, 4] == Color.black.pixel && image[12, 4] == Color.black.pixel)
    }

    @Test func patternTextPaintsTheImageInsideTheGlyphs() {
        // One color repeated is that color: the text must come out as it does in that color.
        func label(_ color: UIColor) -> PixelBuffer {
            renderHosted(width: 120, height: 40) { frame in
                let label = UILabel(frame: frame)
                label.font = .boldSystemFont(ofSize: 28)
                label.text = "Ombre"
                label.textColor = color
                return label
            }
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let orange = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format).image { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        let patterned = label(UIColor(patternImage: orange))
        let plain = label(.orange)
        #expect(inkBox(of: plain) != nil)
        var same = true
        for y in 0..<40 {
            for x in 0..<120 where patterned[x, y] != plain[x, y] { same = false }
        }
        #expect(same)
    }

    @Test func aPatternColorMadeTranslucentDrawsItsImageThatTransparent() {
        let image = renderHosted(width: 4, height: 4) { frame in
            let view = UIView(frame: frame)
            view.backgroundColor = UIColor(patternImage: self.checker()).withAlphaComponent(0.5)
            return view
        }
        // Half of the red tile over black.
        let red = Color(pixel: image[0, 0])
        #expect(abs(red.red - 0.5) < 0.01 && red.green == 0 && red.blue == 0)
        let white = Color(pixel: image[1, 1])
        #expect(abs(white.red - 0.5) < 0.01 && abs(white.green - 0.5) < 0.01 && abs(white.blue - 0.5) < 0.01)
    }

    @Test func aPatternColorHasNoComponentsButItsImagesMean() {
        let color = UIColor(patternImage: checker())
        var red: CGFloat = -1
        var green: CGFloat = -1
        var blue: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(!color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        // The mean of red, green, blue and white.
        #expect(abs(red - 0.5) < 0.01 && abs(green - 0.5) < 0.01 && abs(blue - 0.5) < 0.01 && alpha == 1)
        #expect(color.isEqual(UIColor(cgColor: color.cgColor)))
        #expect(!color.isEqual(UIColor(red: red, green: green, blue: blue, alpha: 1)))
    }
}
