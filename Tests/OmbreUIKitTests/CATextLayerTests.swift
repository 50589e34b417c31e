import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

@MainActor @Suite struct CATextLayerTests {
    /// A 100 × 60 frame of black with a text layer over it, set up by `configure`.
    private func render(_ configure: @escaping (CATextLayer) -> Void) -> PixelBuffer {
        renderHosted(width: 100, height: 60) { frame in
            let view = UIView(frame: frame)
            let text = CATextLayer()
            text.frame = view.bounds
            configure(text)
            view.layer.addSublayer(text)
            return view
        }
    }

    @Test func firstLineSitsAtTheTopInWhiteAt36PointsByDefault() {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36 && layer.foregroundColor == .white && !layer.isWrapped)
        let image = render { $0.string = "Hi" }
        let box = inkBox(of: image)
        #expect((box?.minY ?? 99) < 12 && (box?.maxY ?? 99) > 30)
        #expect(image.pixels.contains(Color.white.pixel))
    }

    @Test func alignmentModeSetsTheLineAcrossTheBounds() {
        func hi(_ mode: CATextLayerAlignmentMode) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
            inkBox(
                of: render {
                    $0.string = "Hi"
                    $0.fontSize = 20
                    $0.alignmentMode = mode
                })
        }
        let centered = hi(.center)
        #expect(abs(Double((centered?.minX ?? 0) + (centered?.maxX ?? 0) + 1) / 2 - 50) < 2)
        #expect((hi(.right)?.maxX ?? 0) >= 95 && (hi(.natural)?.minX ?? 99) < 5)
    }

    @Test func attributedStringsUseTheirFirstCharactersFontAndColor() {
        let attributed = NSAttributedString(
            string: "Hi", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 12)])
        let image = render { $0.string = attributed }
        #expect(image.pixels.contains(Color.red.pixel) && !image.pixels.contains(Color.white.pixel))
        #expect((inkBox(of: image)?.maxY ?? 99) < 20)
    }

    @Test func wrappingAndTruncationFollowTheirModes() {
        let lines = TextLines(text: "one two three four", font: .systemFont(ofSize: 20))
        #expect(lines.shown(width: 100, wrapping: .words, maxLines: 0, truncation: .none).count > 1)
        let cut = lines.shown(width: 100, wrapping: .none, maxLines: 0, truncation: .tail)
        #expect(cut.count == 1 && cut[0].hasSuffix("…"))
        let wrapped = inkBox(
            of:
                render {
                    $0.string = "one two three four"
                    $0.fontSize = 20
                    $0.isWrapped = true
                })
        #expect((wrapped?.maxY ?? 0) > 40)
    }

    @Test func aTextLayerMasksAGradientIntoGradientText() {
        let image = renderHosted(width: 100, height: 60) { frame in
            let view = UIView(frame: frame)
            let gradient = CAGradientLayer()
            gradient.frame = view.bounds
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            let text = CATextLayer()
            text.frame = gradient.bounds
            text.string = "IIIIIIII"
            text.fontSize = 40
            gradient.mask = text
            view.layer.addSublayer(gradient)
            return view
        }
        // Only the letters show the gradient: red in the left ones, blue in the right ones.
        var left: [Color] = []
        var right: [Color] = []
        for y in 0..<60 {
            for x in 0..<100 {
                let c = Color(pixel: image[x, y])
                // Faint edge pixels round to a level or two: only clear ink says which color.
                guard max(c.red, c.blue) > 0.2 else { continue }
                if x < 30 { left.append(c) }
                if x > 70 { right.append(c) }
            }
        }
        #expect(!left.isEmpty && left.allSatisfy { $0.red > $0.blue })
        #expect(!right.isEmpty && right.allSatisfy { $0.blue > $0.red })
        #expect(left.count + right.count < 60 * 60 / 2 && image[50, 55] == Color.black.pixel)
    }

    @Test func changedStringAndSizeAreDrawnAfreshInLaterFrames() {
        let text = CATextLayer()
        let host = UIKitHostView { frame in
            let view = UIView(frame: frame)
            text.frame = view.bounds
            text.string = "I"
            text.fontSize = 20
            view.layer.addSublayer(text)
            return view
        }
        func width(at time: Double) -> Int {
            let image = OmbreViews.render(
                root: host, size: PixelSize(width: 100, height: 60), at: time, background: .black)
            guard let box = inkBox(of: image) else { return 0 }
            return box.maxX - box.minX
        }
        let one = width(at: 0)
        host.withWorld { text.string = "IIII" }
        let four = width(at: 0.1)
        host.withWorld { text.fontSize = 40 }
        let large = width(at: 1)
        #expect(one > 0 && four > 3 * one && large > four * 3 / 2)
    }
}
