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
    open var bounds: CGRect = .zero {
        didSet {
            guard bounds != oldValue else { return }
            changed("bounds", from: oldValue)
            if bounds.size != oldValue.size {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                layoutBoundsChanged()
            }
        }
    }
    open var position: CGPoint = .zero { didSet { if position != oldValue { changed("position", from: oldValue) } } }
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { if anchorPoint != oldValue { changed("anchorPoint", from: oldValue) } }
    }
    open var transform: CATransform3D = CATransform3DIdentity {
        didSet { if transform != oldValue { changed("transform", from: oldValue) } }
    }
    open var opacity: Float = 1 { didSet { if opacity != oldValue { changed("opacity", from: oldValue) } } }
    /// Where the layer sits among its siblings: higher draws in front (ties keep the order of
    /// the sublayers).
    open var zPosition: CGFloat = 0 {
        didSet { if zPosition != oldValue { changed("zPosition", from: oldValue) } }
    }
    /// A transform applied to the sublayers about this layer's anchor point (its affine part;
    /// perspective is not drawn).
    open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        didSet { if sublayerTransform != oldValue { changed("sublayerTransform", from: oldValue) } }
    }
    open var isHidden = false
    open var masksToBounds = false
    open var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { changed("cornerRadius", from: oldValue) } }
    }
    /// The curve of the rounded corners: `.circular` (the default) or `.continuous`.
    open var cornerCurve: CALayerCornerCurve = .circular
    open var backgroundColor: CGColor? {
        didSet { if backgroundColor != oldValue { changed("backgroundColor", from: OptionalColor(color: oldValue)) } }
    }
    open var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { changed("borderWidth", from: oldValue) } }
    }
    open var borderColor: CGColor? = .black {
        didSet { if borderColor != oldValue { changed("borderColor", from: OptionalColor(color: oldValue)) } }
    }
    /// The shadow's color (opaque black unless set); nil draws none.
    open var shadowColor: CGColor? = .black {
        didSet { if shadowColor != oldValue { changed("shadowColor", from: OptionalColor(color: oldValue)) } }
    }
    /// The shadow's opacity, 0 (none, the default) to 1.
    open var shadowOpacity: Float = 0 {
        didSet { if shadowOpacity != oldValue { changed("shadowOpacity", from: oldValue) } }
    }
    /// How far the shadow lies from the layer, in points (3 up unless set, as on a device).
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { changed("shadowOffset", from: oldValue) } }
    }
    /// How far the shadow is blurred, in points: the standard deviation of its Gaussian.
    open var shadowRadius: CGFloat = 3 {
        didSet { if shadowRadius != oldValue { changed("shadowRadius", from: oldValue) } }
    }
    /// The shape that casts the shadow; nil casts the layer's own drawing, sublayers included.
    open var shadowPath: CGPath?
    /// A layer whose alpha cuts this layer's content.
    open var mask: CALayer?
    /// Whether a change of size asks for `draw(in:)` again (off by default: the old drawing
    /// is stretched, as on a device).
    open var needsDisplayOnBoundsChange = false
    /// An image (a `CGImage`) the layer shows when it draws nothing itself, fitted to the
    /// bounds by `contentsGravity` (see CALayer+Contents.swift).
    open var contents: Any?
    /// Pixels per point of the layer's backing store; kept for source compatibility.
    open var contentsScale: CGFloat = 1
    /// How the drawing is fitted when the bounds' size differs from the size it was drawn at.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// Whether drawing may be queued to a background thread; kept, but drawing stays
    /// synchronous, which a frame at an exact time needs (and what is drawn is the same).
    open var drawsAsynchronously = false
    /// Whether the layer is drawn once into a bitmap that later frames reuse; kept, but every
    /// frame draws the layer afresh, which shows the same at the screen's scale.
    open var shouldRasterize = false
    /// Pixels per point of the bitmap `shouldRasterize` keeps; kept, changes nothing drawn.
    open var rasterizationScale: CGFloat = 1
    /// A name for finding the layer.
    open var name: String?
    /// Actions by key; `NSNull()` turns off the implicit animation of that key.
    open var actions: [String: Any]?
    /// Who draws the layer's content and decides its actions (a view, for its own layer).
    open weak var delegate: CALayerDelegate?

    /// The superlayer, if any.
    open private(set) weak var superlayer: CALayer?
    /// How fast the layer's time runs against its superlayer's (0 stops it: the pause idiom).
    open var speed: Float = 1
    /// Seconds added to the layer's time after `speed` scales it.
    open var timeOffset: CFTimeInterval = 0
    /// The superlayer time at which the layer's time starts.
    open var beginTime: CFTimeInterval = 0
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
    /// Set once the layer has been shown: before that, changes never animate implicitly.
    var hasBeenCommitted = false
    /// What `draw(in:)` drew, and the bounds it drew in.
    var drawing: (list: DisplayList, bounds: CGRect)?
    var needsDisplayFlag = true
    var needsLayoutFlag = true

    /// A layer with no content; the current transaction holds it until it commits, as Core
    /// Animation's does.
    public override init() {
        super.init()
        UIKitWorld.current.implicitTransaction.freshLayers.append(self)
    }

    /// A copy of `layer`'s properties, as Core Animation makes for presentation layers; a
    /// subclass overrides it to copy its own properties, as on iOS.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { copyProperties(from: other) }
    }

    /// Layers come from archives on a device; here this makes a layer with no content.
    public required init?(coder: NSCoder) {
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

    /// Copies the model properties of `other`.
    open func copyProperties(from other: CALayer) {
        speed = other.speed
        timeOffset = other.timeOffset
        beginTime = other.beginTime
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        transform = other.transform
        opacity = other.opacity
        zPosition = other.zPosition
        sublayerTransform = other.sublayerTransform
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        cornerRadius = other.cornerRadius
        cornerCurve = other.cornerCurve
        backgroundColor = other.backgroundColor
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contentsGravity = other.contentsGravity
        name = other.name
        drawing = other.drawing
    }

    /// Sets this copy's animatable properties to what `source` shows at `time`.
    open func applyPresentation(of source: CALayer, at time: Double) {
        bounds = source.presentedBounds(at: time)
        position = source.presentedPosition(at: time)
        anchorPoint = source.presented("anchorPoint", source.anchorPoint, at: time)
        transform = source.presentedTransform(at: time)
        opacity = source.presented("opacity", source.opacity, at: time)
        zPosition = source.presented("zPosition", source.zPosition, at: time)
        sublayerTransform = source.presented("sublayerTransform", source.sublayerTransform, at: time)
        cornerRadius = source.presented("cornerRadius", source.cornerRadius, at: time)
        backgroundColor =
            source.presented("backgroundColor", OptionalColor(color: source.backgroundColor), at: time).color
        borderWidth = source.presented("borderWidth", source.borderWidth, at: time)
        borderColor = source.presented("borderColor", OptionalColor(color: source.borderColor), at: time).color
        shadowColor = source.presented("shadowColor", OptionalColor(color: source.shadowColor), at: time).color
        shadowOpacity = source.presented("shadowOpacity", source.shadowOpacity, at: time)
        shadowOffset = source.presented("shadowOffset", source.shadowOffset, at: time)
        shadowRadius = source.presented("shadowRadius", source.shadowRadius, at: time)
    }

    /// What the layer itself draws at `time` in `bounds`.
    func content(at time: Double, bounds: CGRect) -> LayerContent {
        guard let drawing, !drawing.list.isEmpty else { return contentsImage(bounds: bounds) }
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

/// How a layer's drawing is fitted to bounds of another size.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// What a view does for its own layer: draws it, lays it out and declines implicit animations.
public protocol CALayerDelegate: AnyObject {
    /// Draws `layer`'s content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out `layer`'s sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event`: nil lets the layer decide, `NSNull()` means none.
    func action(for layer: CALayer, forKey event: String) -> Any?
}

extension CALayerDelegate {
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> Any? { nil }
}

/// An animation on a layer, with what has been reported of it.
struct RunningAnimation {
    let key: String
    let animation: CAAnimation
    var started = false
    var ended = false
}
