import Foundation

extension UILabel {
    var textIntrinsicSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity
        return sizeThatFits(CGSize(width: width, height: .infinity))
    }

    /// How far below the label's middle its first (or last) baseline lies: the lines are
    /// centered vertically, each `lineHeight` tall with its baseline `ascender` down.
    func baselineOffsetFromCenter(last: Bool) -> Double {
        let lines = max(1, shownLines(width: numberOfLines == 1 ? .infinity : Double(bounds.width)).count)
        let lineHeight = Double(font.lineHeight)
        let line = last ? Double(lines - 1) : 0
        return -lineHeight * Double(lines) / 2 + line * lineHeight + Double(font.ascender)
    }
}
