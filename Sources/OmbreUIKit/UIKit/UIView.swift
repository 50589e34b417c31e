import Foundation
import OmbreGraphics

/// A rectangle on screen backed by a layer, as UIKit's `UIView`.
///
/// Geometry lives in the layer: `frame`, `bounds`, `center` and `transform` read and write
/// it, as on a device. A change of size autoresizes the subviews and asks for layout;
/// `layoutSubviews` runs once per change before the next frame. `draw(_:)` runs when the view
/// is first shown and after `setNeedsDisplay()` (or a resize, with `contentMode = .redraw`);
/// otherwise its last drawing is kept and fitted to the bounds by the content mode.
///
/// Ombre's layers call their delegate, the view, on the main thread; the `@preconcurrency`
/// conformance checks that they do, as `CALayerDelegate` is not main-actor isolated.
open class UIView: UIResponder, @preconcurrency CALayerDelegate {
    /// The class of the layer made for each view; override to back a view with another kind.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that draws the view.
    public let layer: CALayer
    open private(set) weak var superview: UIView?
    open private(set) var subviews: [UIView] = []
    /// A number for finding the view.
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.gravity }
    }
    /// A dynamic color is kept and shown as it resolves in the view's traits (again when they change).
    open var backgroundColor: UIColor? {
        get { ombreUpdates.background ?? layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set {
            ombreUpdates.background = newValue?.isDynamic == true ? newValue : nil
            layer.backgroundColor = newValue?.resolvedColor(with: traitCollection).cgColor
        }
    }
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            // A stack view collapses a hidden arranged subview.
            if superview is UIStackView { autoLayoutTreeChanged() }
        }
    }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A view whose alpha masks this one's content, as `mask` on a device: in this view's
    /// coordinates, drawn and animated as views are, and kept only as the mask (it has no
    /// superview).
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }
    open var isOpaque = true
    /// The gesture recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// The color the view's tinted parts take: its own, else its superview's, else the system
    /// blue; gray while the adjustment mode is dimmed. Setting nil inherits again (UIView+Tint.swift).
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            ownTintColor = newValue
            tintDidChange(inheritedBy: { $0.ownTintColor == nil })
        }
    }
    /// Whether the tint is dimmed; reads as the effective mode, `.automatic` taking the superview's.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set {
            ownTintAdjustmentMode = newValue
            tintDidChange(inheritedBy: { $0.ownTintAdjustmentMode == .automatic })
        }
    }
    /// Called when the view's tint color or adjustment mode, or the one it inherits, is set;
    /// does nothing by default.
    open func tintColorDidChange() {}
    var ownTintColor: UIColor?
    var ownTintAdjustmentMode = TintAdjustmentMode.automatic
    weak var owningController: UIViewController?
    /// The window the host put this root view into (UIView+Window.swift).
    weak var hostingWindow: UIWindow?
    /// What Auto Layout keeps for the view (UIView+Constraints.swift).
    let autoLayout = ViewAutoLayout()
    /// What the update pass keeps for the view (Traits/UIView+Updates.swift).
    let ombreUpdates = ViewUpdates()
    private var needsLayoutFlag = true
    private var laidOutSize: CGSize = .zero

    /// A view at `frame`, in its superview's coordinates.
    public init(frame: CGRect) {
        let type = Self.layerClass as? CALayer.Type ?? CALayer.self
        layer = type.init(ombreMaking: nil)
        super.init()
        layer.delegate = self
        self.frame = frame
        laidOutSize = bounds.size
    }

    /// Views come from storyboards on a device; here `init(frame:)` makes them.
    public required init?(coder: NSCoder) {
        let type = Self.layerClass as? CALayer.Type ?? CALayer.self
        layer = type.init(ombreMaking: nil)
        super.init()
        layer.delegate = self
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    // MARK: - Geometry

    open var frame: CGRect {
        get { layer.frame }
        set {
            // A transformed view keeps its transform: the frame sets the center and size.
            if transform.isIdentity {
                layer.frame = newValue
            } else {
                center = CGPoint(x: newValue.midX, y: newValue.midY)
                bounds.size = newValue.size
            }
        }
    }
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// Maps `point` from this view's coordinates to `view`'s (the root's for nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// Maps `point` from `view`'s coordinates to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return layer.convert(point, from: nil) }
        return view.layer.convert(point, to: layer)
    }

    /// The size that fits `size`; by default the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }

    // MARK: - Hierarchy

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        // A subview of this view only changes places among its siblings: it keeps its
        // constraints, and no move is reported (`bringSubviewToFront` before an overlay).
        if view.superview === self { return reorder(view, to: index) }
        view.willMove(toSuperview: self)
        let moves = view.willMoveSubtree(toWindow: window)
        view.detach()
        let position = min(max(index, 0), subviews.count)
        place(view, at: position)
        view.superview = self
        setNeedsLayout()
        autoLayoutTreeChanged()
        didAddSubview(view)
        if moves { view.didMoveSubtreeToWindow() }
        view.didMoveToSuperview()
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    open func removeFromSuperview() {
        guard superview != nil else { return }
        willMove(toSuperview: nil)
        let moves = willMoveSubtree(toWindow: nil)
        detach()
        if moves { didMoveSubtreeToWindow() }
        didMoveToSuperview()
    }

    /// Moves subview `view` to `index` among the subviews (counted as they are now), its layer
    /// with it.
    private func reorder(_ view: UIView, to index: Int) {
        guard let from = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: from)
        place(view, at: min(max(index > from ? index - 1 : index, 0), subviews.count))
        setNeedsLayout()
    }

    /// Puts `view` at `position` among the subviews, its layer just below the layer of the
    /// subview now there (or on top).
    private func place(_ view: UIView, at position: Int) {
        if position < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[position].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        subviews.insert(view, at: position)
    }

    private func detach() {
        guard let parent = superview else { return }
        deactivateConstraintsLeaving(parent)
        parent.autoLayoutTreeChanged()
        autoLayout.treeChanged = true
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        parent.setNeedsLayout()
    }

    /// The first view in this subtree (this one included) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for child in subviews {
            if let found = child.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Whether this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}

    // MARK: - Window (the rest is in UIView+Window.swift)

    /// The window the view is in: the one the host put the root of its tree into, or nil for
    /// a view outside the shown tree (not yet added, removed, or only a layer's mask).
    open var window: UIWindow? {
        var top = self
        while let parent = top.superview { top = parent }
        return top as? UIWindow ?? top.hostingWindow
    }

    /// Called before the view enters `newWindow` (a view added to a shown tree) or leaves its
    /// window (nil: removed from the tree); by default does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view has entered or left a window (`window` tells which); by default
    /// does nothing. On a device and here it runs before `didMoveToSuperview()`.
    open func didMoveToWindow() {}

    // MARK: - Layout

    open func setNeedsLayout() { needsLayoutFlag = true }

    /// Runs `layoutSubviews` where a change asked for it, from this view down, after solving
    /// the tree's constraints when they changed.
    open func layoutIfNeeded() {
        updateTraitsAndProperties()
        solveConstraintsIfNeeded()
        layoutSubtreeIfNeeded()
        // Properties and constraints changed by the layout callbacks take effect in the same pass.
        if updateTraitsAndProperties() || autoLayoutRoot.autoLayout.treeChanged {
            solveConstraintsIfNeeded()
            layoutSubtreeIfNeeded()
        }
    }

    private func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            traitCollection.performAsCurrent {
                owningController?.viewWillLayoutSubviews()
                layoutSubviews()
                owningController?.viewDidLayoutSubviews()
            }
        }
        layer.layoutIfNeeded()
        for child in subviews { child.layoutSubtreeIfNeeded() }
    }

    /// Places subviews; override to arrange them. Autoresizing and Auto Layout have already run.
    open func layoutSubviews() {}

    // MARK: - Auto Layout (the rest is in AutoLayout/)

    /// The size the content needs, or `UIView.noIntrinsicMetric` on an axis without one (both
    /// for a plain view).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() { autoLayoutTreeChanged() }

    /// Brings the view's constraints up to date before layout, after
    /// `setNeedsUpdateConstraints()` (and once at the first layout); call super at the end.
    open func updateConstraints() { autoLayout.needsUpdateConstraints = false }

    /// Whether the view is laid out with constraints even when it has none yet (so that
    /// `updateConstraints()` runs to make them).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called when `safeAreaInsets` changed.
    open func safeAreaInsetsDidChange() {}

    /// Called when the layout margins changed.
    open func layoutMarginsDidChange() {}

    /// Called when the layer's size changed: autoresizes the subviews and asks for layout.
    func layerSizeDidChange() {
        let old = laidOutSize
        let new = bounds.size
        laidOutSize = new
        setNeedsLayout()
        if old != new { autoLayoutTreeChanged() }
        if contentMode == .redraw { setNeedsDisplay() }
        guard autoresizesSubviews, old != new else { return }
        for child in subviews where !child.autoresizingMask.isEmpty {
            // Autoresizing works on the untransformed frame: size about the center.
            let size = child.bounds.size
            let frame = Rect(
                x: child.center.x - size.width / 2, y: child.center.y - size.height / 2, width: size.width,
                height: size.height)
            let resized = child.autoresizingMask.resize(frame, from: Size(old), to: Size(new))
            child.center = CGPoint(x: resized.midX, y: resized.midY)
            child.bounds.size = CGSize(width: resized.width, height: resized.height)
        }
    }

    // MARK: - Drawing

    /// Draws the view's content in `rect`; override to draw with `UIGraphicsGetCurrentContext()`.
    open func draw(_ rect: CGRect) {}

    /// Asks for `draw(_:)` before the next frame.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Asks for `draw(_:)` before the next frame; the whole view is drawn again.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    /// Interface Builder calls this before showing a designable; so does the preview.
    open func prepareForInterfaceBuilder() {}

    /// Draws the view's layer: `draw(_:)` over the bounds, in the view's traits.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        traitCollection.performAsCurrent { draw(bounds) }
    }

    public func layoutSublayers(of layer: CALayer) {}

    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIView.animationContext(for: self, key: event) ?? NSNull()
    }

    // MARK: - Keys (see UIView+KeyValueCoding.swift)

    /// The value for `key`: a subclass's `@objc` property, or UIKit's property of that
    /// Objective-C name ("hidden", "alpha" …); a key the view does not have stops the program.
    open func value(forKey key: String) -> Any? { keyedValue(forKey: key) }

    /// Sets the value for `key`, as setting the property does; a key the view does not have,
    /// or a value of the wrong kind, stops the program.
    open func setValue(_ value: Any?, forKey key: String) { setKeyedValue(value, forKey: key) }

    /// The value at a key path: a key, a key of the object a key gives ("layer.cornerRadius"),
    /// or a part of a structure ("frame.size.width").
    open func value(forKeyPath keyPath: String) -> Any? { value(following: keyPath) }

    /// Sets the value at a key path; a part of a structure changes only that part.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, following: keyPath) }

    /// How the content is laid out whatever the language; kept, and read by
    /// `effectiveUserInterfaceLayoutDirection` (Auto Layout's leading and trailing stay left
    /// and right, as for U.S. English).
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified

    // MARK: - Baselines and text size limits

    /// The view whose first baseline Auto Layout aligns for this one: the view itself unless a
    /// subclass names a subview. Ombre's layout takes a label's own baseline.
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline Auto Layout aligns for this one: the view itself unless a
    /// subclass names a subview. Ombre's layout takes a label's own baseline.
    open var forLastBaselineLayout: UIView { self }

    /// The view whose baseline aligns for this one, as iOS 6 to 8 asked it: `forLastBaselineLayout`.
    open func forBaselineLayout() -> UIView { forLastBaselineLayout }

    /// The smallest text size the view's text follows; kept, as Ombre's text size is fixed.
    open var minimumContentSizeCategory: UIContentSizeCategory?

    /// The largest text size the view's text follows; kept, as Ombre's text size is fixed.
    open var maximumContentSizeCategory: UIContentSizeCategory?

    /// The text size limits set on this view, for debugging.
    open var appliedContentSizeCategoryLimitsDescription: String {
        let limits = [minimumContentSizeCategory, maximumContentSizeCategory].map { $0?.rawValue ?? "none" }
        return "<\(addressName(self))> minimum: \(limits[0]), maximum: \(limits[1])"
    }

    // MARK: - Traits and properties (the rest is in Traits/)

    /// The appearance of this view and those below it, whatever their superview's; unspecified
    /// (the default) inherits it.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// Called in the update pass after the view's traits changed (an override above it or on it);
    /// the view's dynamic background is resolved again before, and `draw(_:)` runs again after.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Sets content and style before layout, in the update pass after `setNeedsUpdateProperties()`,
    /// the first time, and after an `@Observable` property it read changed.
    open func updateProperties() {}

    // MARK: - Touches

    open override var next: UIResponder? { owningController ?? superview }

    /// Whether `point` (in this view's coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive view containing `point` (in this view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for child in subviews.reversed() {
            if let hit = child.hitTest(child.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `gestureRecognizer`, on this view or one below it, may begin its gesture; true
    /// unless a subclass says otherwise.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Attaches a gesture recognizer.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
