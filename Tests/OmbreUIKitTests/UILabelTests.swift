import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

@MainActor @Suite struct UILabelTests {
    private func label(_ text: String, width: CGFloat = 100, lines: Int = 1) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 60))
        label.text = text
        label.numberOfLines = lines
        return label
    }

    /// The ink of `label` drawn white on black: its box's center and right edge.
    private func ink(_ configure: @escaping (UILabel) -> Void) -> (centerX: Double, centerY: Double, maxX: Int)? {
        let host = UIKitHostView { frame in
            let label = UILabel(frame: frame)
            label.textColor = .white
            label.font = .boldSystemFont(ofSize: 20)
            configure(label)
            return label
        }
        let image = OmbreViews.render(root: host, size: PixelSize(width: 100, height: 60), at: 0, background: .black)
        let box = inkBox(of: image)
        return box.map { (Double($0.minX + $0.maxX + 1) / 2, Double($0.minY + $0.maxY + 1) / 2, $0.maxX) }
    }

    @Test func attributedTextsParagraphStyleAlignsTheLabel() {
        // As GradientCircularProgress sets its message: a centered paragraph style, no font or color.
        let centered = ink {
            let style = NSMutableParagraphStyle()
            style.lineHeightMultiple = 1.2
            style.alignment = .center
            $0.attributedText = NSMutableAttributedString(string: "Hi", attributes: [.paragraphStyle: style])
        }
        #expect(abs((centered?.centerX ?? 0) - 50) < 2)
        let plain = ink { $0.attributedText = NSAttributedString(string: "Hi") }
        #expect((plain?.centerX ?? 100) < 30)
        let copy = NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle
        #expect(copy?.alignment == .natural && copy?.lineHeightMultiple == 0)
    }

    @Test func textSitsInTheMiddleAndAcrossByItsAlignment() {
        let centered = ink {
            $0.text = "Hi"
            $0.textAlignment = .center
        }
        #expect(abs((centered?.centerX ?? 0) - 50) < 2 && abs((centered?.centerY ?? 0) - 30) < 4)
        let right = ink {
            $0.text = "Hi"
            $0.textAlignment = .right
        }
        #expect((right?.maxX ?? 0) >= 95)
        let natural = ink { $0.text = "Hi" }
        #expect((natural?.centerX ?? 100) < 20)
    }

    @Test func aLineTooLongEndsWithAnEllipsisThatFits() {
        let shown = label("abcdefghijklmnopqrstuvwxyz", width: 60).shownLines(width: 60)
        #expect(shown.count == 1 && shown[0].hasSuffix("…") && shown[0].count < 26)
        #expect(shown[0].size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width <= 60)
        #expect(label("short", width: 60).shownLines(width: 60) == ["short"])
    }

    @Test func numberOfLinesWrapsAndCuts() {
        let text = "one two three four five six seven eight nine ten"
        let all = label(text, width: 80, lines: 0).shownLines(width: 80)
        #expect(all.count > 2 && !all.contains { $0.hasSuffix("…") })
        #expect(all.joined(separator: " ") == text)
        let two = label(text, width: 80, lines: 2).shownLines(width: 80)
        #expect(two.count == 2 && two[0] == all[0] && two[1].hasSuffix("…"))
    }

    @Test func sizeToFitTakesTheTextsSize() {
        let label = label("Ombre")
        label.sizeToFit()
        let size = "Ombre".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(label.bounds.width == size.width.rounded(.up) && label.bounds.height == size.height.rounded(.up))
    }

    @Test func longTextIsWrappedAndCutWholeAndRight() {
        let words = (0..<3000).map { "word\($0 % 10)" }
        let wrapped = label(words.joined(separator: " "), width: 90, lines: 0).shownLines(width: 90)
        #expect(wrapped.joined(separator: " ") == words.joined(separator: " ") && wrapped.count > 500)
        let long = String(repeating: "abcdefghij", count: 500)
        let cut = label(long, width: 60).shownLines(width: 60)
        let font = UIFont.systemFont(ofSize: 17)
        #expect(cut.count == 1 && cut[0].hasSuffix("…") && long.hasPrefix(cut[0].dropLast()))
        #expect(cut[0].size(withAttributes: [.font: font]).width <= 60)
        let oneMore = String(long.prefix(cut[0].count)) + "…"
        #expect(oneMore.size(withAttributes: [.font: font]).width > 60)
    }
}
