import Foundation
import OmbreGraphics

/// A drawing destination, as `UIGraphicsGetCurrentContext()` returns one inside `draw(_:)`.
///
/// It records what is drawn as vector operations in the layer's coordinates; the layer keeps
/// them and the renderer replays them into each frame, so a view's `draw(_:)` runs only when it
/// needs display, as on a device. Graphics state (transform, clip, colors, line style, alpha)
/// is saved and restored with `saveGState()` and `restoreGState()`.
open class CGContext {
    struct GState {
        var ctm = CGAffineTransform.identity
        var fill = Color.black
        var stroke = Color.black
        /// The images that pattern fill and stroke colors repeat, over the base space.
        var fillPattern: ColorPattern?
        var strokePattern: ColorPattern?
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dash: [CGFloat] = []
        var dashPhase: CGFloat = 0
        var shadow: DrawShadow?
        var alpha: CGFloat = 1
        /// Set by `setBlendMode(_:)`.
        var blendMode = CGBlendMode.normal
        /// Set by `setFlatness(_:)`; nil draws curves as closely as Ombre does by default.
        var flatness: CGFloat?
        /// The clip's bounding box in the base space.
        var clipBox: CGRect
    }

    var state: GState
    private var saved: [GState] = []
    /// Open transparency layers: where their operations start, and the alpha and shadow they
    /// are composited with.
    private var layers: [(start: Int, alpha: CGFloat, shadow: DrawShadow?)] = []
    /// The current path, in the base space (points are mapped through the transform as added).
    var path = Path()
    var list = DisplayList()
    /// The pixels a bitmap context draws into; nil for a layer's context.
    var bitmap: BitmapTarget?
    /// The memory a bitmap context made for `data` when it was given none.
    var ownMemory: BitmapMemory?

    /// A context for a layer whose bounds are `bounds`.
    init(bounds: CGRect) {
        state = GState(clipBox: bounds)
    }

    /// The display list recorded so far.
    var recording: DisplayList { list }

    // MARK: - State

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        saved.append(state)
        list.operations.append(.save)
    }

    /// Pops the graphics state saved last; does nothing when none is saved.
    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        state = last
        list.operations.append(.restore)
    }

    /// The current transformation matrix.
    public var ctm: CGAffineTransform { state.ctm }

    /// Applies `t` before the current transform.
    public func concatenate(_ t: CGAffineTransform) { state.ctm = t.concatenating(state.ctm) }
    /// Moves the origin.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Sets the color that fills use.
    public func setFillColor(_ color: CGColor) {
        state.fill = color.color
        state.fillPattern = color.pattern
    }
    /// Sets the color that strokes use.
    public func setStrokeColor(_ color: CGColor) {
        state.stroke = color.color
        state.strokePattern = color.pattern
    }
    /// Sets the fill color from components in 0...1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the stroke color from components in 0...1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the pen's width in user space.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// Sets how open ends are stroked.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets how corners are stroked.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Shadows what is drawn from now on with black at 1/3 opacity, `offset` in the context's
    /// base space (whatever the transform) and `blur` points of blur.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    /// Shadows what is drawn from now on with `color`; nil or a clear color turns shadows off.
    /// `blur` is twice the standard deviation of the Gaussian, in points.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.color.alpha > 0 else {
            state.shadow = nil
            return
        }
        let blur = blur.isFinite ? max(Double(blur), 0) : 0
        state.shadow = DrawShadow(
            offset: Point(x: Double(offset.width), y: Double(offset.height)), blur: blur, color: color.color)
    }

    /// Appends drawing operations, as one shadowed group while a shadow is set.
    func record(_ operations: [DrawOperation]) {
        var operations = operations
        if let flatness = state.flatness {
            operations = [.save, .flatness(Double(flatness) * Self.flatnessScale)] + operations + [.restore]
        }
        if let shadow = state.shadow {
            operations = [.shadowed(shadow, operations)]
        }
        if let mode = state.blendMode.blending {
            operations = [.blended(operations, mode)]
        }
        list.operations.append(contentsOf: operations)
    }

    /// Draws what follows into a transparency layer until `endTransparencyLayer()`: it is
    /// composited as one object, with the alpha and shadow set now (inside, alpha is 1 and no
    /// shadow is set).
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        layers.append((list.operations.count, state.alpha, state.shadow))
        state.alpha = 1
        state.shadow = nil
    }

    /// `beginTransparencyLayer(auxiliaryInfo:)`; the layer is not limited to `rect` here.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    }

    /// Composites the transparency layer begun last; does nothing when none is open.
    public func endTransparencyLayer() {
        guard let layer = layers.popLast() else { return }
        let inner = Array(list.operations[layer.start...])
        list.operations.removeSubrange(layer.start...)
        state.alpha = layer.alpha
        state.shadow = layer.shadow
        record([.group(inner, alpha: Double(layer.alpha))])
    }

    /// Records what `body` draws as one shadowed group while a shadow is set, so that it casts
    /// one shadow.
    func recordingTogether(_ body: () -> Void) {
        guard let shadow = state.shadow else { return body() }
        let start = list.operations.count
        state.shadow = nil
        body()
        state.shadow = shadow
        let group = Array(list.operations[start...])
        list.operations.removeSubrange(start...)
        list.operations.append(.shadowed(shadow, group))
    }

    /// Dashes later strokes: `lengths` alternate painted and unpainted, starting `phase` into
    /// them; an empty array strokes solid again.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dash = lengths
        state.dashPhase = phase
    }
    /// Sets how closely curves are filled from now on: as Core Graphics' chords within
    /// `flatness` · `flatnessScale` device pixels of them (see `Canvas.setFlatness(_:)`).
    /// Until it is called, curves keep their area, which iOS's context fills match best;
    /// strokes always do.
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }

    /// Device pixels of chord distance per unit of flatness.
    ///
    /// Apple documents flatness as the distance itself; iOS's chords lie closer. Measured on
    /// swift-snapshot-testing's heart filled by `UIBezierPath.fill()` at its flatness 0.6
    /// (`testUIBezierPath.iOS.png`): every curve there, quadratic or cubic, radius 15 or 30 pt,
    /// is cut into 8 equal parameter steps, which halving gives for chords within 0.25–0.32 px;
    /// see WhatIOSDraws.
    static let flatnessScale = 0.5

    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Sets the opacity applied to everything drawn, 0...1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
    /// Kept for source compatibility: Ombre always anti-aliases, as a device does by default.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    /// Kept for source compatibility: Ombre always anti-aliases, as a device does by default.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    // MARK: - The current path

    /// Empties the current path.
    public func beginPath() { path = Path() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }
    /// The current point in user space.
    public var currentPointOfPath: CGPoint {
        guard let p = path.currentPoint else { return .zero }
        return CGPoint(p).applying(state.ctm.inverted())
    }
    /// The current path's bounding box in user space.
    public var boundingBoxOfPath: CGRect {
        CGRect(path.boundingBox).applying(state.ctm.inverted())
    }
    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect { state.clipBox.applying(state.ctm.inverted()) }

    private func base(_ p: CGPoint) -> Point { Point(p.applying(state.ctm)) }

    /// Starts a subpath.
    public func move(to point: CGPoint) { path.move(to: base(point)) }
    /// Adds a line.
    public func addLine(to point: CGPoint) { path.addLine(to: base(point)) }
    /// Adds lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: base(end), control1: base(control1), control2: base(control2))
    }
    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: base(end), control: base(control))
    }
    /// Adds an arc; `clockwise` in Core Graphics' y-up sense (anticlockwise on a UIKit screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let piece = CGMutablePath()
        if let p = path.currentPoint { piece.move(to: CGPoint(p).applying(state.ctm.inverted())) }
        piece.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        addPath(piece)
    }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { path.addPath(Path(rect: Rect(rect)).applying(state.ctm.ombre)) }
    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { path.addPath(Path(ellipseIn: Rect(rect)).applying(state.ctm.ombre)) }
    /// Adds every subpath of `other`, mapped through the current transform.
    public func addPath(_ other: CGPath) {
        let transform = state.ctm.ombre
        let mapped = transform.isIdentity ? other.path : other.path.applying(transform)
        if path.isEmpty {
            // Added one by one to an empty path, the elements would be these; sharing them
            // saves copying a long outline that `draw(_:)` adds every frame.
            path = mapped
        } else if path.currentPoint != nil, case .move(let p)? = mapped.elements.first, p == path.currentPoint {
            path.appendSegments(of: mapped)
        } else {
            path.addPath(mapped)
        }
    }
}
