import Foundation

/// A row of segments of which one is selected, as UIKit's `UISegmentedControl` draws it from
/// iOS 13 to 18: a rounded bar in `tertiarySystemFill`, the selected segment a white (dark gray
/// in dark mode) rounded plate 2 points inside it with a soft shadow, titles at 13 points (the
/// selected one semibold) in `label`, and thin separators between unselected segments.
///
/// Segments share the width equally unless `setWidth(_:forSegmentAt:)` gives one its own or
/// `apportionsSegmentWidthsByContent` sizes them by their titles. A tap on an enabled segment
/// selects it (or, when `isMomentary`, only sends) and sends `.valueChanged`; setting
/// `selectedSegmentIndex` sends nothing. Its intrinsic size is 32 points tall and as wide as
/// its widest title plus 24 points per segment. The radii, insets, shadow and padding are
/// Ombre's readings of screenshots; Apple does not give them. Images as segments are kept, not drawn.
open class UISegmentedControl: UIControl {
    /// The index when no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [Segment] = []
    private var selected = UISegmentedControl.noSegment
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// A control of one segment per item: each a `String` title or a `UIImage`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            segments.append(Segment(title: item as? String, image: item as? UIImage))
        }
        frame.size = intrinsicContentSize
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        isOpaque = false
        contentMode = .redraw
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment`; an index out of range selects none.
    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            selected = segments.indices.contains(newValue) ? newValue : Self.noSegment
            setNeedsDisplay()
        }
    }

    /// Whether a tap only sends `.valueChanged`, selecting nothing.
    open var isMomentary = false
    /// Whether segments are as wide as their titles rather than all as wide as the widest.
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsDisplay() } }
    /// The selected segment's plate color; nil: white (dark gray in dark mode).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Adds a segment titled `title` at `segment` (pinned to the ends).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Adds a segment showing `image` at `segment` (kept; images are not drawn yet).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    private func insert(_ item: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(item, at: index)
        if selected >= index { selected += 1 }
        changed()
    }

    /// Removes the segment at `segment`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
        changed()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selected = Self.noSegment
        changed()
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        changed()
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (kept, not drawn yet).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Gives the segment at `segment` a width of its own (0: shared).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(width, 0)
        changed()
    }

    /// The width set for the segment at `segment` (0: shared).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables the segment at `segment`; a disabled one takes no taps and shows
    /// its title in `tertiaryLabel`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// The titles' font and color for `state` (`.normal` and `.selected` are drawn).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        changed()
    }

    /// The attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    open override var intrinsicContentSize: CGSize {
        let widths = segments.indices.map { naturalWidth($0) }
        let total = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(widths.count)
        return CGSize(width: total, height: 32)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first?.location(in: self)
        super.touchesEnded(touches, with: event)
        guard isEnabled, let point, bounds.contains(point),
            let index = segmentFrames().firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
            segments[index].isEnabled
        else { return }
        if !isMomentary { selectedSegmentIndex = index }
        sendActions(for: .valueChanged)
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let traits = traitCollection
        let frames = segmentFrames()
        let bar = UIBezierPath(roundedRect: bounds, cornerRadius: 9)
        UIColor.tertiarySystemFill.resolvedColor(with: traits).setFill()
        bar.fill()
        // Separators between neighbours, unless one of them is selected.
        UIColor.separator.resolvedColor(with: traits).setFill()
        for index in frames.indices.dropFirst() where index != selected && index - 1 != selected {
            context.fill(CGRect(x: frames[index].minX - 0.5, y: bounds.minY + 8, width: 1, height: bounds.height - 16))
        }
        if frames.indices.contains(selected) {
            let plate = UIBezierPath(roundedRect: frames[selected].insetBy(dx: 2, dy: 2), cornerRadius: 7)
            context.saveGState()
            context.setShadow(
                offset: CGSize(width: 0, height: 3), blur: 8, color: UIColor(white: 0, alpha: 0.12).cgColor)
            let white = UIColor(dynamicProvider: {
                $0.userInterfaceStyle == .dark ? UIColor(white: 0.39, alpha: 1) : .white
            })
            (selectedSegmentTintColor ?? white).resolvedColor(with: traits).setFill()
            plate.fill()
            context.restoreGState()
        }
        for (index, segment) in segments.enumerated() {
            guard let title = segment.title else { continue }
            let attributes = textAttributes(selected: index == selected, enabled: segment.isEnabled)
            let size = title.size(withAttributes: attributes)
            let frame = frames[index]
            title.draw(
                at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), withAttributes: attributes
            )
        }
    }

    /// Each segment's rectangle across the bounds.
    private func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let natural = segments.indices.map { naturalWidth($0) }
        let fixed = segments.map(\.width)
        let freeWidth = bounds.width - fixed.reduce(0, +)
        let shared = segments.indices.filter { fixed[$0] == 0 }
        var widths = fixed
        if apportionsSegmentWidthsByContent {
            let wanted = shared.map { natural[$0] }.reduce(0, +)
            for i in shared { widths[i] = wanted > 0 ? freeWidth * natural[i] / wanted : 0 }
        } else {
            for i in shared { widths[i] = max(freeWidth, 0) / CGFloat(shared.count) }
        }
        var x = bounds.minX
        return widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// A segment's width for its title: the title plus 12 points each side.
    private func naturalWidth(_ index: Int) -> CGFloat {
        if segments[index].width > 0 { return segments[index].width }
        let title = segments[index].title ?? ""
        return title.size(withAttributes: textAttributes(selected: true, enabled: true)).width.rounded(.up) + 24
    }

    private func textAttributes(selected: Bool, enabled: Bool) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
            .foregroundColor: (enabled ? UIColor.label : .tertiaryLabel).resolvedColor(with: traitCollection),
        ]
        for (key, value) in titleAttributes[UIControl.State.normal.rawValue] ?? [:] { attributes[key] = value }
        if selected {
            for (key, value) in titleAttributes[UIControl.State.selected.rawValue] ?? [:] { attributes[key] = value }
        }
        return attributes
    }

    private func changed() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
