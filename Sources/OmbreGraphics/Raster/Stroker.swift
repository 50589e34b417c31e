import Foundation

/// Turns a path into the outline its stroke covers, to be filled with the nonzero rule.
///
/// Each subpath becomes one closed outline (a closed subpath two, one per side, running
/// opposite ways): the pen's edge on each side, joined around the outer side of every corner,
/// with caps at open ends. On the inner side of a corner the two pen edges meet where they
/// cross, when that point lies within the nearer halves of both segments; otherwise the
/// outline runs in to the vertex and out again. Edge for edge, the second form is the sum of
/// a rectangle per segment, a wedge per join and a cap per end, all wound the same way, with
/// the edges they share cancelled, so the nonzero rule covers exactly their union whatever
/// the turns; the first leaves out a loop that lies inside both segments' rectangles, where
/// the winding only drops from two to one, and saves the overlapping edges' pieces. Corners
/// inside flattened curves get round joins, so thick strokes of tight curves stay smooth.
struct Stroker {
    let style: StrokeStyle
    let radius: Double
    /// The largest distance, in user units, that flattening and arcs may stray.
    let tolerance: Double
    private(set) var outline = Path()

    /// The outline of `path` stroked with `style`, flattened to `tolerance` (user units).
    ///
    /// Empty when the width or tolerance is not positive and finite.
    static func outline(of path: Path, style: StrokeStyle, tolerance: Double) -> Path {
        guard var stroker = Stroker(style: style, tolerance: tolerance) else { return Path() }
        let dasher = Dasher(lengths: style.dash, phase: style.dashPhase, dotLength: tolerance * 1e-2)
        let lines = dasher == nil ? polylines(of: path, tolerance: tolerance) : path.dashPolylines(tolerance: tolerance)
        // Each side of a line gives a point per vertex, and up to two more at a corner the
        // other side runs in to and out of (a 200-point star's outline took 456 to 629
        // elements), and its ends a few: room for them at once spares the copies of an
        // outline grown step by step.
        stroker.outline.reserveElements(lines.reduce(0) { $0 + 4 * $1.vertices.count + 8 })
        for line in lines {
            guard let dasher else {
                stroker.add(line)
                continue
            }
            for piece in dasher.pieces(of: line) { stroker.add(piece) }
        }
        return stroker.outline
    }

    /// A pen of `style`; nil when the width or tolerance is not positive and finite.
    init?(style: StrokeStyle, tolerance: Double) {
        guard style.width > 0, style.width.isFinite, tolerance > 0, tolerance.isFinite else { return nil }
        self.style = style
        radius = style.width / 2
        self.tolerance = tolerance
    }

    /// The subpaths of `path` flattened to `tolerance`, open ones left open.
    static func polylines(of path: Path, tolerance: Double) -> [Polyline] {
        var sink = PolylineSink()
        path.flatten(applying: .identity, tolerance: tolerance, into: &sink)
        sink.finish()
        return sink.polylines
    }

    /// The corners of one polyline: where it turns and how.
    private struct Corner {
        var point: Point
        var incoming: Point
        var outgoing: Point
        var join: StrokeStyle.Join
        /// How far the two pen edges on the inner side run past the point where they cross
        /// (r · tan(φ/2) for a turn of φ), or nil when that point lies beyond the nearer half of
        /// either segment and the inner side has to run in to the vertex instead.
        var innerOverlap: Double?
        /// +1 or −1: the side (in units of the segments' left normals) the corner turns away
        /// from; 0 where the polyline runs straight on.
        var outerSide: Double
    }

    private mutating func add(_ line: Polyline) {
        let points = line.withoutRepeats(within: tolerance * 1e-3)
        let n = points.count
        guard n > 1 else {
            if let p = points.first { addDot(at: p.point) }
            return
        }
        let directions = Self.directions(of: points, closed: line.isClosed)
        let segmentCount = directions.count
        // Open ends are square to the curve there, not to its first or last chord: a full
        // circle drawn as an open arc then closes without a sliver between its caps.
        let startDirection = line.startDirection.flatMap(Self.unit) ?? directions[0]
        let endDirection = line.endDirection.flatMap(Self.unit) ?? directions[segmentCount - 1]
        // Corner i sits at vertex i; an open polyline's ends have none.
        var corners: [Corner?] = Array(repeating: nil, count: n)
        for i in (line.isClosed ? 0..<n : 1..<(n - 1)) {
            let before = (i + segmentCount - 1) % segmentCount
            let incoming = directions[before]
            let outgoing = directions[i]
            let turn = Self.cross(incoming, outgoing)
            let straight = abs(turn) < 1e-12 && incoming.dot(outgoing) > 0
            // Each segment gives at most half its length to the overlap at either end, so the
            // crossing points of its two ends never pass each other.
            let overlap = radius * abs(turn) / (1 + incoming.dot(outgoing))
            let room = min(segmentLength(points, before), segmentLength(points, i)) / 2
            corners[i] = Corner(
                point: points[i].point, incoming: incoming, outgoing: outgoing,
                join: join(at: points[i], incoming: incoming, outgoing: outgoing),
                innerOverlap: overlap.isFinite && overlap <= room ? overlap : nil,
                outerSide: straight ? 0 : (turn > 0 ? -1 : 1))
        }
        let ends = (startDirection, endDirection)
        let left = side(1, points: points, corners: corners, ends: ends)
        let right = side(-1, points: points, corners: corners, ends: ends)
        if line.isClosed {
            addLoop(left)
            addLoop(right.reversed())
        } else {
            var loop = left
            loop.append(contentsOf: cap(at: points[n - 1].point, outward: endDirection))
            loop.append(contentsOf: right.reversed())
            loop.append(contentsOf: cap(at: points[0].point, outward: startDirection * -1))
            addLoop(loop)
        }
    }

    /// The pen's edge on side `s` (+1 left of the direction of travel, −1 right), in order;
    /// `ends` are the unit directions at an open polyline's start and end.
    private func side(
        _ s: Double, points: [Polyline.Vertex], corners: [Corner?], ends: (start: Point, end: Point)
    ) -> [Point] {
        let n = points.count
        var result: [Point] = []
        result.reserveCapacity(3 * n)
        for i in 0..<n {
            guard let c = corners[i] else {
                // An open end: the pen's edge starts or stops square to the line there.
                result.append(points[i].point + Self.normal(i == 0 ? ends.start : ends.end) * (s * radius))
                continue
            }
            let o0 = Self.normal(c.incoming) * s
            let o1 = Self.normal(c.outgoing) * s
            let p = c.point
            if c.outerSide == 0 {
                result.append(p + o0 * radius)
            } else if c.outerSide == s {
                appendOuterJoin(at: p, c, o0, o1, into: &result)
            } else if let overlap = c.innerOverlap {
                result.append(p + o0 * radius - c.incoming * overlap)
            } else {
                // In to the vertex and out again: what is left of the two segments' end edges
                // once the join's wedge has cancelled their outer halves.
                result.append(p + o0 * radius)
                result.append(p)
                result.append(p + o1 * radius)
            }
        }
        return result
    }

    /// The points of a join around the outer side of corner `c`, from the end of the
    /// incoming edge (offset `o0`) to the start of the outgoing one (`o1`). Points on the
    /// edges' own lines are left out where a miter makes them redundant.
    private func appendOuterJoin(at p: Point, _ c: Corner, _ o0: Point, _ o1: Point, into result: inout [Point]) {
        let a = p + o0 * radius
        let b = p + o1 * radius
        switch c.join {
        case .bevel:
            result.append(a)
            result.append(b)
        case .miter:
            // The miter reaches 1/cos(θ/2) half-widths out, θ being the turning angle.
            let cosHalf = ((1 + c.incoming.dot(c.outgoing)) / 2).squareRoot()
            let bisector = o0 + o1
            if cosHalf > 1e-9, 1 / cosHalf <= style.miterLimit, bisector.length > 0 {
                result.append(p + bisector * (radius / (cosHalf * bisector.length)))
            } else {
                result.append(a)
                result.append(b)
            }
        case .round:
            var sweep = atan2(Self.cross(o0, o1), o0.dot(o1))
            // A U-turn is ambiguous; the arc goes around the front of the vertex.
            if Self.rotate(o0, by: sweep / 2).dot(c.incoming) < 0 { sweep = -sweep }
            let steps = arcSteps(for: abs(sweep))
            for k in 0...steps {
                result.append(p + Self.rotate(o0, by: sweep * Double(k) / Double(steps)) * radius)
            }
        }
    }

    /// The points of the cap at open end `p`, where `outward` points away from the line, from
    /// the left edge's end round to the right edge's (both ends left out).
    private func cap(at p: Point, outward: Point) -> [Point] {
        let o = Self.normal(outward) * radius
        switch style.cap {
        case .butt:
            return []
        case .square:
            let ahead = outward * radius
            return [p + o + ahead, p - o + ahead]
        case .round:
            let start = Self.normal(outward)
            let steps = arcSteps(for: .pi)
            return (1..<steps).map { k in p + Self.rotate(start, by: -Double.pi * Double(k) / Double(steps)) * radius }
        }
    }

    /// A subpath of zero length: round caps make a disc, square caps a square, butt nothing.
    private mutating func addDot(at p: Point) {
        let r = radius
        switch style.cap {
        case .butt:
            return
        case .square:
            addLoop([
                Point(x: p.x - r, y: p.y - r), Point(x: p.x + r, y: p.y - r), Point(x: p.x + r, y: p.y + r),
                Point(x: p.x - r, y: p.y + r),
            ])
        case .round:
            let steps = arcSteps(for: 2 * .pi)
            addLoop(
                (0..<steps).map { i in
                    p + Self.rotate(Point(x: 1, y: 0), by: 2 * .pi * Double(i) / Double(steps)) * r
                })
        }
    }

    /// How many chords approximate an arc of `angle` on the pen's circle within tolerance:
    /// a chord spanning φ strays r·(1 − cos(φ/2)).
    func arcSteps(for angle: Double) -> Int {
        let maxStep = tolerance < radius ? 2 * acos(1 - tolerance / radius) : Double.pi / 2
        let steps = (angle / min(maxStep, .pi / 2)).rounded(.up)
        guard steps.isFinite else { return 1 }
        return Int(min(max(steps, 1), 1024))
    }

    /// The length of segment `i` of a polyline (from vertex i to the next, round to the first).
    private func segmentLength(_ points: [Polyline.Vertex], _ i: Int) -> Double {
        (points[(i + 1) % points.count].point - points[i].point).length
    }

    /// The unit direction of each segment between `points` (and back to the first when closed).
    static func directions(of points: [Polyline.Vertex], closed: Bool) -> [Point] {
        let n = points.count
        return (0..<(closed ? n : n - 1)).map { i in
            let v = points[(i + 1) % n].point - points[i].point
            return v * (1 / v.length)
        }
    }

    /// The join at `vertex` between segments running along `incoming` and `outgoing`.
    func join(at vertex: Polyline.Vertex, incoming: Point, outgoing: Point) -> StrokeStyle.Join {
        // Inside flattened curves, and where two pieces meet almost straight (as Bézier
        // pieces of one smooth curve do), the true outline is round; a miter or bevel
        // would differ from it by less than the tolerance anyway.
        let cosHalf = ((1 + incoming.dot(outgoing)) / 2).squareRoot()
        let nearlyStraight = radius * (1 / cosHalf - 1) <= tolerance
        return vertex.isSmooth || nearlyStraight ? .round : style.join
    }

    /// `d` scaled to length 1, or nil when it has no direction.
    static func unit(_ d: Point) -> Point? {
        let length = d.length
        return length > 1e-12 && length.isFinite ? d * (1 / length) : nil
    }

    /// The unit normal a quarter turn from `d`.
    static func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }

    static func cross(_ a: Point, _ b: Point) -> Double { a.x * b.y - a.y * b.x }

    static func rotate(_ u: Point, by angle: Double) -> Point {
        let c = cos(angle)
        let s = sin(angle)
        return Point(x: u.x * c - u.y * s, y: u.x * s + u.y * c)
    }

    /// Adds `points` as one closed subpath; non-finite points leave it out.
    private mutating func addLoop<C: Collection>(_ points: C) where C.Element == Point {
        guard let first = points.first, points.count > 2, points.allSatisfy(\.isFinite) else { return }
        outline.move(to: first)
        for p in points.dropFirst() { outline.addLine(to: p) }
        outline.closeSubpath()
    }
}
