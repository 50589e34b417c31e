import Foundation

extension UILabel {
    /// The font the text is drawn in within `size`: `font`, or with `adjustsFontSizeToFitWidth`
    /// and a `minimumScaleFactor` above 0, the largest size down to that multiple of it at which
    /// the text fits without being cut (one line no wider than `size`; several lines no wider,
    /// no more than `numberOfLines` and no taller than `size`).
    ///
    /// Apple does not say how UIKit picks the size between the two; the largest that fits,
    /// found to a hundredth of a point, is taken here.
    func fittedFont(in size: CGSize) -> UIFont {
        let smallest = min(max(minimumScaleFactor, 0), 1) * font.pointSize
        guard adjustsFontSizeToFitWidth, smallest > 0, smallest < font.pointSize, !fits(font, in: size) else {
            return font
        }
        var fitting = smallest
        var tooBig = font.pointSize
        while tooBig - fitting > 0.01 {
            let middle = (fitting + tooBig) / 2
            if fits(font.withSize(middle), in: size) { fitting = middle } else { tooBig = middle }
        }
        return font.withSize(fitting)
    }

    /// Whether the text drawn in `candidate` fits `size` whole.
    private func fits(_ candidate: UIFont, in size: CGSize) -> Bool {
        guard let text, !text.isEmpty else { return true }
        let width = Double(size.width)
        let lines = TextLines(text: text, font: candidate).shown(
            width: width, wrapping: numberOfLines == 1 ? .none : lineBreakMode.wrapping, maxLines: 0,
            truncation: .none)
        if numberOfLines > 0, lines.count > numberOfLines { return false }
        guard lines.allSatisfy({ (candidate.layout($0)?.width ?? 0) <= width }) else { return false }
        guard numberOfLines != 1, let layout = candidate.layout(lines.joined(separator: "\n")) else { return true }
        return layout.height <= Double(size.height)
    }
}
