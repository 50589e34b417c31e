import Foundation
import OmbreGraphics

/// A rectangle of content in a tree of layers, as Core Animation's `CALayer`.
///
/// Geometry follows Core Animation: `bounds` is the layer's own space, `position` is where
/// its `anchorPoint` (in unit coordinates of the bounds) sits in the superlayer, and
/// `transform` applies about that anchor. Changing an animatable property of a standalone
/// layer (one that is not a view's own layer) after it was first shown animates it over the
/// transaction's duration, 0.25 s by default, as on a device.
open class CALayer: NSObject {
    /// Every property's value by key: the one store `value(forKey:)`, presentation copies
    /// and animations read, and the typed properties below read and write.
    var store: LayerStore

    open var bounds: CGRect {
        get { self[LayerKey.bounds] }
        set { set(LayerKey.bounds, newValue) }
    }
    open var position: CGPoint {
        get { self[LayerKey.position] }
        set { set(LayerKey.position, newValue) }
    }
    open var anchorPoint: CGPoint {
        get { self[LayerKey.anchorPoint] }
        set { set(LayerKey.anchorPoint, newValue) }
    }
    open var transform: CATransform3D {
        get { self[LayerKey.transform] }
        set { set(LayerKey.transform, newValue) }
    }
    open var opacity: Float {
        get { self[LayerKey.opacity] }
        set { set(LayerKey.opacity, newValue) }
    }
    /// Where the layer sits among its siblings: higher draws in front (ties keep the order of
    /// the sublayers).
    open var zPosition: CGFloat {
        get { self[LayerKey.zPosition] }
        set { set(LayerKey.zPosition, newValue) }
    }
    /// A transform applied to the sublayers about this layer's anchor point (its affine part;
    /// perspective is not drawn).
    open var sublayerTransform: CATransform3D {
        get { self[LayerKey.sublayerTransform] }
        set { set(LayerKey.sublayerTransform, newValue) }
    }
    open var isHidden: Bool {
        get { self[LayerKey.hidden] }
        set { set(LayerKey.hidden, newValue) }
    }
    open var masksToBounds: Bool {
        get { self[LayerKey.masksToBounds] }
        set { set(LayerKey.masksToBounds, newValue) }
    }
    open var cornerRadius: CGFloat {
        get { self[LayerKey.cornerRadius] }
        set { set(LayerKey.cornerRadius, newValue) }
    }
    /// The curve of the rounded corners: `.circular` (the default) or `.continuous`.
    open var cornerCurve: CALayerCornerCurve {
        get { self[LayerKey.cornerCurve] }
        set { set(LayerKey.cornerCurve, newValue) }
    }
    open var backgroundColor: CGColor? {
        get { self[LayerKey.backgroundColor] }
        set { set(LayerKey.backgroundColor, newValue) }
    }
    open var borderWidth: CGFloat {
        get { self[LayerKey.borderWidth] }
        set { set(LayerKey.borderWidth, newValue) }
    }
    open var borderColor: CGColor? {
        get { self[LayerKey.borderColor] }
        set { set(LayerKey.borderColor, newValue) }
    }
    /// The shadow's color (opaque black unless set); nil draws none.
    open var shadowColor: CGColor? {
        get { self[LayerKey.shadowColor] }
        set { set(LayerKey.shadowColor, newValue) }
    }
    /// The shadow's opacity, 0 (none, the default) to 1.
    open var shadowOpacity: Float {
        get { self[LayerKey.shadowOpacity] }
        set { set(LayerKey.shadowOpacity, newValue) }
    }
    /// How far the shadow lies from the layer, in points (3 up unless set, as on a device).
    open var shadowOffset: CGSize {
        get { self[LayerKey.shadowOffset] }
        set { set(LayerKey.shadowOffset, newValue) }
    }
    /// How far the shadow is blurred, in points: the standard deviation of its Gaussian.
    open var shadowRadius: CGFloat {
        get { self[LayerKey.shadowRadius] }
        set { set(LayerKey.shadowRadius, newValue) }
    }
    /// The shape that casts the shadow; nil casts the layer's own drawing, sublayers included.
    open var shadowPath: CGPath? {
        get { self[LayerKey.shadowPath] }
        set { set(LayerKey.shadowPath, newValue) }
    }
    /// A layer whose alpha cuts this layer's content.
    open var mask: CALayer? {
        get { self[LayerKey.mask] }
        set { set(LayerKey.mask, newValue) }
    }
    /// Whether a change of size asks for `draw(in:)` again (off by default: the old drawing
    /// is stretched, as on a device).
    open var needsDisplayOnBoundsChange: Bool {
        get { self[LayerKey.needsDisplayOnBoundsChange] }
        set { set(LayerKey.needsDisplayOnBoundsChange, newValue) }
    }
    /// An image (a `CGImage`) the layer shows when it draws nothing itself, fitted to the
    /// bounds by `contentsGravity` (see CALayer+Contents.swift).
    open var contents: Any? {
        get { self[LayerKey.contents] }
        set { set(LayerKey.contents, newValue) }
    }
    /// Pixels per point of the layer's backing store; kept for source compatibility.
    open var contentsScale: CGFloat {
        get { self[LayerKey.contentsScale] }
        set { set(LayerKey.contentsScale, newValue) }
    }
    /// How the drawing is fitted when the bounds' size differs from the size it was drawn at.
    open var contentsGravity: CALayerContentsGravity {
        get { self[LayerKey.contentsGravity] }
        set { set(LayerKey.contentsGravity, newValue) }
    }
    /// Whether drawing may be queued to a background thread; kept, but drawing stays
    /// synchronous, which a frame at an exact time needs (and what is drawn is the same).
    open var drawsAsynchronously: Bool {
        get { self[LayerKey.drawsAsynchronously] }
        set { set(LayerKey.drawsAsynchronously, newValue) }
    }
    /// Whether the layer is drawn once into a bitmap that later frames reuse; kept, but every
    /// frame draws the layer afresh, which shows the same at the screen's scale.
    open var shouldRasterize: Bool {
        get { self[LayerKey.shouldRasterize] }
        set { set(LayerKey.shouldRasterize, newValue) }
    }
    /// Pixels per point of the bitmap `shouldRasterize` keeps; kept, changes nothing drawn.
    open var rasterizationScale: CGFloat {
        get { self[LayerKey.rasterizationScale] }
        set { set(LayerKey.rasterizationScale, newValue) }
    }
    /// A name for finding the layer.
    open var name: String? {
        get { self[LayerKey.name] }
        set { set(LayerKey.name, newValue) }
    }
    /// Actions by key, searched by `action(forKey:)` after the delegate; `NSNull()` turns off
    /// the implicit animation of that key.
    open var actions: [String: any CAAction]? {
        get { self[LayerKey.actions] }
        set { set(LayerKey.actions, newValue) }
    }
    /// Values for keys the layer has no value of its own for, searched after `actions` for
    /// an "actions" dictionary (and on through a nested "style").
    open var style: [AnyHashable: Any]? {
        get { self[LayerKey.style] }
        set { set(LayerKey.style, newValue) }
    }
    /// Who draws the layer's content and decides its actions (a view, for its own layer).
    open weak var delegate: CALayerDelegate?

    /// The superlayer, if any.
    open private(set) weak var superlayer: CALayer?
    /// The layer a presentation copy shows, which `model()` answers; nil on a model layer.
    weak var presentedModel: CALayer?
    /// How fast the layer's time runs against its superlayer's (0 stops it: the pause idiom).
    open var speed: Float {
        get { self[LayerKey.speed] }
        set { set(LayerKey.speed, newValue) }
    }
    /// Seconds added to the layer's time after `speed` scales it.
    open var timeOffset: CFTimeInterval {
        get { self[LayerKey.timeOffset] }
        set { set(LayerKey.timeOffset, newValue) }
    }
    /// The superlayer time at which the layer's time starts.
    open var beginTime: CFTimeInterval {
        get { self[LayerKey.beginTime] }
        set { set(LayerKey.beginTime, newValue) }
    }
    /// The layer's own CAMediaTiming duration, repetition and fill; kept, but a layer here is
    /// always active (its time is only moved by `speed`, `beginTime` and `timeOffset`), as a
    /// layer whose duration is left at 0 is on iOS.
    open var duration: CFTimeInterval {
        get { self[LayerKey.duration] }
        set { set(LayerKey.duration, newValue) }
    }
    /// See `duration`: kept, no effect on the layer's time.
    open var repeatCount: Float {
        get { self[LayerKey.repeatCount] }
        set { set(LayerKey.repeatCount, newValue) }
    }
    /// See `duration`: kept, no effect on the layer's time.
    open var repeatDuration: CFTimeInterval {
        get { self[LayerKey.repeatDuration] }
        set { set(LayerKey.repeatDuration, newValue) }
    }
    /// See `duration`: kept, no effect on the layer's time.
    open var autoreverses: Bool {
        get { self[LayerKey.autoreverses] }
        set { set(LayerKey.autoreverses, newValue) }
    }
    /// See `duration`: kept, no effect on the layer's time.
    open var fillMode: CAMediaTimingFillMode {
        get { self[LayerKey.fillMode] }
        set { set(LayerKey.fillMode, newValue) }
    }
    /// Whether `p` (in the layer's coordinates) is inside its bounds, as `hitTest(_:)` asks;
    /// subclasses answer for their own shapes.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    /// The frontmost, deepest layer of this one's tree (itself included) that holds `p`, a
    /// point in the superlayer's coordinates; nil when this layer is hidden or does not hold it
    /// (so a sublayer outside its bounds is not found, as in Core Animation).
    open func hitTest(_ p: CGPoint) -> CALayer? { layerHit(at: p) }
    /// Whether the layer's content fills its bounds opaquely, a hint for drawing; kept, as
    /// Ombre composites every layer as what it draws says.
    open var isOpaque = false
    /// Whether the layer has a method for `aSelector` (see `UIResponder.responds(to:)`).
    open func responds(to aSelector: Selector!) -> Bool {
        aSelector.map { ObjCRuntime.responds(self, to: $0) } ?? false
    }
    /// The object a message the layer has no method for goes to instead; nil by default.
    open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
    /// The sublayers, back to front; nil when there are none.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = []
            for child in newValue ?? [] { addSublayer(child) }
        }
    }
    var children: [CALayer] = []

    /// The animations by key, in the order they were added.
    var running: [RunningAnimation] = []
    /// Set once the layer has been shown: before that, changes get no class-default action.
    var hasBeenCommitted = false
    /// What `draw(in:)` drew, and the bounds it drew in.
    var drawing: (list: DisplayList, bounds: CGRect)?
    var needsDisplayFlag = true
    var needsLayoutFlag = true

    /// A layer with no content; the current transaction holds it until it commits, as Core
    /// Animation's does.
    public override init() {
        store = LayerStore(for: Self.self)
        super.init()
        UIKitWorld.current.implicitTransaction.freshLayers.append(self)
    }

    /// The initializer of shadow copies: in a presentation copy Core Animation makes, the
    /// copy of `layer`'s properties, which a subclass overrides to copy its own, as on iOS.
    ///
    /// Called by code for any other purpose (Apple documents it as undefined there), it makes
    /// a new layer with the class's defaults, as a device does: nothing of `layer` (its
    /// frame, colors, content) carries over.
    public init(layer: Any) {
        let world = UIKitWorld.current
        let source = world.layerBeingPresented.flatMap { $0 === layer as AnyObject ? $0 : nil }
        store = source?.store ?? LayerStore(for: Self.self)
        super.init()
        if let source {
            copyProperties(from: source)
        } else {
            world.implicitTransaction.freshLayers.append(self)
        }
    }

    /// Layers come from archives on a device; here this makes a layer with no content.
    public required init?(coder: NSCoder) {
        store = LayerStore(for: Self.self)
        super.init()
        UIKitWorld.current.implicitTransaction.freshLayers.append(self)
    }

    /// A layer of this class: a presentation copy of `source` made by `init(layer:)`, or a new
    /// one made by `init()` when `source` is nil.
    ///
    /// Core Animation makes layers of a subclass (a view's `layerClass`, presentation copies)
    /// through the Objective-C runtime; Swift on Linux needs a required initializer. Being a
    /// convenience initializer, a subclass inherits it when it overrides all of `init()`,
    /// `init(layer:)` and `init?(coder:)`, or none of them, as layers written for iOS do.
    public required convenience init(ombreMaking source: CALayer?) {
        if let source { self.init(layer: source) } else { self.init() }
    }

    /// Copies what the store does not hold of `other` (its drawing): `init(layer:)` has
    /// copied every keyed property, a subclass's `@NSManaged` ones included, as Core Animation
    /// copies them into presentation layers.
    open func copyProperties(from other: CALayer) {
        drawing = other.drawing
    }

    // MARK: - Keys (see CALayer+KeyValueCoding.swift and CALayer+Actions.swift)

    /// The value for `key`: a property's, what was set for any other key, or the class's
    /// `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { storedValue(forKey: key) }

    /// Sets the value for `key`, as setting the property does (a key of no property is kept
    /// as given, as a layer is key-value compliant for any key).
    open func setValue(_ value: Any?, forKey key: String) { storeValue(value, forKey: key) }

    /// The value at a key path: a key, a sublayer's key, or a part of a structure
    /// ("position.x", "bounds.size.width", "transform.scale" …).
    open func value(forKeyPath keyPath: String) -> Any? { value(following: keyPath) }

    /// Sets the value at a key path; a part of a structure changes only that part.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, following: keyPath) }

    /// The value of a key never set: Core Animation's default for its properties, nil for
    /// other keys; override to supply defaults of your own.
    open class func defaultValue(forKey key: String) -> Any? {
        LayerKey.property(key).flatMap { opened($0.defaultAny) }
    }

    /// Whether a change of `key` asks for display again; false unless overridden (a custom
    /// animatable property that says true is redrawn in every frame of its animations).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The action for a change of `event`: the delegate's answer, else the `actions`
    /// dictionary's, else the `style`'s "actions", else `defaultAction(forKey:)`; `NSNull`
    /// anywhere ends the search with none.
    open func action(forKey event: String) -> (any CAAction)? { searchAction(forKey: event) }

    /// The class's action for `event`: for a property Core Animation animates, a basic
    /// animation over the transaction's duration and timing; nil for other keys.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { implicitAnimation(forKey: event) }

    /// What the layer itself draws at `time` in `bounds`.
    func content(at time: Double, bounds: CGRect) -> LayerContent {
        guard let drawing = animatedDrawing(at: time) ?? drawing, !drawing.list.isEmpty else {
            return contentsImage(bounds: bounds)
        }
        return .drawing(drawing.list, fit: fit(from: drawing.bounds, to: bounds).ombre)
    }

    // MARK: - Geometry

    /// The layer's rectangle in its superlayer (the bounding box when transformed). Setting it
    /// sets the bounds' size and the position.
    open var frame: CGRect {
        get { bounds.applying(toSuperlayer) }
        set {
            let size = CGSize(width: abs(newValue.width), height: abs(newValue.height))
            let origin = newValue.standardized.origin
            bounds = CGRect(origin: bounds.origin, size: size)
            position = CGPoint(x: origin.x + anchorPoint.x * size.width, y: origin.y + anchorPoint.y * size.height)
        }
    }

    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform { transform.affine }

    /// Sets `transform` from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(m) }

    /// Maps the layer's coordinates to its superlayer's.
    var toSuperlayer: CGAffineTransform {
        Self.toSuperlayer(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform.affine)
    }

    static func toSuperlayer(
        bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CGAffineTransform
    ) -> CGAffineTransform {
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// `point` in this layer's coordinates mapped to `layer`'s (both in one tree).
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let moved = point.applying(rootTransform)
        return layer.map { moved.applying($0.rootTransform.inverted()) } ?? moved
    }

    /// Maps this layer's coordinates to its root layer's.
    private var rootTransform: CGAffineTransform {
        ancestry.reduce(CGAffineTransform.identity) { $0.concatenating($1.toSuperlayer) }
    }

    /// `point` in `layer`'s coordinates mapped to this layer's.
    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let layer else { return point.applying(rootTransform.inverted()) }
        return layer.convert(point, to: self)
    }

    /// This layer and its superlayers up to the root, nearest first, the root excluded.
    private var ancestry: [CALayer] {
        var list: [CALayer] = []
        var layer: CALayer? = self
        while let l = layer, l.superlayer != nil {
            list.append(l)
            layer = l.superlayer
        }
        return list
    }

    // MARK: - Hierarchy

    /// Adds `layer` on top of the sublayers.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(children.count))
    }

    /// Inserts `layer` at `index` among the sublayers.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(index), children.count))
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s }.map { $0 + 1 } } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `layer` where `old` was.
    open func replaceSublayer(_ old: CALayer, with layer: CALayer) {
        guard let index = children.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(layer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: - Display and layout

    /// Asks for `draw(in:)` before the next frame.
    open func setNeedsDisplay() { needsDisplayFlag = true }

    /// Whether `draw(in:)` will run before the next frame.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Runs `display()` now when the layer needs it.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        display()
    }

    /// Draws the layer's content with `draw(in:)` (whose default asks the delegate), as
    /// Core Animation does when a subclass or delegate does not supply contents another way.
    open func display() {
        needsDisplayFlag = false
        let context = CGContext(bounds: bounds)
        let world = UIKitWorld.current
        world.contexts.append(context)
        defer { world.contexts.removeLast() }
        draw(in: context)
        drawing = (context.recording.fused(), bounds)
    }

    /// Draws the layer's content; override to draw. By default the delegate (a view, for its
    /// own layer) draws.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Asks for `layoutSublayers()` before the next frame.
    open func setNeedsLayout() { needsLayoutFlag = true }

    /// Whether layout will run before the next frame.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out now when needed, then the sublayers.
    open func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for child in children { child.layoutIfNeeded() }
        // A mask is laid out as a sublayer is; a view's layer lays out as its view.
        // Views are laid out on the main thread, where Ombre drives its layers.
        if let view = mask?.delegate as? UIView {
            MainActor.assumeIsolated { view.layoutIfNeeded() }
        } else {
            mask?.layoutIfNeeded()
        }
    }

    /// Places the sublayers; override to arrange them. By default the delegate does.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    func layoutBoundsChanged() {
        setNeedsLayout()
        // A view's layer changes size on the main thread, where its view lives.
        if let view = delegate as? UIView { MainActor.assumeIsolated { view.layerSizeDidChange() } }
    }
}

/// An animation on a layer, with what has been reported of it.
struct RunningAnimation {
    let key: String
    let animation: CAAnimation
    var started = false
    var ended = false
}
