import OmbreGraphics

extension View {
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
