import OmbreGraphics

extension View {
    /// Whether drawing the view paints every pixel of its frame opaquely, so that what lies
    /// below never shows (the renderer then skips clearing under it).
    package var coversFrameOpaquely: Bool {
        guard !isHidden, alpha >= 1, transform.isIdentity else { return false }
        return (backgroundColor?.alpha ?? 0) >= 1 || layer.isOpaque
    }

    /// Draws the view and its subviews into `canvas`, whose user space is the superview's.
    package func draw(in canvas: Canvas) {
        guard !isHidden, alpha > 0 else { return }
        canvas.save()
        defer { canvas.restore() }
        canvas.concatenate(transformToSuperview)
        canvas.multiplyAlpha(alpha)
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
}
