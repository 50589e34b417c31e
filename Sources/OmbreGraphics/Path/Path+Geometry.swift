extension Path {
    /// The smallest rectangle that contains every point of the path, curves included (their
    /// control points only count where the curve reaches them).
    ///
    /// `Rect.zero` when the path has no points; a rectangle of zero width or height when the
    /// path is a point or a line. Non-finite coordinates are skipped.
    public var boundingBox: Rect {
        var box = BoundsAccumulator()
        var current = Point.zero
        var start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                box.add(p)
                current = p
                start = p
            case .line(let p):
                box.add(p)
                current = p
            case .quadCurve(let p, let c):
                box.add(p)
                box.addQuadExtrema(current, c, p)
                current = p
            case .curve(let p, let c1, let c2):
                box.add(p)
                box.addCubicExtrema(current, c1, c2, p)
                current = p
            case .close:
                current = start
            }
        }
        return box.rect
    }
}

/// Grows a rectangle point by point, including the extreme points of curves.
private struct BoundsAccumulator {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity

    var rect: Rect {
        guard minX <= maxX, minY <= maxY else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    mutating func add(_ p: Point) {
        guard p.x.isFinite, p.y.isFinite else { return }
        minX = min(minX, p.x)
        maxX = max(maxX, p.x)
        minY = min(minY, p.y)
        maxY = max(maxY, p.y)
    }

    /// Adds the points where a quadratic's derivative vanishes in x or in y.
    mutating func addQuadExtrema(_ p0: Point, _ p1: Point, _ p2: Point) {
        // Each axis in turn, without an array: bounds are taken for every clip and layout.
        if let t = Self.quadRoot(p0.x, p1.x, p2.x) { addQuad(p0, p1, p2, at: t) }
        if let t = Self.quadRoot(p0.y, p1.y, p2.y) { addQuad(p0, p1, p2, at: t) }
    }

    private mutating func addQuad(_ p0: Point, _ p1: Point, _ p2: Point, at t: Double) {
        let u = 1 - t
        add(p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t))
    }

    /// Adds the points where a cubic's derivative vanishes in x or in y.
    mutating func addCubicExtrema(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let (x0, x1) = Self.cubicRoots(p0.x, p1.x, p2.x, p3.x)
        let (y0, y1) = Self.cubicRoots(p0.y, p1.y, p2.y, p3.y)
        if let t = x0 { addCubic(p0, p1, p2, p3, at: t) }
        if let t = x1 { addCubic(p0, p1, p2, p3, at: t) }
        if let t = y0 { addCubic(p0, p1, p2, p3, at: t) }
        if let t = y1 { addCubic(p0, p1, p2, p3, at: t) }
    }

    private mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) {
        let u = 1 - t
        add(p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t))
    }

    /// The parameter in (0, 1) where a quadratic Bézier coordinate is extreme, if any.
    private static func quadRoot(_ a: Double, _ b: Double, _ c: Double) -> Double? {
        let d = a - 2 * b + c
        guard d != 0 else { return nil }
        let t = (a - b) / d
        return t > 0 && t < 1 ? t : nil
    }

    /// The parameters in (0, 1) where a cubic Bézier coordinate is extreme: at most two.
    private static func cubicRoots(
        _ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double
    ) -> (Double?, Double?) {
        // The derivative is 3·(a·t² + b·t + c) with these coefficients.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        let inside = { (t: Double) -> Double? in t > 0 && t < 1 ? t : nil }
        if abs(a) < 1e-12 * (abs(b) + abs(c) + 1) {
            return (b != 0 ? inside(-c / b) : nil, nil)
        }
        let disc = b * b - 4 * a * c
        guard disc >= 0 else { return (nil, nil) }
        let s = disc.squareRoot()
        return (inside((-b + s) / (2 * a)), inside((-b - s) / (2 * a)))
    }
}
