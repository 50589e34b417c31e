extension Canvas {
    /// Intersects the clip with `rect` (in user space).
    ///
    /// When the transform keeps axes, the device rectangle's edges are rounded to whole pixels
    /// so that clipped content keeps crisp edges, and the clip stays a cheap pixel box;
    /// otherwise the rotated rectangle clips as an anti-aliased path.
    public func clip(toRect rect: Rect) {
        let t = state.transform
        guard t.preservesAxes else {
            clip(to: Path(rect: rect), rule: .nonZero)
            return
        }
        let p0 = rect.origin.applying(t)
        let p1 = Point(x: rect.maxX, y: rect.maxY).applying(t)
        let device = IntRect(
            minX: Int(saturating: min(p0.x, p1.x).rounded()), minY: Int(saturating: min(p0.y, p1.y).rounded()),
            maxX: Int(saturating: max(p0.x, p1.x).rounded()), maxY: Int(saturating: max(p0.y, p1.y).rounded()))
        state.clip = state.clip.intersection(device)
    }
}
