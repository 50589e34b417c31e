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
        let tolerance = 1e-9
        var xs: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var ys: (Double, Double, Double, Double) = (0, 0, 0, 0)
        for corner in 0..<4 {
            let p = Point(x: corner == 1 || corner == 2 ? rect.maxX : rect.minX, y: corner >= 2 ? rect.maxY : rect.minY)
                .applying(t)
            let x = p.x.rounded()
            let y = p.y.rounded()
            guard abs(p.x - x) <= tolerance, abs(p.y - y) <= tolerance, abs(x) < 1e9, abs(y) < 1e9 else { return nil }
            switch corner {
            case 0: (xs.0, ys.0) = (x, y)
            case 1: (xs.1, ys.1) = (x, y)
            case 2: (xs.2, ys.2) = (x, y)
            default: (xs.3, ys.3) = (x, y)
            }
        }
        // Sides alternate between vertical and horizontal, whichever the first is.
        let upright =
            (xs.0 == xs.1 && ys.1 == ys.2 && xs.2 == xs.3 && ys.3 == ys.0)
            || (ys.0 == ys.1 && xs.1 == xs.2 && ys.2 == ys.3 && xs.3 == xs.0)
        guard upright else { return nil }
        return IntRect(
            minX: Int(min(xs.0, xs.2)), minY: Int(min(ys.0, ys.2)), maxX: Int(max(xs.0, xs.2)),
            maxY: Int(max(ys.0, ys.2)))
    }
}
