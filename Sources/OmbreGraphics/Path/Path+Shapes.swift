import Foundation

extension Path {
    /// A closed rectangle, clockwise on screen from its top-left corner.
    ///
    /// A rectangle with a negative width or height is normalized first; an empty one still
    /// adds its (degenerate) outline, which fills nothing.
    public init(rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`, clockwise on screen from its rightmost point.
    ///
    /// Made of four cubic arcs; its radial error is below 0.03% of the radius.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A closed polygon through `points` in order.
    ///
    /// Fewer than two points give a path that draws nothing (one point: a lone `move`).
    public init(polygon points: [Point]) {
        self.init()
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
        if points.count > 1 { closeSubpath() }
    }

    /// Adds `rect` as a closed subpath, clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: Rect) {
        let x0 = min(rect.minX, rect.maxX)
        let x1 = max(rect.minX, rect.maxX)
        let y0 = min(rect.minY, rect.maxY)
        let y1 = max(rect.minY, rect.maxY)
        reserveElements(5)
        move(to: Point(x: x0, y: y0))
        addLine(to: Point(x: x1, y: y0))
        addLine(to: Point(x: x1, y: y1))
        addLine(to: Point(x: x0, y: y1))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public mutating func addEllipse(in rect: Rect) {
        let center = rect.center
        let rx = abs(rect.width) / 2
        let ry = abs(rect.height) / 2
        move(to: Point(x: center.x + rx, y: center.y))
        for quarter in 0..<4 {
            let a0 = Double(quarter) * .pi / 2
            appendArcPiece(center: center, rx: rx, ry: ry, from: a0, sweep: .pi / 2)
        }
        closeSubpath()
    }

    /// Adds a circular arc around `center`.
    ///
    /// Angles are in radians with 0 along +x; since y grows downward, a growing angle turns
    /// clockwise on screen. `clockwise` true sweeps from `startAngle` through growing angles
    /// to `endAngle` (at most one full turn), false through shrinking ones; a sweep whose
    /// angles differ by a whole nonzero number of turns draws the full circle. A line joins
    /// the current point to the arc's start; without a current point the arc starts a
    /// subpath. A negative or non-finite radius adds nothing.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        guard radius >= 0, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let turn = 2 * Double.pi
        let raw = endAngle - startAngle
        var sweep = raw.truncatingRemainder(dividingBy: turn)
        if clockwise {
            if sweep < 0 { sweep += turn }
            if sweep == 0 && raw != 0 { sweep = turn }
        } else {
            if sweep > 0 { sweep -= turn }
            if sweep == 0 && raw != 0 { sweep = -turn }
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil {
            move(to: start)
        } else {
            addLine(to: start)
        }
        // Pieces of at most a quarter turn keep the cubic approximation within 0.03% of r.
        let pieces = max(1, Int((abs(sweep) / (turn / 4)).rounded(.up)))
        let step = sweep / Double(pieces)
        for i in 0..<pieces {
            appendArcPiece(
                center: center, rx: radius, ry: radius, from: startAngle + Double(i) * step, sweep: step)
        }
    }

    /// Appends one cubic approximating an elliptic arc of at most a quarter turn that starts
    /// at the current point.
    private mutating func appendArcPiece(center: Point, rx: Double, ry: Double, from a0: Double, sweep: Double) {
        // The classic handle length for a circular arc of angle θ: (4/3)·tan(θ/4).
        let k = 4.0 / 3.0 * tan(sweep / 4)
        let a1 = a0 + sweep
        let c0 = cos(a0)
        let s0 = sin(a0)
        let c1 = cos(a1)
        let s1 = sin(a1)
        let p0 = Point(x: center.x + rx * c0, y: center.y + ry * s0)
        let p3 = Point(x: center.x + rx * c1, y: center.y + ry * s1)
        let p1 = Point(x: p0.x - k * rx * s0, y: p0.y + k * ry * c0)
        let p2 = Point(x: p3.x + k * rx * s1, y: p3.y - k * ry * c1)
        addCurve(to: p3, control1: p1, control2: p2)
    }
}
