extension Canvas {
    /// Intersects the clip with `rect` (in user space).
    ///
    /// When the transform keeps axes, the device rectangle's edges are rounded to whole pixels
    /// so that clipped content keeps crisp edges, and the clip stays a cheap pixel box;
    /// otherwise the rotated rectangle clips as an anti-aliased path, unless its corners land
    /// on whole pixels of an upright box (see `wholePixelBox(of:under:)`).
    public func clip(toRect rect: Rect) {
        let t = state.transform
        guard t.preservesAxes else {
            if let box = Self.wholePixelBox(of: rect, under: t) {
                state.clip = state.clip.intersection(box)
            } else {
                clip(to: Path(rect: rect), rule: .nonZero)
            }
            return
        }
        let p0 = rect.origin.applying(t)
        let p1 = Point(x: rect.maxX, y: rect.maxY).applying(t)
        let device = IntRect(
            minX: Int(saturating: min(p0.x, p1.x).rounded()), minY: Int(saturating: min(p0.y, p1.y).rounded()),
            maxX: Int(saturating: max(p0.x, p1.x).rounded()), maxY: Int(saturating: max(p0.y, p1.y).rounded()))
        state.clip = state.clip.intersection(device)
    }

    /// The pixel box `rect` covers under `t` when its corners lie within a billionth of a pixel
    /// of whole pixels that make an upright box, else nil.
    ///
    /// A quarter turn made with `cos(.pi / 2)`, about 6e-17 rather than 0, keeps no axis exactly
    /// but puts a rectangle's corners that close to whole pixels: the anti-aliased path would
    /// cover exactly the box's pixels, so the box clips the same without rasterizing a mask.
    static func wholePixelBox(of rect: Rect, under t: AffineTransform) -> IntRect? {
        func whole(_ p: Point) -> Point? {
            let q = Point(x: p.x.rounded(), y: p.y.rounded())
            guard abs(p.x - q.x) <= 1e-9, abs(p.y - q.y) <= 1e-9, abs(q.x) < 1e9, abs(q.y) < 1e9 else { return nil }
            return q
        }
        guard let a = whole(rect.origin.applying(t)), let b = whole(Point(x: rect.maxX, y: rect.minY).applying(t)),
            let c = whole(Point(x: rect.maxX, y: rect.maxY).applying(t))
        else { return nil }
        // The image of a rectangle is a parallelogram, whose fourth corner follows from these
        // three: it is an upright box when the two sides meeting at b keep the axes.
        guard (a.x == b.x && b.y == c.y) || (a.y == b.y && b.x == c.x) else { return nil }
        return IntRect(
            minX: Int(min(a.x, c.x)), minY: Int(min(a.y, c.y)), maxX: Int(max(a.x, c.x)), maxY: Int(max(a.y, c.y)))
    }
}
