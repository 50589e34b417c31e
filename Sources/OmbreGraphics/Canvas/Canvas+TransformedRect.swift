extension Canvas {
    /// Fills a rectangle that the current transform rotates or skews, or that a clip path
    /// limits, as an anti-aliased path.
    func fillTransformedRect(_ rect: Rect, with paint: Paint) {
        fillPath(Path(rect: rect), shader: Shader(paint, userToDevice: state.transform), rule: .nonZero)
    }
}
