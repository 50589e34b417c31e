import Foundation

@testable import OmbreGraphics

/// The stroke as the union of convex pieces, the straightforward construction that
/// `Stroker`'s single outline is checked against.
///
/// The outline is a union of convex pieces, all wound the same way: a rectangle per segment,
/// a wedge per join and a cap per open end. Overlaps then add up instead of cancelling, and
/// pieces that share an edge meet without a seam because the rasterizer cancels that edge
/// exactly. Corners inside flattened curves get round joins, so thick strokes of tight curves
/// stay smooth.
struct PieceStroker {
    /// The pen, arcs and tolerance come from the stroker being checked.
    let pen: Stroker
    var style: StrokeStyle { pen.style }
    var radius: Double { pen.radius }
    var tolerance: Double { pen.tolerance }
    private(set) var outline = Path()

    /// The pieces of `path` stroked with `style`, flattened to `tolerance` (user units), as
    /// one path of convex subpaths.
    static func outline(of path: Path, style: StrokeStyle, tolerance: Double) -> Path {
        guard let pen = Stroker(style: style, tolerance: tolerance) else { return Path() }
        var stroker = PieceStroker(pen: pen)
        for line in Stroker.polylines(of: path, tolerance: tolerance) { stroker.add(line) }
        return stroker.outline
    }

    private mutating func add(_ line: Polyline) {
        let points = line.withoutRepeats(within: tolerance * 1e-3)
        let n = points.count
        guard n > 1, let first = points.first else {
            points.first.map { addDot(at: $0.point) }
            return
        }
        let directions = Stroker.directions(of: points, closed: line.isClosed)
        for (i, d) in directions.enumerated() {
            let o = Self.normal(d) * radius
            let a = points[i].point
            let b = i + 1 < n ? points[i + 1].point : first.point
            addConvex([a + o, b + o, b - o, a - o])
        }
        let segmentCount = directions.count
        for i in line.isClosed ? 0..<n : 1..<(n - 1) {
            let incoming = directions[(i + segmentCount - 1) % segmentCount]
            let outgoing = directions[i]
            addJoin(
                at: points[i].point, incoming: incoming, outgoing: outgoing,
                join: pen.join(at: points[i], incoming: incoming, outgoing: outgoing))
        }
        if !line.isClosed {
            addCap(at: points[0].point, outward: directions[0] * -1)
            addCap(at: points[n - 1].point, outward: directions[segmentCount - 1])
        }
    }

    private static func normal(_ d: Point) -> Point { Stroker.normal(d) }

    private static func cross(_ a: Point, _ b: Point) -> Double { Stroker.cross(a, b) }

    private static func rotate(_ u: Point, by angle: Double) -> Point { Stroker.rotate(u, by: angle) }

    private mutating func addJoin(at p: Point, incoming: Point, outgoing: Point, join: StrokeStyle.Join) {
        let turn = Self.cross(incoming, outgoing)
        let cosTurn = incoming.dot(outgoing)
        // Straight on: the two segment rectangles already meet.
        if abs(turn) < 1e-12 && cosTurn > 0 { return }
        // The outer side is the one the path turns away from.
        let side: Double = turn > 0 ? -1 : 1
        let o0 = Self.normal(incoming) * side
        let o1 = Self.normal(outgoing) * side
        let a = p + o0 * radius
        let b = p + o1 * radius
        switch join {
        case .bevel:
            addConvex([p, a, b])
        case .miter:
            // The miter reaches 1/cos(θ/2) half-widths out, θ being the turning angle.
            let cosHalf = ((1 + cosTurn) / 2).squareRoot()
            let bisector = o0 + o1
            if cosHalf > 1e-9, 1 / cosHalf <= style.miterLimit, bisector.length > 0 {
                let tip = p + bisector * (radius / (cosHalf * bisector.length))
                addConvex([p, a, tip, b])
            } else {
                addConvex([p, a, b])
            }
        case .round:
            var sweep = atan2(Self.cross(o0, o1), o0.dot(o1))
            // A U-turn is ambiguous; the arc goes around the front of the vertex.
            if Self.rotate(o0, by: sweep / 2).dot(incoming) < 0 { sweep = -sweep }
            addFan(center: p, from: o0, sweep: sweep)
        }
    }

    /// Adds the cap at an open end `p`, where `outward` points away from the line.
    private mutating func addCap(at p: Point, outward: Point) {
        let o = Self.normal(outward) * radius
        switch style.cap {
        case .butt:
            return
        case .square:
            let ahead = outward * radius
            addConvex([p + o, p + o + ahead, p - o + ahead, p - o])
        case .round:
            let start = Self.normal(outward)
            let sweep = Self.rotate(start, by: .pi / 2).dot(outward) > 0 ? Double.pi : -Double.pi
            addFan(center: p, from: start, sweep: sweep)
        }
    }

    /// A subpath of zero length: round caps make a disc, square caps a square, butt nothing.
    private mutating func addDot(at p: Point) {
        switch style.cap {
        case .butt:
            return
        case .square:
            let r = radius
            addConvex([
                Point(x: p.x - r, y: p.y - r), Point(x: p.x + r, y: p.y - r), Point(x: p.x + r, y: p.y + r),
                Point(x: p.x - r, y: p.y + r),
            ])
        case .round:
            let steps = arcSteps(for: 2 * .pi)
            let points = (0..<steps).map { i in
                p + Self.rotate(Point(x: 1, y: 0), by: 2 * .pi * Double(i) / Double(steps)) * radius
            }
            addConvex(points)
        }
    }

    /// Adds the pie slice around `center` from direction `u` turning by `sweep` (|sweep| ≤ π).
    private mutating func addFan(center: Point, from u: Point, sweep: Double) {
        let steps = arcSteps(for: abs(sweep))
        var points = [center]
        points.reserveCapacity(steps + 2)
        for i in 0...steps {
            points.append(center + Self.rotate(u, by: sweep * Double(i) / Double(steps)) * radius)
        }
        addConvex(points)
    }

    private func arcSteps(for angle: Double) -> Int {
        pen.arcSteps(for: angle)
    }

    /// Adds a convex polygon, reversed if need be so that every piece winds the same way.
    private mutating func addConvex(_ points: [Point]) {
        var twiceArea = 0.0
        for i in points.indices {
            twiceArea += Self.cross(points[i], points[(i + 1) % points.count])
        }
        guard twiceArea != 0, twiceArea.isFinite else { return }
        let ordered = twiceArea > 0 ? points : points.reversed()
        outline.move(to: ordered[0])
        for p in ordered.dropFirst() { outline.addLine(to: p) }
        outline.closeSubpath()
    }
}
