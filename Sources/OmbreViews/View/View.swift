import OmbreGraphics

/// A rectangle on screen with a layer, subviews and layout, modelled on `UIView`.
///
/// Geometry follows UIKit: `bounds` is the view's own coordinate space, `center` its
/// position in the superview, and `transform` applies about the center. A change of size
/// autoresizes the subviews and marks the view as needing layout; `layoutIfNeeded` runs
/// `layoutSubviews` once per change, never once per frame.
open class View {
    /// The view this one is a subview of, if any.
    public private(set) weak var superview: View?
    /// The subviews, back to front.
    public private(set) var subviews: [View] = []
    /// What the view draws; its frame follows the view's bounds on every layout pass.
    public let layer: Layer
    /// A name for finding the view (scene files set it).
    public var name: String?

    /// Filled behind the view's content; nil draws nothing.
    public var backgroundColor: Color? { didSet { setNeedsDisplay() } }
    /// Opacity 0...1 applied to the view and everything inside it.
    public var alpha: Double = 1 { didSet { setNeedsDisplay() } }
    /// Whether the view and its subviews are left out of drawing and hit-testing.
    public var isHidden = false {
        didSet {
            superview?.setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// Whether subviews are cut off at the view's bounds.
    public var clipsToBounds = false { didSet { setNeedsDisplay() } }
    /// Applied about the view's center, after its position.
    public var transform: AffineTransform = .identity { didSet { setNeedsDisplay() } }
    /// How the view follows changes of its superview's size, as in UIKit.
    public var autoresizingMask: AutoresizingMask = [] { didSet { rememberLayoutBase() } }

    /// The view's own coordinate space: origin and size in points.
    public private(set) var bounds: Rect = .zero
    /// Where the view's middle is, in its superview's coordinates.
    public private(set) var center: Point = .zero
    /// The untransformed frame (bounds size about the center) as set before any autoresizing,
    /// with the superview size it was set in. Autoresizing always starts from it, never from
    /// the transformed bounding box, so a rotated view keeps its size through any resizes.
    private var layoutBase: (frame: Rect, superSize: Size)?

    /// Set by `setNeedsLayout`; cleared when `layoutSubviews` has run.
    public private(set) var needsLayout = true
    /// How many times `layoutSubviews` ran; layout should run once per change.
    public private(set) var layoutPassCount = 0
    /// Set when anything visible changed since the last render; kept on the root.
    public private(set) var needsDisplay = true
    /// The canvases this view is rendered with when it is a root.
    package lazy var renderCanvases = RenderCanvases()
    /// Set when this view itself changed since the last render (see `Damage.swift`).
    package private(set) var changedSinceRender = true
    /// Parts of the view (in its own coordinates) that changed since the last render when the
    /// rest of it did not; `changedSinceRender` covers them all.
    package private(set) var changedParts: [Rect] = []
    /// The device pixels the view and its subviews were last rendered into, nil when hidden.
    package var lastRenderedBox: IntRect?

    /// A view at `frame` that draws through `layer`.
    public init(frame: Rect = .zero, layer: Layer = Layer()) {
        self.layer = layer
        setFrame(frame, resetsLayoutBase: true)
    }

    /// The view's rectangle in its superview's coordinates (the bounding box when transformed).
    ///
    /// Setting it moves the center and resizes the bounds, as UIKit does.
    public var frame: Rect {
        get {
            let local = Rect(
                x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            guard !transform.isIdentity else {
                return Rect(
                    x: center.x + local.minX, y: center.y + local.minY, width: local.width, height: local.height)
            }
            let corners = [
                local.origin, Point(x: local.maxX, y: local.minY), Point(x: local.maxX, y: local.maxY),
                Point(x: local.minX, y: local.maxY),
            ].map { $0.applying(transform) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            return Rect(
                x: center.x + xs.min()!, y: center.y + ys.min()!, width: xs.max()! - xs.min()!,
                height: ys.max()! - ys.min()!)
        }
        set { setFrame(newValue, resetsLayoutBase: true) }
    }

    /// Sets the frame; layout code that places children passes `resetsLayoutBase: false` so
    /// the user's own frame stays the base for autoresizing.
    package func setFrame(_ frame: Rect, resetsLayoutBase: Bool) {
        center = frame.center
        setBoundsSize(frame.size)
        setNeedsDisplay()
        if resetsLayoutBase { rememberLayoutBase() }
    }

    /// Replaces the bounds' size, autoresizing subviews when it changes.
    private func setBoundsSize(_ size: Size) {
        let old = bounds.size
        guard old != size else { return }
        bounds = Rect(origin: bounds.origin, size: size)
        layer.frame = bounds
        for child in subviews {
            child.superviewDidResize(to: size)
        }
        setNeedsLayout()
    }

    private func superviewDidResize(to size: Size) {
        guard let base = layoutBase, !autoresizingMask.isEmpty else { return }
        setFrame(autoresizingMask.resize(base.frame, from: base.superSize, to: size), resetsLayoutBase: false)
    }

    private func rememberLayoutBase() {
        layoutBase = (untransformedFrame, superview?.bounds.size ?? .zero)
    }

    /// The bounds' size placed about the center in the superview, as if there were no transform.
    package var untransformedFrame: Rect {
        Rect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
    }

    // MARK: - Hierarchy

    /// Adds `view` on top of the other subviews, taking it from its old superview.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.rememberLayoutBase()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Takes the view out of its superview; does nothing when it has none.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        parent.setNeedsDisplay()
    }

    /// The first view in this subtree (this view included) with `name`.
    public func view(named name: String) -> View? {
        if self.name == name { return self }
        for child in subviews {
            if let found = child.view(named: name) { return found }
        }
        return nil
    }

    // MARK: - Layout

    /// Marks the view as needing `layoutSubviews` before the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// Runs `layoutSubviews` where a change asked for it, from this view down.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutPassCount += 1
            layoutSubviews()
        }
        for child in subviews {
            child.layoutIfNeeded()
        }
    }

    /// Places subviews; override to arrange children. Autoresizing has already run.
    open func layoutSubviews() {}

    /// The size that best fits the view's content within `size`; by default its current size.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    // MARK: - Display and time

    /// Marks the view (and so the whole tree's root) as needing a new frame.
    public func setNeedsDisplay() {
        changedSinceRender = true
        markTreeNeedsDisplay()
    }

    /// Marks only `rect` (in the view's coordinates) as changed: the next render that draws
    /// only changes draws the view's other pixels as they were.
    package func setNeedsDisplay(in rect: Rect) {
        if !changedSinceRender { changedParts.append(rect) }
        markTreeNeedsDisplay()
    }

    /// Sets `needsDisplay` on this view and every superview up to the root.
    private func markTreeNeedsDisplay() {
        var view: View? = self
        while let v = view {
            v.needsDisplay = true
            view = v.superview
        }
    }

    package func clearNeedsDisplay() {
        needsDisplay = false
        changedSinceRender = false
        changedParts.removeAll(keepingCapacity: true)
        for child in subviews { child.clearNeedsDisplay() }
    }

    /// Brings time-driven state to `time` (seconds since the scene started).
    open func update(at time: Double) {}

    /// Whether the view changes with time by itself (then every frame needs rendering).
    open var isAnimating: Bool { false }

    /// Whether one call draws the view's content into any region of the frame at once, so that
    /// the renderer need not cut a region into strips for it when it is the root and has no
    /// subviews: true for a view whose pixels another process draws straight into the frame,
    /// where each further strip only repeated a check (5 µs of a 1080p frame, 15 of a 4K one).
    package var drawsInOnePass = false

    /// Whether this view or any view inside it is animating.
    public var subtreeIsAnimating: Bool {
        isAnimating || subviews.contains { !$0.isHidden && $0.subtreeIsAnimating }
    }

    /// The scene time of the latest render, which control methods such as
    /// `AnimatedGradientView.startAnimating()` act at; nil before the first one.
    public private(set) var timeOfLatestUpdate: Double?

    package func updateSubtree(at time: Double) {
        timeOfLatestUpdate = time
        update(at: time)
        for child in subviews { child.updateSubtree(at: time) }
    }

    // MARK: - Coordinates

    /// Maps points in this view's coordinates to its superview's.
    public var transformToSuperview: AffineTransform {
        AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// Takes a press (`pressed`) or release of the pointer's main button at `point` (in this
    /// view's coordinates); returns whether the view handled it. Views ignore it by default;
    /// the preview offers it to the view under the pointer, then to its superviews.
    open func pointerButton(pressed: Bool, at point: Point) -> Bool { false }

    /// Takes a move of the pointer to `point` (in this view's coordinates) while its main button
    /// is held down after a press this view handled, as a drag. Views ignore it by default; the
    /// preview sends each move to the view that took the press, wherever the pointer is.
    open func pointerDragged(to point: Point) {}

    /// Offers a press or release at `point` (in this view's coordinates) to the deepest view
    /// under it, then to its superviews, until one handles it.
    @discardableResult
    public func dispatchPointerButton(pressed: Bool, at point: Point) -> Bool {
        pointerButtonTaker(pressed: pressed, at: point) != nil
    }

    /// Offers a press or release at `point` (in this view's coordinates) as
    /// `dispatchPointerButton(pressed:at:)` does; returns the view that handled it, or nil.
    public func pointerButtonTaker(pressed: Bool, at point: Point) -> View? {
        guard !isHidden, alpha > 0, bounds.contains(point) || !clipsToBounds else { return nil }
        for child in subviews.reversed() {
            guard let inverse = child.transformToSuperview.inverted() else { continue }
            if let taker = child.pointerButtonTaker(pressed: pressed, at: point.applying(inverse)) { return taker }
        }
        return bounds.contains(point) && pointerButton(pressed: pressed, at: point) ? self : nil
    }

    /// `point` in the coordinates of the view's outermost superview mapped into this view's;
    /// nil when a transform on the way cannot be inverted.
    public func convertFromRoot(_ point: Point) -> Point? {
        var toRoot = AffineTransform.identity
        var view = self
        while let parent = view.superview {
            toRoot = toRoot.concatenating(view.transformToSuperview)
            view = parent
        }
        return toRoot.inverted().map { point.applying($0) }
    }

    /// The deepest visible view under `point` (in this view's coordinates), or nil.
    public func view(at point: Point) -> View? {
        guard !isHidden, alpha > 0, bounds.contains(point) || !clipsToBounds else { return nil }
        for child in subviews.reversed() {
            guard let inverse = child.transformToSuperview.inverted() else { continue }
            if let hit = child.view(at: point.applying(inverse)) { return hit }
        }
        return bounds.contains(point) ? self : nil
    }
}
