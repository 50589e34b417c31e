import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// Dynamic Type's fonts, a label's text rectangle as subclasses inset it, Core Graphics font
/// names for text layers, layout direction, and views declining gestures.
@MainActor @Suite struct TextStyleAndLabelRectTests {
    @Test func textStylesAreTheSystemFontAtTheDefaultTextSize() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        // The headline is the body's size, heavier: its text is wider.
        let body = UIFont.preferredFont(forTextStyle: .body)
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: nil)
        #expect("Wide".size(withAttributes: [.font: headline]).width > "Wide".size(withAttributes: [.font: body]).width)
    }

    @Test func aLabelThatInsetsItsTextRectangleSizesItselfByIt() {
        final class Padded: UILabel {
            override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).insetBy(dx: -10, dy: -5)
            }
        }
        let plain = UILabel()
        let padded = Padded()
        for label in [plain, padded] { label.text = "Badge" }
        let natural = plain.intrinsicContentSize
        #expect(natural.width > 20 && natural.height > 10)
        #expect(padded.intrinsicContentSize == CGSize(width: natural.width + 20, height: natural.height + 10))
        let rect = plain.textRect(forBounds: CGRect(x: 5, y: 6, width: 20, height: 100), limitedToNumberOfLines: 1)
        #expect(rect.origin == CGPoint(x: 5, y: 6) && rect.width == 20, "no wider than the bounds: \(rect)")
        plain.numberOfLines = 0
        plain.text = "one two three four five six"
        let two = plain.textRect(forBounds: CGRect(x: 0, y: 0, width: 80, height: 500), limitedToNumberOfLines: 2)
        let any = plain.textRect(forBounds: CGRect(x: 0, y: 0, width: 80, height: 500), limitedToNumberOfLines: 0)
        #expect(two.height < any.height, "two lines are shorter than all of them: \(two) \(any)")
    }

    @Test func aTextLayerTakesACoreGraphicsFontByName() {
        #expect(CGFont("DejaVu Sans" as CFString) != nil)
        func text(_ font: CFTypeRef?) -> PixelBuffer {
            frame(
                hosting { view in
                    let layer = CATextLayer()
                    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
                    layer.font = font
                    layer.fontSize = 30
                    layer.foregroundColor = UIColor.black.cgColor
                    layer.string = "Hi"
                    view.layer.addSublayer(layer)
                }, at: 0)
        }
        let face = try! #require(CGFont("DejaVu Sans-Bold" as CFString))
        let named = text(face)
        let sameAsUIFont = named.pixels == text(UIFont(name: "DejaVu Sans-Bold", size: 30)).pixels
        let sameAsRegular = named.pixels == text(UIFont(name: "DejaVu Sans", size: 30)).pixels
        let drawsText = named.pixels.contains { $0 != named.pixels[0] }
        #expect(sameAsUIFont, "the face by name draws as the UIFont of that name")
        #expect(!sameAsRegular, "and not as the regular face")
        #expect(drawsText)
    }

    @Test func contentRunsRightToLeftOnlyWhenForced() {
        let view = UIView()
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    }

    @Test func aViewThatDeclinesAGestureKeepsItsRecognizerFromBeginning() {
        final class Declining: UIView {
            var asked = 0
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                asked += 1
                return !(gestureRecognizer is UIPanGestureRecognizer)
            }
        }
        var pans = 0
        var taps = 0
        let declining = Declining(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hosting { view in
            declining.addGestureRecognizer(UIPanGestureRecognizer { _ in pans += 1 })
            declining.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
            view.addSubview(declining)
        }
        frame(host, at: 0)
        host.touchDown(at: Point(x: 10, y: 10))
        host.touchMoved(to: Point(x: 60, y: 10))
        host.touchUp(at: Point(x: 60, y: 10))
        host.touchDown(at: Point(x: 10, y: 10))
        host.touchUp(at: Point(x: 10, y: 10))
        #expect(pans == 0 && taps == 1 && declining.asked == 2)
    }
}
