import Foundation

/// How `boundingRect(with:options:attributes:context:)` lays text out.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines that break to the given width (else as one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Measure lines by the font's leading: kept, lines are always a font's line height apart.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure the glyphs' ink: kept, the boxes are the lines' advances.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Cut the last line that fits: kept.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra settings and results of string drawing, kept.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to: 0, text does not shrink.
    open var minimumScaleFactor: CGFloat = 0
}

extension DrawableText {
    /// The box the text takes drawn with `attrs`: with `.usesLineFragmentOrigin`, in lines
    /// wrapped at spaces to `size.width` (a word wider keeps a line of its own), else as one
    /// line per "\n". The box starts at the origin; its height is the lines' and may pass
    /// `size.height`, as Apple documents ("the rectangle's size may exceed the given size").
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let drawing = TextDrawing(drawnText, attributes)
        let text = options.contains(.usesLineFragmentOrigin) ? drawing.wrapped(to: Double(size.width)) : drawnText
        return CGRect(origin: .zero, size: TextDrawing(text, attributes).size)
    }
}

extension NSAttributedString {
    /// The box the string takes, measured in the attributes of its first character (see
    /// `DrawableText.boundingRect(with:options:attributes:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        string.boundingRect(with: size, options: options, attributes: firstAttributes, context: context)
    }

    /// The size the string takes on its lines, measured in the attributes of its first character.
    public func size() -> CGSize { string.size(withAttributes: firstAttributes) }

    /// The attributes of the first character, or none when the string is empty.
    var firstAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }
}
