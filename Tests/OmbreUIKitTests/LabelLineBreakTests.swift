import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// `UILabel.lineBreakMode`, `adjustsFontSizeToFitWidth` with `minimumScaleFactor`, and
/// `drawText(in:)`, as HUDs and rings set and call them.
@MainActor @Suite struct LabelLineBreakTests {
    private let text = "Connecting to satellite and waiting"

    private func label(_ mode: NSLineBreakMode? = nil, width: CGFloat = 100, lines: Int = 1) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 60))
        label.text = text
        label.numberOfLines = lines
        if let mode { label.lineBreakMode = mode }
        return label
    }

    @Test func truncatingModesPutTheEllipsisWhereTheyNameIt() {
        #expect(label().lineBreakMode == .byTruncatingTail)
        let tail = label(.byTruncatingTail).shownLines(width: 100)
        let head = label(.byTruncatingHead).shownLines(width: 100)
        let middle = label(.byTruncatingMiddle).shownLines(width: 100)
        #expect(tail.count == 1 && tail[0].hasSuffix("…") && tail[0].hasPrefix("Conn"), "\(tail)")
        #expect(head.count == 1 && head[0].hasPrefix("…") && head[0].hasSuffix("waiting"), "\(head)")
        #expect(middle.count == 1 && middle[0].hasPrefix("Con") && middle[0].hasSuffix("ing"), "\(middle)")
        #expect(middle[0].dropFirst().dropLast().contains("…"), "\(middle)")
        for line in tail + head + middle {
            #expect(line.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width <= 100)
        }
    }

    @Test func wrappingAndClippingModesCutTheTextWithoutAnEllipsis() {
        for mode in [NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping] {
            #expect(label(mode).shownLines(width: 100) == [text], "one line, cut at the edge: \(mode)")
        }
        let twoLines = label(.byWordWrapping, lines: 2).shownLines(width: 100)
        #expect(twoLines.count == 2 && !twoLines.joined().contains("…"), "\(twoLines)")
    }

    @Test func characterWrappingBreaksInsideWords() {
        let words = label(.byWordWrapping, width: 70, lines: 0).shownLines(width: 70)
        let characters = label(.byCharWrapping, width: 70, lines: 0).shownLines(width: 70)
        let textWords = Set(text.split(separator: " "))
        func wholeWords(_ line: String) -> Bool { line.split(separator: " ").allSatisfy(textWords.contains) }
        #expect(words.allSatisfy(wholeWords), "\(words)")
        #expect(!characters.allSatisfy(wholeWords), "\(characters)")
        #expect(characters.joined().filter { $0 != " " } == text.filter { $0 != " " })
        for line in characters {
            #expect(line.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width <= 70, "\(line)")
        }
    }

    @Test func adjustsFontSizeShrinksTheTextToFitDownToTheMinimumScale() {
        let shrinking = label(width: 200)
        shrinking.font = .systemFont(ofSize: 20)
        shrinking.adjustsFontSizeToFitWidth = true
        shrinking.minimumScaleFactor = 0.5
        let fitted = shrinking.fittedFont(in: shrinking.bounds.size)
        #expect(fitted.pointSize < 20 && fitted.pointSize >= 10, "\(fitted.pointSize)")
        let width = text.size(withAttributes: [.font: fitted]).width
        #expect(width <= 200 && width > 195, "the largest size that fits: \(width)")
        #expect(shrinking.shownLines(width: 200, font: fitted) == [text], "whole, no ellipsis")

        // Too long to fit even at half size: half size, then truncated.
        shrinking.bounds.size.width = 100
        #expect(shrinking.fittedFont(in: shrinking.bounds.size).pointSize == 10)
        // A scale factor of 0 leaves the font as it is, as Apple documents.
        shrinking.minimumScaleFactor = 0
        #expect(shrinking.fittedFont(in: shrinking.bounds.size).pointSize == 20)
        // Text that fits keeps its font.
        shrinking.minimumScaleFactor = 0.5
        shrinking.text = "Hi"
        #expect(shrinking.fittedFont(in: shrinking.bounds.size).pointSize == 20)
    }

    @Test func textTooWideDrawsSmallerWhenAdjustingItsSize() throws {
        func ink(_ adjusts: Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
            let image = renderHosted(width: 100, height: 40) { frame in
                let label = UILabel(frame: frame)
                label.text = "Satellite link"
                label.textColor = .white
                label.font = .systemFont(ofSize: 20)
                label.lineBreakMode = .byClipping
                label.adjustsFontSizeToFitWidth = adjusts
                label.minimumScaleFactor = 0.5
                return label
            }
            return inkBox(of: image)
        }
        let clipped = try #require(ink(false))
        let shrunk = try #require(ink(true))
        let clippedHeight = Double(clipped.maxY - clipped.minY)
        let shrunkHeight = Double(shrunk.maxY - shrunk.minY)
        #expect(clipped.maxX >= 95 && shrunk.maxX >= 95, "both reach the right edge: \(clipped) \(shrunk)")
        #expect(shrunkHeight < clippedHeight * 0.95 && shrunkHeight > clippedHeight * 0.5, "\(shrunk) \(clipped)")
    }

    /// A layer that draws a label's text into its own context, as progress rings draw their
    /// value: the label is in no view tree.
    private final class ValueLayer: CALayer {
        override func draw(in ctx: CGContext) {
            nonisolated(unsafe) let context = ctx
            let box = bounds
            MainActor.assumeIsolated {
                let label = UILabel(frame: .zero)
                UIGraphicsPushContext(context)
                label.text = "75%"
                label.textColor = .white
                label.textAlignment = .center
                label.font = .boldSystemFont(ofSize: 24)
                label.drawText(in: box)
                UIGraphicsPopContext()
            }
        }
    }

    @Test func drawTextDrawsTheLabelsTextCenteredInTheGivenRectOfTheCurrentContext() throws {
        let image = renderHosted(width: 100, height: 100) { frame in
            let view = UIView(frame: frame)
            let layer = ValueLayer()
            layer.frame = frame
            view.layer.addSublayer(layer)
            layer.setNeedsDisplay()
            return view
        }
        let box = try #require(inkBox(of: image))
        #expect(
            abs(Double(box.minX + box.maxX) / 2 - 50) < 3 && abs(Double(box.minY + box.maxY) / 2 - 50) < 4, "\(box)")
        #expect(box.maxX - box.minX > 30, "three characters at 24 points: \(box)")
    }
}
