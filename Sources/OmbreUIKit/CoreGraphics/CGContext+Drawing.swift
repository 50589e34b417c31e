import Foundation
import OmbreGraphics

extension CGContext {
    // MARK: - Clipping

    /// Intersects the clip with the current path under `rule` and empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        list.operations.append(.clip(path, rule.ombre))
        state.clipBox = state.clipBox.intersection(CGRect(path.boundingBox))
        path = Path()
    }

    /// Intersects the clip with `rect` (in user space).
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let saved = path
        path = Path()
        addRects(rects)
        clip(using: .winding)
        path = saved
    }

    // MARK: - Painting the path

    /// Fills the current path under `rule` with the fill color and empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        if let replacement = replacement(state.fill) {
            record([.replace(path, replacement.color, alpha: replacement.alpha)])
        } else {
            record([.fill(path, fillPaint, rule.ombre, alpha: state.alpha)])
        }
        path = Path()
    }

    /// Fills the current path under the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke color and line style, and empties the path.
    public func strokePath() {
        if let replacement = replacement(state.stroke) {
            record([.replace(strokedOutline, replacement.color, alpha: replacement.alpha)])
            path = Path()
            return
        }
        let user = path.applying(state.ctm.inverted().ombre)
        let paint = state.strokePattern.map { $0.paint(toUser: state.ctm.inverted().ombre) } ?? .color(state.stroke)
        record([.stroke(user, paint, strokeStyle, transform: state.ctm.ombre, alpha: state.alpha)])
        path = Path()
    }

    /// Replaces the current path with the outline stroking it paints with the context's line
    /// width, joins, caps, miter limit and dashes: filling that outline, or clipping to it and
    /// filling, covers what `strokePath()` covers (a gradient drawn along a stroke, say).
    ///
    /// Curves and round joins and caps come back as straight lines within 1/160 of a unit.
    public func replacePathWithStrokedPath() {
        path = strokedOutline
    }

    /// The outline stroking the current path covers, in the base space.
    private var strokedOutline: Path {
        let user = path.applying(state.ctm.inverted().ombre)
        return user.strokeOutline(strokeStyle, tolerance: 1.0 / 160).applying(state.ctm.ombre)
    }

    /// Fills, strokes or both, then empties the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let saved = path
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            // One object, one shadow.
            recordingTogether {
                fillPath(using: mode == .fillStroke ? .winding : .evenOdd)
                path = saved
                strokePath()
            }
        }
    }

    /// Fills `rect` with the fill color; the current path is left alone.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills `rects` with the fill color.
    public func fill(_ rects: [CGRect]) {
        withTemporaryPath {
            addRects(rects)
            fillPath()
        }
    }

    /// Paints `rect` transparent, whatever was drawn there before; the current path is left
    /// alone.
    public func clear(_ rect: CGRect) { fill(rect, replacingWith: .clear, alpha: 1) }

    /// Sets `rect` to `color` at `alpha`, as the copy blend mode does (`UIRectFill`); the
    /// current path is left alone.
    func fill(_ rect: CGRect, replacingWith color: Color, alpha: CGFloat) {
        withTemporaryPath {
            addRect(rect)
            record([.replace(path, color, alpha: Double(alpha))])
        }
    }

    /// Strokes `rect` with the stroke color.
    public func stroke(_ rect: CGRect) {
        withTemporaryPath {
            addRect(rect)
            strokePath()
        }
    }

    /// Strokes `rect` with a pen `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = saved
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        withTemporaryPath {
            addEllipse(in: rect)
            fillPath()
        }
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        withTemporaryPath {
            addEllipse(in: rect)
            strokePath()
        }
    }

    /// Strokes straight lines between pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        withTemporaryPath {
            var i = 0
            while i + 1 < points.count {
                move(to: points[i])
                addLine(to: points[i + 1])
                i += 2
            }
            strokePath()
        }
    }

    // MARK: - Gradients

    /// Paints `gradient` along the line from `start` to `end` (user space) inside the clip.
    ///
    /// As on a device, nothing is painted before the start or past the end unless `options`
    /// extends the end colors there.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let s = Point(start)
        let e = Point(end)
        let axis = e - s
        guard axis.length > 0, axis.length.isFinite else { return }
        let paint = Paint.gradient(
            gradient.ombre(kind: .axial, start: s, end: e), bounds: Rect(x: 0, y: 0, width: 1, height: 1), dither: true)
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        guard !(before && after) else { return paintClip(paint) }
        // The band between the lines through start and end, across the axis, made long enough
        // to cover any view; an extended end pushes its side out of reach.
        let along = axis * (1 / axis.length)
        let across = Point(x: -along.y, y: along.x) * 1e6
        let a = before ? s - along * 1e6 : s
        let b = after ? e + along * 1e6 : e
        let band = Path(polygon: [a + across, b + across, b - across, a - across])
        paintClipped(paint, by: band, rule: .nonZero)
    }

    /// Paints `gradient` between two circles inside the clip: the start circle gets the first
    /// color and the end circle the last.
    ///
    /// Concentric circles (the usual case, as in a radial fill from a center) are drawn exactly.
    /// Circles with different centers are drawn about the end center, a known difference from
    /// the device. As on a device, nothing is painted inside the smaller circle or outside the
    /// larger unless `options` extends the end colors there.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let r0 = max(startRadius, 0)
        let r1 = max(endRadius, 0)
        let outer = max(r0, r1)
        guard outer > 0, outer.isFinite else { return }
        let c = Point(endCenter)
        // Ombre's radial gradient runs t = distance / outer from the center: stop l of the
        // gradient from r0 to r1 sits at (r0 + l·(r1 − r0)) / outer.
        var stops = gradient.ombre(kind: .radial, start: c, end: c).stops
        for i in stops.indices { stops[i].location = (r0 + stops[i].location * (r1 - r0)) / outer }
        if r1 < r0 { stops.reverse() }
        let ombre = OmbreGraphics.Gradient(
            kind: .radial, colors: stops.map(\.color), locations: stops.map(\.location), startPoint: c,
            endPoint: Point(x: c.x + outer, y: c.y + outer), interpolation: .srgb)
        let paint = Paint.gradient(ombre, bounds: Rect(x: 0, y: 0, width: 1, height: 1), dither: true)
        let inner = min(r0, r1)
        // The inner circle belongs to the start when the gradient grows outward.
        let extendsInner = options.contains(r0 <= r1 ? .drawsBeforeStartLocation : .drawsAfterEndLocation)
        let extendsOuter = options.contains(r0 <= r1 ? .drawsAfterEndLocation : .drawsBeforeStartLocation)
        var region = Path()
        if !extendsOuter {
            region.addEllipse(in: Rect(x: c.x - outer, y: c.y - outer, width: 2 * outer, height: 2 * outer))
        } else if !(extendsInner || inner == 0) {
            region.addRect(Rect(x: c.x - 1e6, y: c.y - 1e6, width: 2e6, height: 2e6))
        }
        if !extendsInner, inner > 0 {
            region.addEllipse(in: Rect(x: c.x - inner, y: c.y - inner, width: 2 * inner, height: 2 * inner))
        }
        if region.isEmpty || (!extendsOuter && (extendsInner || inner == 0) && clipLies(inCircle: c, radius: outer)) {
            return paintClip(paint)
        }
        paintClipped(paint, by: region, rule: .evenOdd)
    }

    /// Whether the clip's box lies inside the circle (user space) by more than a pixel at any
    /// scale, so that clipping to the circle too would change nothing.
    private func clipLies(inCircle center: Point, radius: Double) -> Bool {
        let t = state.ctm
        let stretch = Double(abs(t.a * t.d - t.b * t.c)).squareRoot()
        guard stretch > 0 else { return false }
        // A pixel at the smallest scale, 0.25 pixels per point, is 4 points.
        let reach = radius - 4 / stretch
        let box = state.clipBox
        let inverse = t.inverted()
        return [
            CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.minX, y: box.maxY),
            CGPoint(x: box.maxX, y: box.maxY),
        ].allSatisfy { corner in
            let p = corner.applying(inverse)
            let dx = Double(p.x) - center.x
            let dy = Double(p.y) - center.y
            return (dx * dx + dy * dy).squareRoot() <= reach
        }
    }

    /// What fills paint with: the fill color, or the image a pattern fill color repeats over
    /// the base space, where fills' paths are recorded.
    var fillPaint: Paint { state.fillPattern.map { $0.paint() } ?? .color(state.fill) }

    /// Fills a text outline (user space) with `color`, inside `clip` (user space) when given.
    func fillText(_ outline: Path, color: UIColor, clippedTo clip: CGRect?) {
        let base = state.ctm.ombre
        let paint = color.pattern.map { $0.paint() } ?? .color(color.color)
        let fill = DrawOperation.fill(outline.applying(base), paint, .nonZero, alpha: state.alpha)
        guard let clip else { return record([fill]) }
        record([.save, .clip(Path(rect: Rect(clip)).applying(base), .nonZero), fill, .restore])
    }

    // MARK: - Helpers

    /// Sets how later fills, strokes and images combine with what is drawn: `.normal` paints
    /// over it, `.copy` replaces it with the paint (as `UIRectFill` does), `.clear` makes it
    /// transparent where the shape covers, and the separable and non-separable modes
    /// (`.multiply` to `.luminosity`) blend each drawing onto it by their formulas (see
    /// `BlendMode`). The Porter-Duff modes (`.sourceIn` to `.plusLighter`) are drawn as
    /// `.normal`, said so on stderr the first time one is set.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        guard ![.normal, .copy, .clear].contains(mode), mode.blending == nil else { return }
        if Self.reportedBlendModes.insert(mode).inserted {
            FileHandle.standardError.writeDroppingOnFailure(
                "ombre: CGBlendMode.\(mode) is drawn as .normal (not drawn yet)\n")
        }
    }

    // Drawing code runs on the scene's one UIKit thread only, so the set is never shared.
    nonisolated(unsafe) private static var reportedBlendModes: Set<CGBlendMode> = []

    /// The color and alpha a fill or stroke of `paint` replaces what is drawn with in the copy
    /// or clear blend mode, nil when it paints over it.
    private func replacement(_ paint: Color) -> (color: Color, alpha: Double)? {
        switch state.blendMode {
        case .clear: (.clear, 1)
        case .copy: (paint, Double(state.alpha))
        default: nil
        }
    }

    var strokeStyle: StrokeStyle {
        StrokeStyle(
            width: state.lineWidth, join: state.lineJoin.ombre, miterLimit: state.miterLimit, cap: state.lineCap.ombre,
            dash: state.dash.map(Double.init), dashPhase: Double(state.dashPhase))
    }

    private func withTemporaryPath(_ body: () -> Void) {
        let saved = path
        path = Path()
        body()
        path = saved
    }

    private func paintClip(_ paint: Paint) {
        record([.paint(paint, transform: state.ctm.ombre, alpha: state.alpha)])
    }

    /// Paints `paint` inside the clip and `region` (user space).
    private func paintClipped(_ paint: Paint, by region: Path, rule: FillRule) {
        record([
            .save, .clip(region.applying(state.ctm.ombre), rule),
            .paint(paint, transform: state.ctm.ombre, alpha: state.alpha), .restore,
        ])
    }
}
