extension Canvas {
    /// Fills a rectangle that the current transform rotates or skews.
    ///
    /// Until path rasterization lands this samples each pixel center (no anti-aliasing).
    func fillTransformedRect(_ rect: Rect, with paint: Paint) {
        let t = state.transform
        guard let inverse = t.inverted() else { return }
        let corners = [
            rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
            Point(x: rect.minX, y: rect.maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let bounds = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        let box = IntRect(covering: bounds).intersection(state.clip)
        guard !box.isEmpty else { return }
        let shader = Shader(paint, userToDevice: t)
        for y in box.minY..<box.maxY {
            let row = target.row(y)
            shader.shade(y: y, x: box.minX, count: box.width, into: scratch)
            for x in box.minX..<box.maxX {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
                guard rect.contains(p) else { continue }
                row[x] = Blend.over(Blend.scale(scratch[x - box.minX], state.alpha), row[x])
            }
        }
    }
}
