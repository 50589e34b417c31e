import Foundation
import OmbreGraphics

extension NSAttributedString.Key {
    /// The text's `UIFont` (Helvetica 12 pt, here the system font at 12 pt, when missing).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's `UIColor` (black when missing).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// Text that UIKit can measure and draw: `NSString` and Swift's strings, which share these
/// methods as they do on a device.
public protocol DrawableText {
    /// The characters to draw.
    var drawnText: String { get }
}

extension NSString: DrawableText {
    public var drawnText: String { String(self) }
}

extension String: DrawableText {
    public var drawnText: String { self }
}

extension Substring: DrawableText {
    public var drawnText: String { String(self) }
}

extension DrawableText {
    /// The size the text takes drawn with `attrs` (lines break at "\n" only).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawing(drawnText, attrs).size
    }

    /// Draws the text with its first line's top left at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing(drawnText, attrs).draw(at: point)
    }

    /// Draws the text from the top left of `rect`, wrapped at spaces to its width and clipped
    /// to it, in the current context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing(drawnText, attrs).draw(in: rect)
    }
}

/// A string with the font and color its attributes give it, measured and drawn.
struct TextDrawing {
    let text: String
    let font: UIFont
    let color: UIColor

    init(_ text: String, _ attrs: [NSAttributedString.Key: Any]?) {
        self.text = text
        font = attrs?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        color = attrs?[.foregroundColor] as? UIColor ?? .black
    }

    var size: CGSize {
        guard let layout = font.layout(text) else { return .zero }
        return CGSize(width: layout.width, height: layout.height)
    }

    func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = font.layout(text) else { return }
        let box = Rect(x: Double(point.x), y: Double(point.y), width: layout.width, height: layout.height)
        context.fillText(layout.path(in: box, alignment: .left), color: color, clippedTo: nil)
    }

    func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = font.layout(wrapped(to: Double(rect.width)))
        else { return }
        let box = Rect(x: Double(rect.minX), y: Double(rect.minY), width: layout.width, height: layout.height)
        context.fillText(layout.path(in: box, alignment: .left), color: color, clippedTo: rect)
    }

    /// The text with line breaks added at spaces so that each line fits `width` where it can;
    /// a word wider than `width` keeps a line of its own. Lines are measured as the sum of
    /// their words and spaces, so that long text wraps in time proportional to its length.
    func wrapped(to width: Double) -> String {
        let space = font.layout(" ")?.width ?? 0
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0.0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = font.layout(String(word))?.width ?? 0
                if line.isEmpty {
                    line = String(word)
                    lineWidth = wordWidth
                } else if lineWidth + space + wordWidth <= width {
                    line += " " + word
                    lineWidth += space + wordWidth
                } else {
                    lines.append(line)
                    line = String(word)
                    lineWidth = wordWidth
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The text with line breaks added after the last character that fits `width` in each
    /// line (at least one character a line); spaces at a break start no line.
    func wrappedAtCharacters(to width: Double) -> String {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var broke = false
            for character in paragraph {
                if broke && line.isEmpty && character == " " { continue }
                let longer = line + String(character)
                if !line.isEmpty, (font.layout(longer)?.width ?? 0) > width {
                    lines.append(line)
                    broke = true
                    line = character == " " ? "" : String(character)
                } else {
                    line = longer
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
