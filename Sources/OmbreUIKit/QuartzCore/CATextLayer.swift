import Foundation
import OmbreGraphics

/// Core Foundation's untyped object, as a text layer's `font` takes one; on Linux any object.
public typealias CFTypeRef = AnyObject

/// Where a text layer sets its lines across its bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Drawn as `.left` here: lines are not stretched.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    var ombre: TextAlignment { self == .center ? .center : self == .right ? .right : .left }
}

/// Where a text layer cuts a line too long for its bounds.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Cut at the end here too.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Cut at the end here too.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string, as Core Animation's `CATextLayer`: the first line at the top
/// of the bounds, set across them by `alignmentMode`.
///
/// Defaults as on a device: no string, 36-point type (the system font here, where a device
/// has Helvetica), opaque white, not wrapped, not truncated. `fontSize` and
/// `foregroundColor` animate. An attributed string is drawn in the font and color of its
/// first character.
open class CATextLayer: CALayer {
    /// A `String`, `NSString` or `NSAttributedString`.
    open var string: Any? {
        get { self[LayerKey.string] }
        set { set(LayerKey.string, newValue) }
    }
    /// A `UIFont` (its face; `fontSize` sets the size), a `CGFont` or a font's name.
    open var font: CFTypeRef? {
        get { self[LayerKey.font] }
        set { set(LayerKey.font, newValue) }
    }
    open var fontSize: CGFloat {
        get { self[LayerKey.fontSize] }
        set { set(LayerKey.fontSize, newValue) }
    }
    open var foregroundColor: CGColor? {
        get { self[LayerKey.foregroundColor] }
        set { set(LayerKey.foregroundColor, newValue) }
    }
    open var isWrapped: Bool {
        get { self[LayerKey.wrapped] }
        set { set(LayerKey.wrapped, newValue) }
    }
    open var alignmentMode: CATextLayerAlignmentMode {
        get { self[LayerKey.alignmentMode] }
        set { set(LayerKey.alignmentMode, newValue) }
    }
    open var truncationMode: CATextLayerTruncationMode {
        get { self[LayerKey.truncationMode] }
        set { set(LayerKey.truncationMode, newValue) }
    }
    /// The last text laid out and its outline.
    private var laidOut: (key: LaidOutText, outline: Path)?

    override func content(at time: Double, bounds: CGRect) -> LayerContent {
        let size = presented("fontSize", fontSize, at: time)
        let (text, attributedFont, attributedColor) = plainText
        guard let text, !text.isEmpty else { return .none }
        let face = attributedFont ?? faceFont(size: size)
        let color =
            attributedColor
            ?? presented("foregroundColor", OptionalColor(color: foregroundColor), at: time)
            .color?.color
        guard let color, color.alpha > 0 else { return .none }
        let key = LaidOutText(
            text: text, font: face.pattern, size: face.pointSize, bounds: bounds, isWrapped: isWrapped,
            truncates: truncationMode != .none, alignment: alignmentMode)
        guard let outline = outline(of: key, in: face) else { return .none }
        return .shape(
            ShapeContent(
                fill: outline, fillColor: color, rule: .nonZero, stroke: nil, strokeColor: nil, style: StrokeStyle()))
    }

    /// The outline of the text `key` describes, kept from frame to frame while it stays the
    /// same; nil when no font is installed.
    private func outline(of key: LaidOutText, in face: UIFont) -> Path? {
        if let laidOut, laidOut.key == key { return laidOut.outline }
        let lines = TextLines(text: key.text, font: face).shown(
            width: Double(key.bounds.width), wrapping: key.isWrapped ? .words : .none, maxLines: 0,
            truncation: key.truncates ? .tail : .none)
        guard let layout = face.layout(lines.joined(separator: "\n")) else { return nil }
        let box = Rect(
            x: Double(key.bounds.minX), y: Double(key.bounds.minY), width: Double(key.bounds.width),
            height: layout.height)
        let outline = layout.path(in: box, alignment: key.alignment.ombre)
        laidOut = (key, outline)
        return outline
    }

    /// The string's characters, and for an attributed string its first character's font and
    /// color.
    private var plainText: (String?, UIFont?, Color?) {
        if let attributed = string as? NSAttributedString {
            guard attributed.length > 0 else { return (attributed.string, nil, nil) }
            let attributes = attributed.attributes(at: 0, effectiveRange: nil)
            return (
                attributed.string, attributes[.font] as? UIFont, (attributes[.foregroundColor] as? UIColor)?.color
            )
        }
        if let text = string as? String { return (text, nil, nil) }
        if let text = string as? NSString { return (String(text), nil, nil) }
        return (nil, nil, nil)
    }

    /// The face `font` names, at `size` points.
    private func faceFont(size: CGFloat) -> UIFont {
        if let font = font as? UIFont { return font.withSize(size) }
        if let face = font as? CGFont, let named = UIFont(name: face.name, size: size) { return named }
        if let name = font as? String ?? (font as? NSString).map(String.init),
            let named = UIFont(name: name, size: size)
        {
            return named
        }
        return .systemFont(ofSize: size)
    }
}

/// Everything a text layer's outline depends on.
private struct LaidOutText: Equatable {
    var text: String
    /// The face's fontconfig pattern.
    var font: String
    var size: CGFloat
    var bounds: CGRect
    var isWrapped: Bool
    var truncates: Bool
    var alignment: CATextLayerAlignmentMode
}
