extension Canvas {
    /// Intersects the clip with `rect` (in user space).
    ///
    /// When the transform keeps axes, the device rectangle's edges are rounded to whole pixels
    /// so that clipped content keeps crisp edges; otherwise the clip is the rectangle's
    /// bounding box in device space.
    public func clip(toRect rect: Rect) {
        let t = state.transform
        let corners = [
            rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
            Point(x: rect.minX, y: rect.maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let device: IntRect
        if t.preservesAxes {
            device = IntRect(
                minX: Int(xs.min()!.rounded()), minY: Int(ys.min()!.rounded()),
                maxX: Int(xs.max()!.rounded()), maxY: Int(ys.max()!.rounded()))
        } else {
            device = IntRect(
                covering: Rect(
                    x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
        }
        state.clip = state.clip.intersection(device)
    }
}
