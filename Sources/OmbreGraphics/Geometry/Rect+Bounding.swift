extension Rect {
    /// The smallest rectangle holding `points`.
    /// - Precondition: `points` is not empty.
    package init(bounding points: [Point]) {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        self.init(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// The four corners, clockwise from the top left (y down).
    package var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// The smallest axis-aligned rectangle holding this one under `t`.
    package func boundingBox(under t: AffineTransform) -> Rect {
        // Each corner's x and y are sums of the rectangle's sides times the matrix; the extremes
        // take the smaller or larger product of each term, with no corner list to allocate.
        let x0 = t.a * minX
        let x1 = t.a * maxX
        let y0 = t.c * minY
        let y1 = t.c * maxY
        let u0 = t.b * minX
        let u1 = t.b * maxX
        let v0 = t.d * minY
        let v1 = t.d * maxY
        let left = min(x0, x1) + min(y0, y1) + t.tx
        let right = max(x0, x1) + max(y0, y1) + t.tx
        let top = min(u0, u1) + min(v0, v1) + t.ty
        let bottom = max(u0, u1) + max(v0, v1) + t.ty
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Width times height; 0 when empty.
    package var area: Double { isEmpty ? 0 : width * height }
}
