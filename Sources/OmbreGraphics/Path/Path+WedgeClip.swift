import Foundation

extension Path {
    /// The part of the filled path inside the wedge around `center` that starts at angle
    /// `start` (radians clockwise on screen from 3 o'clock) and sweeps `sweep` radians
    /// (clockwise when positive), as polygons: drawing the result draws the path clipped to
    /// the wedge by its exact area, with no clip mask.
    ///
    /// Curves are flattened to within `tolerance`, and every subpath is closed, as filling
    /// closes them. Each polygon is cut against the wedge's lines (Sutherland–Hodgman), which
    /// keeps the winding number of every point inside the wedge, so either fill rule fills
    /// the intersection, and outlines that overlap themselves (a stroke's) stay whole. A wedge
    /// wider than a half turn is cut as two sectors that share a line, computed the same way
    /// on both sides so that its pieces cancel exactly. A sweep of a whole turn or more gives
    /// the path back; none gives an empty path.
    package func clipped(toWedgeAround center: Point, start: Double, sweep: Double, tolerance: Double) -> Path {
        guard sweep.isFinite, start.isFinite else { return Path() }
        if abs(sweep) >= 2 * .pi { return self }
        guard sweep != 0 else { return Path() }
        // An anticlockwise wedge is the clockwise one from its far side.
        let from = sweep > 0 ? start : start + sweep
        let width = abs(sweep)
        let sectors: [[WedgeSide]]
        if width > .pi {
            let middle = WedgeSide(center: center, angle: from + .pi, keepsClockwise: false)
            let end = WedgeSide(center: center, angle: from + width, keepsClockwise: false)
            sectors = [[middle], [middle.opposite, end]]
        } else if width == .pi {
            sectors = [[WedgeSide(center: center, angle: from, keepsClockwise: true)]]
        } else {
            sectors = [
                [
                    WedgeSide(center: center, angle: from, keepsClockwise: true),
                    WedgeSide(center: center, angle: from + width, keepsClockwise: false),
                ]
            ]
        }
        var result = Path()
        for line in PathPolylines(self, tolerance: tolerance).polylines where line.points.count > 2 {
            for sector in sectors {
                var polygon = line.points
                for side in sector where polygon.count > 2 {
                    polygon = side.keep(polygon)
                }
                guard polygon.count > 2 else { continue }
                result.move(to: polygon[0])
                for p in polygon.dropFirst() { result.addLine(to: p) }
                result.closeSubpath()
            }
        }
        return result
    }
}

/// One side of a wedge: a line through its center and the half-plane kept.
private struct WedgeSide {
    let center: Point
    let dx: Double
    let dy: Double
    /// Whether points clockwise of the ray (on screen) are kept, else those anticlockwise.
    let keepsClockwise: Bool

    init(center: Point, angle: Double, keepsClockwise: Bool) {
        self.init(center: center, dx: cos(angle), dy: sin(angle), keepsClockwise: keepsClockwise)
    }

    private init(center: Point, dx: Double, dy: Double, keepsClockwise: Bool) {
        self.center = center
        self.dx = dx
        self.dy = dy
        self.keepsClockwise = keepsClockwise
    }

    /// The same line keeping the other half-plane, with the side values exactly negated, so
    /// that both compute the same crossings.
    var opposite: WedgeSide { WedgeSide(center: center, dx: dx, dy: dy, keepsClockwise: !keepsClockwise) }

    /// How far `p` lies on the kept side (negative: cut away), scaled by its distance.
    func side(_ p: Point) -> Double {
        let cross = dx * (p.y - center.y) - dy * (p.x - center.x)
        return keepsClockwise ? cross : -cross
    }

    /// The closed polygon `points` cut to the kept half-plane; a part cut away becomes the
    /// stretch of the line between where the polygon leaves and comes back.
    func keep(_ points: [Point]) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(points.count + 4)
        var a = points[points.count - 1]
        var sa = side(a)
        for b in points {
            let sb = side(b)
            if (sa >= 0) != (sb >= 0) {
                // The same edge in the same direction gives the same point on either side.
                let t = sa / (sa - sb)
                out.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
            if sb >= 0 { out.append(b) }
            a = b
            sa = sb
        }
        return out
    }
}
