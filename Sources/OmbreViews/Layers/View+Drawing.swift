import OmbreGraphics

extension View {
    /// Whether drawing the view paints every pixel of its frame opaquely, so that what lies
    /// below never shows (the renderer then skips clearing under it).
    package var coversFrameOpaquely: Bool {
        guard !isHidden, alpha >= 1, transform.isIdentity else { return false }
        return (backgroundColor?.alpha ?? 0) >= 1 || layer.isOpaque
    }

    /// Draws the view and its subviews into `canvas`, whose user space is the superview's.
    ///
    /// A translucent view whose parts overlap (a background under content, or subviews) is
    /// drawn as a group, as UIKit does: its parts are composited together first and the result
    /// faded once, so they never show through each other.
    package func draw(in canvas: Canvas) {
        guard !isHidden, alpha > 0 else { return }
        canvas.save()
        defer { canvas.restore() }
        canvas.concatenate(transformToSuperview)
        // A view draws within its bounds (anti-aliasing reaches a pixel past them): when those
        // miss the pixels the canvas may touch, so does everything it would draw.
        if subviews.isEmpty || clipsToBounds,
            IntRect(covering: deviceBox(of: drawnBounds, in: canvas.transform)).intersection(canvas.deviceClip).isEmpty
        {
            return
        }
        if alpha < 1 && hasOverlappingParts {
            let box = IntRect(covering: subtreeBounds(in: canvas.transform))
            canvas.withTransparencyLayer(alpha: alpha, deviceBounds: box) { drawContents(in: $0) }
        } else {
            canvas.multiplyAlpha(alpha)
            drawContents(in: canvas)
        }
    }

    /// The background, the layer and the subviews, in the view's own coordinates.
    private func drawContents(in canvas: Canvas) {
        if clipsToBounds {
            canvas.clip(toRect: bounds)
        }
        if let background = backgroundColor, background.alpha > 0 {
            canvas.fill(bounds, with: .color(background))
        }
        layer.draw(in: canvas, bounds: bounds)
        for child in subviews {
            child.draw(in: canvas)
        }
    }

    /// Whether more than one thing draws inside the view, so that fading each on its own
    /// would differ from fading the group.
    private var hasOverlappingParts: Bool {
        let visibleChildren = subviews.contains { !$0.isHidden && $0.alpha > 0 }
        let drawsBackground = (backgroundColor?.alpha ?? 0) > 0
        let drawsLayer = type(of: layer) != Layer.self
        return visibleChildren || (drawsBackground && drawsLayer)
    }

    /// The device-space box of everything the view and its subviews may draw, given the
    /// transform from the view's coordinates to device pixels.
    func subtreeBounds(in transform: AffineTransform) -> Rect {
        var box = deviceBox(of: drawnBounds, in: transform)
        if !clipsToBounds {
            for child in subviews where !child.isHidden {
                let r = child.subtreeBounds(in: child.transformToSuperview.concatenating(transform))
                let minX = min(box.minX, r.minX)
                let minY = min(box.minY, r.minY)
                box = Rect(x: minX, y: minY, width: max(box.maxX, r.maxX) - minX, height: max(box.maxY, r.maxY) - minY)
            }
        }
        return box
    }

    /// The bounds grown by how far the layer's drawing may reach past them.
    private var drawnBounds: Rect {
        let d = layer.overflow
        guard d > 0, d.isFinite else { return bounds }
        return Rect(x: bounds.minX - d, y: bounds.minY - d, width: bounds.width + 2 * d, height: bounds.height + 2 * d)
    }

    /// The device-space box of `rect` under `transform`, a pixel wider on every side for the
    /// anti-aliased edges and strokes that reach past it.
    func deviceBox(of rect: Rect, in transform: AffineTransform) -> Rect {
        let a = rect.origin.applying(transform)
        let b = Point(x: rect.maxX, y: rect.minY).applying(transform)
        let c = Point(x: rect.maxX, y: rect.maxY).applying(transform)
        let d = Point(x: rect.minX, y: rect.maxY).applying(transform)
        let minX = min(min(a.x, b.x), min(c.x, d.x))
        let minY = min(min(a.y, b.y), min(c.y, d.y))
        let maxX = max(max(a.x, b.x), max(c.x, d.x))
        let maxY = max(max(a.y, b.y), max(c.y, d.y))
        return Rect(x: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2)
    }
}
