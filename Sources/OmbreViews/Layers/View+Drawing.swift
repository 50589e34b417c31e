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
    private func subtreeBounds(in transform: AffineTransform) -> Rect {
        let corners = [
            bounds.origin, Point(x: bounds.maxX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.maxY),
            Point(x: bounds.minX, y: bounds.maxY),
        ].map { $0.applying(transform) }
        var minX = corners.map(\.x).min()!
        var minY = corners.map(\.y).min()!
        var maxX = corners.map(\.x).max()!
        var maxY = corners.map(\.y).max()!
        if !clipsToBounds {
            for child in subviews where !child.isHidden {
                let r = child.subtreeBounds(in: child.transformToSuperview.concatenating(transform))
                minX = min(minX, r.minX)
                minY = min(minY, r.minY)
                maxX = max(maxX, r.maxX)
                maxY = max(maxY, r.maxY)
            }
        }
        // A pixel of margin covers anti-aliased edges and strokes that reach past the bounds.
        return Rect(x: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2)
    }
}
