import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

@MainActor @Suite struct TextDrawingTests {
    /// A 100 × 60 frame of black with what `body` draws in a view over all of it.
    private func render(_ body: @escaping (CGRect) -> Void) -> PixelBuffer {
        renderDrawing(height: 60) { _, bounds in body(bounds) }
    }

    @Test func sizeGrowsWithTheFontAndItsLines() {
        let small = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        let large = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        #expect(small.width > 10 && abs(large.width / small.width - 2) < 0.01)
        let font = UIFont.boldSystemFont(ofSize: 16)
        let two = ("one\ntwo" as NSString).size(withAttributes: [.font: font])
        #expect(abs(two.height - 2 * font.lineHeight) < 1e-9 && font.lineHeight > 16)
        #expect("Hello".size().width == "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]).width)
    }

    @Test func drawAtPointInksBelowAndRightOfThePointInTheForegroundColor() {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.yellow,
        ]
        let size = "HH".size(withAttributes: attributes)
        let image = render { _ in "HH".draw(at: CGPoint(x: 30, y: 10), withAttributes: attributes) }
        guard let box = inkBox(of: image) else {
            Issue.record("nothing was drawn")
            return
        }
        #expect(box.minX >= 30 && box.minY >= 10)
        #expect(Double(box.maxX) < 30 + size.width + 1 && Double(box.maxY) < 10 + size.height + 1)
        #expect(box.maxX - box.minX > 15)
        // The middle of the first H's left stem is fully inked.
        let stem = image[box.minX + 1, (box.minY + box.maxY) / 2]
        #expect(Color(pixel: stem) == .yellow)
    }

    @Test func drawInRectWrapsAtSpacesAndClipsToTheRect() {
        let font = UIFont.systemFont(ofSize: 12)
        let text = "one two three four five six seven eight"
        let wrapped = TextDrawing(text, [.font: font]).wrapped(to: 50)
        #expect(wrapped.split(separator: "\n").count > 3)
        for line in wrapped.split(separator: "\n") where line.contains(" ") {
            #expect(line.size(withAttributes: [.font: font]).width <= 50)
        }
        let rect = CGRect(x: 20, y: 5, width: 50, height: 30)
        let image = render { _ in
            (text as NSString).draw(in: rect, withAttributes: [.font: font, .foregroundColor: UIColor.white])
        }
        guard let box = inkBox(of: image) else {
            Issue.record("nothing was drawn")
            return
        }
        #expect(box.minX >= 20 && box.minY >= 5 && box.maxX < 70 && box.maxY < 35)
        #expect(box.maxY > 25)
    }

    @Test func namedFontsKeepTheirNameAndSize() {
        #expect(UIFont.pattern(forName: "Avenir-Heavy") == "Avenir:style=Heavy")
        #expect(UIFont.pattern(forName: "Helvetica Neue") == "Helvetica Neue")
        let font = UIFont(name: "Avenir-Heavy", size: 20)
        #expect(font?.pointSize == 20 && font?.fontName == "Avenir-Heavy")
        #expect(font?.withSize(30).pointSize == 30)
    }
}
