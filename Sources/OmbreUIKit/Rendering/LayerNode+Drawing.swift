import OmbreGraphics

extension LayerNode {
    /// Draws the layer and its sublayers into `canvas`, whose user space is the superlayer's.
    func draw(in canvas: Canvas) {
        guard opacity > 0 else { return }
        canvas.save()
        defer { canvas.restore() }
        let parent = canvas.transform
        canvas.concatenate(toParent)
        let needsGroup = opacity < 1 && (partCount > 1 || shadow != nil)
        if let mask = masks.first {
            if let rectangle = mask.plainRectangle {
                // An opaque rectangle masks as a rectangular clip does: content ending on its
                // edge shows that edge once (c, not c²), as on iOS.
                canvas.clip(to: rectangle)
            } else {
                let box = IntRect(covering: deviceBox(in: canvas.transform, parent: parent))
                canvas.withMaskedLayer(alpha: opacity, deviceBounds: box) {
                    drawShadowed(in: $0, parent: parent)
                } mask: {
                    mask.draw(in: $0)
                }
                return
            }
        }
        if needsGroup {
            let box = IntRect(covering: deviceBox(in: canvas.transform, parent: parent))
            canvas.withTransparencyLayer(alpha: opacity, deviceBounds: box) { drawShadowed(in: $0, parent: parent) }
        } else {
            canvas.multiplyAlpha(opacity)
            drawShadowed(in: canvas, parent: parent)
        }
    }

    /// The contents over the shadow, if the layer casts one; `parent` maps the superlayer's
    /// coordinates to the device, where the shadow's offset is measured.
    private func drawShadowed(in canvas: Canvas, parent: AffineTransform) {
        guard let shadow else { return drawContents(in: canvas) }
        canvas.save()
        defer { canvas.restore() }
        // Clipping to the bounds clips the shadow too, as on a device.
        clipToBoundsIfMasking(canvas)
        canvas.withShadow(
            color: shadow.color, offset: shadow.offset.applyingAsVector(parent),
            sigma: shadow.radius * parent.largestStretch, shape: shadow.path,
            deviceBounds: IntRect(covering: deviceBox(in: canvas.transform))
        ) { drawContents(in: $0) }
    }

    /// The layer as a rectangle in its superlayer's coordinates when all it draws is an opaque
    /// background over its bounds, axis-aligned there (a plain mask layer), else nil.
    private var plainRectangle: Path? {
        guard opacity >= 1, cornerRadius <= 0, borderWidth <= 0 || borderColor == nil, shadow == nil,
            content == .none, children.isEmpty, masks.isEmpty, let background, background.alpha >= 1,
            toParent.b == 0, toParent.c == 0
        else { return nil }
        return Path(rect: bounds).applying(toParent)
    }

    /// Clips to the (rounded) bounds when the layer masks to them.
    private func clipToBoundsIfMasking(_ canvas: Canvas) {
        guard masksToBounds else { return }
        if cornerRadius > 0 { canvas.clip(to: roundedBounds) } else { canvas.clip(toRect: bounds) }
    }

    /// The background, content, sublayers and border, in the layer's own coordinates.
    ///
    /// Only the content and the sublayers are cut to the bounds: the background and the border
    /// lie inside them already, and cutting an anti-aliased edge by a clip on the same edge
    /// would square its coverage (c² where iOS shows c: 64 instead of 128 on an edge at
    /// x.5 pixels).
    private func drawContents(in canvas: Canvas) {
        if let backgroundPattern {
            let paint = backgroundPattern.paint(origin: Point(x: bounds.minX, y: bounds.minY))
            if cornerRadius > 0 { canvas.fill(roundedBounds, with: paint) } else { canvas.fill(bounds, with: paint) }
        } else if let background, background.alpha > 0 {
            if cornerRadius > 0 {
                canvas.fill(roundedBounds, with: .color(background))
            } else {
                canvas.fill(bounds, with: .color(background))
            }
        }
        canvas.save()
        clipToBoundsIfMasking(canvas)
        drawContent(in: canvas)
        for child in children { child.draw(in: canvas) }
        canvas.restore()
        if borderWidth > 0, let borderColor, borderColor.alpha > 0, bounds.width > 0, bounds.height > 0 {
            // The border lies inside the bounds, over content and sublayers: none on empty
            // bounds (a line's shape layer with a border width), all of them when it is wider
            // than half their shorter side.
            if 2 * borderWidth >= min(bounds.width, bounds.height) {
                canvas.fill(cornerRadius > 0 ? roundedBounds : Path(rect: bounds), with: .color(borderColor))
            } else {
                let inset = bounds.insetBy(borderWidth / 2)
                let ring = Self.roundedRect(
                    inset, radius: max(cornerRadius - borderWidth / 2, 0), continuous: continuousCorners)
                canvas.stroke(ring, with: .color(borderColor), style: StrokeStyle(width: borderWidth))
            }
        }
    }

    private func drawContent(in canvas: Canvas) {
        switch content {
        case .none: break
        case .drawing(let list, let fit):
            // A drawing lives in a backing store the size of the bounds: nothing outside shows,
            // so the strips of the frame that miss them skip replaying it.
            let box = IntRect(covering: bounds.boundingBox(under: canvas.transform))
            guard !box.intersection(canvas.deviceClip).isEmpty else { break }
            canvas.save()
            canvas.clip(toRect: bounds)
            canvas.concatenate(fit)
            list.replay(into: canvas, deviceBounds: box)
            canvas.restore()
        case .gradient(let gradient, let dither):
            // Apple: the gradient fills "the shape of the layer (including rounded corners)",
            // as the background does, masking to the bounds or not (when it masks, the clip
            // rounds the corners: rounding them twice would square their edges' coverage).
            let paint = Paint.gradient(gradient, bounds: bounds, dither: dither)
            if cornerRadius > 0 && !masksToBounds {
                canvas.fill(roundedBounds, with: paint)
            } else {
                canvas.fill(bounds, with: paint)
            }
        case .shape(let shape):
            if let fill = shape.fill, let color = shape.fillColor, color.alpha > 0 {
                canvas.fill(fill, with: .color(color), rule: shape.rule)
            }
            if let stroke = shape.stroke, let color = shape.strokeColor, color.alpha > 0, !stroke.isEmpty {
                canvas.stroke(stroke, with: .color(color), style: shape.style)
            }
        }
    }

    private var roundedBounds: Path {
        Self.roundedRect(bounds, radius: cornerRadius, continuous: continuousCorners)
    }

    /// `rect` with corners of `radius` (none when it is 0), continuous or circular.
    private static func roundedRect(_ rect: Rect, radius: Double, continuous: Bool) -> Path {
        var path = Path()
        if radius <= 0 {
            path.addRect(rect)
        } else if continuous {
            path.addContinuousRoundedRect(rect, radius: radius)
        } else {
            path.addRoundedRect(rect, cornerWidth: radius, cornerHeight: radius)
        }
        return path
    }

    /// How many things draw inside the layer, so that fading each alone would differ from
    /// fading the group.
    private var partCount: Int {
        var n = children.count
        if background != nil { n += 1 }
        if content != .none { n += 1 }
        if borderWidth > 0 { n += 1 }
        return n
    }

    /// The device box of everything the layer and its sublayers may draw, given the map from
    /// its coordinates to device pixels; its shadow included when `parent` (the superlayer's
    /// map to device pixels) is given.
    func deviceBox(in transform: AffineTransform, parent: AffineTransform? = nil) -> Rect {
        var box = grown(bounds).boundingBox(under: transform)
        if !masksToBounds {
            for child in children {
                box = Self.union(box, child.deviceBox(in: child.toParent.concatenating(transform)))
            }
        }
        // The shadow is cast by the sublayers too, so it is grown from their box as well.
        if let shadow, let parent {
            let sigma = min(shadow.radius * parent.largestStretch, Canvas.largestShadowSigma)
            let reach = Double(AlphaBlur.reach(sigma: sigma)) + 1
            let offset = shadow.offset.applyingAsVector(parent)
            let cast = Rect(
                x: box.minX + offset.x - reach, y: box.minY + offset.y - reach, width: box.width + 2 * reach,
                height: box.height + 2 * reach)
            box = Self.union(box, cast)
        }
        return box
    }

    /// Shapes and strokes may reach past the bounds; a generous margin keeps them in the box.
    private func grown(_ r: Rect) -> Rect {
        var margin = 2.0
        if case .shape(let shape) = content {
            margin += shape.style.width * max(shape.style.miterLimit, 1)
            if let fill = shape.fill {
                return Self.union(r, fill.boundingBox).insetBy(-margin)
            }
        }
        return r.insetBy(-margin)
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX)
        let minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
