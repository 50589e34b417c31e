import OmbreGraphics

/// A view that lines its visible subviews up along an axis with equal sizes.
///
/// Children fill the cross axis inside the padding; along the axis the space left after
/// padding and spacing is shared equally, with edges rounded to whole pixels so that
/// neighbours never overlap and leave no gaps. Hidden children take no space.
public final class StackView: View {
    /// The direction children are placed in.
    public enum Axis: String, CaseIterable, Sendable {
        case horizontal, vertical
    }

    /// Whether children run left to right or top to bottom.
    public var axis: Axis { didSet { setNeedsLayout() } }
    /// Points between neighbouring children.
    public var spacing: Double { didSet { setNeedsLayout() } }
    /// Points between the stack's edges and its children.
    public var padding: Double { didSet { setNeedsLayout() } }

    /// A stack at `frame` sharing its length equally between its children.
    public init(frame: Rect = .zero, axis: Axis = .horizontal, spacing: Double = 0, padding: Double = 0) {
        self.axis = axis
        self.spacing = spacing
        self.padding = padding
        super.init(frame: frame)
    }

    public override func layoutSubviews() {
        let visible = subviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return }
        let n = Double(visible.count)
        let inner = bounds.insetBy(padding)
        let length = axis == .horizontal ? inner.width : inner.height
        let each = max(0, (length - spacing * (n - 1)) / n)
        let start = axis == .horizontal ? inner.minX : inner.minY
        let crossStart = (axis == .horizontal ? inner.minY : inner.minX).rounded()
        let crossEnd = (axis == .horizontal ? inner.maxY : inner.maxX).rounded()
        let cross = max(0, crossEnd - crossStart)
        for (i, child) in visible.enumerated() {
            let a = (start + Double(i) * (each + spacing)).rounded()
            let b = max(a, (start + Double(i) * (each + spacing) + each).rounded())
            let frame =
                axis == .horizontal
                ? Rect(x: a, y: crossStart, width: b - a, height: cross)
                : Rect(x: crossStart, y: a, width: cross, height: b - a)
            child.setFrame(frame, resetsLayoutBase: false)
        }
    }
}
