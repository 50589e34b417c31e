/// A path flattened into lists of points, one per subpath, with whether each is closed.
package struct PathPolylines: PathSink {
    package struct Polyline {
        package var points: [Point]
        package var isClosed: Bool
    }

    package private(set) var polylines: [Polyline] = []

    /// `path` flattened to within `tolerance` in its own units.
    package init(_ path: Path, tolerance: Double = 0.01) {
        path.flatten(applying: .identity, tolerance: tolerance, into: &self)
    }

    /// `path` mapped through `transform` and flattened as fills flatten it
    /// (`Path.flattenForFilling`), within `tolerance` after the transform.
    init(_ path: Path, filledUnder transform: AffineTransform, tolerance: Double) {
        path.flattenForFilling(applying: transform, tolerance: tolerance, into: &self)
    }

    mutating func moveTo(_ p: Point) { polylines.append(Polyline(points: [p], isClosed: false)) }

    mutating func lineTo(_ p: Point, smooth: Bool) {
        if polylines.isEmpty { polylines.append(Polyline(points: [], isClosed: false)) }
        polylines[polylines.count - 1].points.append(p)
    }

    mutating func closeSubpath() {
        guard !polylines.isEmpty else { return }
        polylines[polylines.count - 1].isClosed = true
    }
}

extension Path {
    /// Whether `point` is inside the filled path under `rule`, every subpath closed.
    package func contains(_ point: Point, rule: FillRule) -> Bool {
        var winding = 0
        var crossings = 0
        for line in PathPolylines(self).polylines where line.points.count > 1 {
            var points = line.points
            points.append(points[0])
            for (a, b) in zip(points, points.dropFirst()) where (a.y <= point.y) != (b.y <= point.y) {
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return rule == .nonZero ? winding != 0 : crossings % 2 == 1
    }

    /// The part of the path between fractions `start` and `end` of its length (0...1, as
    /// `CAShapeLayer`'s strokeStart and strokeEnd), curves flattened; closed subpaths come back
    /// open unless the whole of them is kept.
    package func trimmed(from start: Double, to end: Double) -> Path {
        let lo = min(max(start, 0), 1)
        let hi = min(max(end, 0), 1)
        if lo <= 0 && hi >= 1 { return self }
        var result = Path()
        guard hi > lo else { return result }
        let lines = PathPolylines(self).polylines.map { line -> [Point] in
            line.isClosed && line.points.count > 1 ? line.points + [line.points[0]] : line.points
        }
        var total = 0.0
        for points in lines { total += Self.length(of: points) }
        guard total > 0 else { return result }
        let from = lo * total
        let to = hi * total
        var walked = 0.0
        for points in lines {
            var started = false
            for (a, b) in zip(points, points.dropFirst()) {
                let length = (b - a).length
                let segmentStart = walked
                walked += length
                guard walked > from, segmentStart < to, length > 0 else { continue }
                let t0 = max(0, (from - segmentStart) / length)
                let t1 = min(1, (to - segmentStart) / length)
                let p0 = a + (b - a) * t0
                let p1 = a + (b - a) * t1
                if !started {
                    result.move(to: p0)
                    started = true
                }
                result.addLine(to: p1)
            }
        }
        return result
    }

    private static func length(of points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0).length }
    }
}
