import OmbreGraphics

/// A view that shows text, modelled on UILabel: one font size in points, one color, lines
/// broken at "\n", centered vertically and placed across the width by `alignment`.
///
/// The text is set in the standard font (DejaVu Sans through fontconfig) as outlines, filled
/// through the same rasterizer as shapes, so it scales with the view's transform.
public final class LabelView: View {
    /// What the label shows; lines break at "\n".
    public var text: String { didSet { relayoutText() } }
    /// Points, as UIFont sizes are; default 17 (UILabel's).
    public var fontSize: Double { didSet { relayoutText() } }
    /// The color the text is filled with.
    public var textColor: Color { didSet { labelLayer.color = textColor } }
    /// Where lines sit across the label's width.
    public var alignment: TextAlignment { didSet { relayoutText() } }

    private let font: Font
    private var labelLayer: LabelLayer { layer as! LabelLayer }

    /// A label in the standard font.
    /// - Throws: `FontError` when no font can be found (install fonts-dejavu-core).
    public init(
        text: String, fontSize: Double = 17, textColor: Color = .black, alignment: TextAlignment = .left,
        frame: Rect = .zero
    ) throws(FontError) {
        font = try Font.standard()
        self.text = text
        self.fontSize = fontSize
        self.textColor = textColor
        self.alignment = alignment
        super.init(frame: frame, layer: LabelLayer())
        labelLayer.color = textColor
        relayoutText()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        relayoutText()
    }

    /// Sets the outline for the current bounds; drawing (on several threads) only reads it.
    private func relayoutText() {
        labelLayer.outline = TextLayout(text, font: font, size: fontSize).path(in: bounds, alignment: alignment)
        setNeedsDisplay()
    }
}

/// Fills the label's text outline.
final class LabelLayer: Layer {
    var outline = Path()
    var color = Color.black

    override func draw(in canvas: Canvas, bounds: Rect) {
        guard !outline.isEmpty else { return }
        canvas.fill(outline, with: .color(color))
    }
}
