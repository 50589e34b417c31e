import Foundation

/// A pie wedge that a clip path lies in: the cone at a center between two rays, in device
/// pixels, recognized in the path itself (a move to the center, then lines and arcs whose
/// points turn around it one way, by less than a whole turn, as pie charts and progress wedges
/// are drawn).
///
/// A shape drawn under the clip's mask is cut before it is swept (`cut(_:)`): the mask is zero
/// outside the cone, so what the shape does far enough outside it never shows. The cut keeps
/// every pixel the mask keeps exactly as the whole shape covers it, and sweeps less.
struct ClipSector {
    /// Convex regions outside the cone, each the points on the outer side of all its lines,
    /// which the cut clears one after the other. Every pixel the mask keeps lies wholly
    /// outside each region.
    private let regions: [[HalfPlane]]

    /// How far past a pixel's own reach the regions keep from the cone: for the rounding of
    /// the mask's edges to 1/256 pixel, and for the chords the mask cuts its curves into. Their
    /// inner points are pushed out from the curve (by a twelfth of its second difference): along
    /// a ray where an arc around the center meets it, and by less than the curve falls away
    /// where a curve leaves a ray tangentially, so at most slivers of that cross a ray.
    static let margin = 1.0 / 32

    /// The cone that `path` under `transform` lies in, or nil when the path is not one
    /// subpath turning around its first point (or its last, an arc closed back to its center)
    /// by less than a whole turn.
    init?(_ path: Path, transform: AffineTransform) {
        // Long paths are outlines rather than wedges; say so before allocating.
        guard (3...64).contains(path.elements.count) else { return nil }
        var points: [Point] = []
        points.reserveCapacity(3 * path.elements.count)
        for (i, element) in path.elements.enumerated() {
            switch element {
            case .move(let p):
                guard i == 0 else { return nil }
                points.append(p)
            case .line(let p):
                points.append(p)
            case .quadCurve(let p, let c):
                points += [c, p]
            case .curve(let p, let c1, let c2):
                // A curve lies inside its control points' hull, so they bound it in the cone.
                points += [c1, c2, p]
            case .close:
                guard i == path.elements.count - 1 else { return nil }
            }
        }
        let device = points.map { $0.applying(transform) }
        guard device.count >= 3, device.allSatisfy(\.isFinite),
            let regions = Self.regions(center: device[0], rim: device.dropFirst())
                ?? Self.regions(center: device[device.count - 1], rim: device.dropLast())
        else { return nil }
        self.regions = regions
    }

    /// The regions outside the cone at `center` through `rim` (the boundary's other points in
    /// order), or nil when the rim does not turn one way around the center by less than a turn.
    private static func regions(center: Point, rim whole: ArraySlice<Point>) -> [[HalfPlane]]? {
        // Lines to the center itself at either end (a move to the center and a line to it,
        // as UIKit's arcs after a move make) add nothing.
        var rim = whole
        while let p = rim.first, (p - center).length <= 1e-6 { rim = rim.dropFirst() }
        while let p = rim.last, (p - center).length <= 1e-6 { rim = rim.dropLast() }
        guard let first = rim.first, let last = rim.last, let turn = turn(around: center, of: rim) else { return nil }
        // The cone clockwise on screen from `from` to `to`: an anticlockwise one is the
        // clockwise one from its far side.
        let (from, to) = turn > 0 ? (first - center, last - center) : (last - center, first - center)
        // Outside the start ray's line on its anticlockwise side, and outside the end ray's line
        // on its clockwise side.
        let start = HalfPlane(center: center, along: from, keepsClockwise: true)
        let end = HalfPlane(center: center, along: to, keepsClockwise: false)
        // Up to a half turn the outside is the two half-planes' union, cleared one at a time;
        // wider, it is their intersection, convex.
        return abs(turn) > .pi ? [[start, end]] : [[start], [end]]
    }

    /// How far `rim` turns around `center` (radians, clockwise on screen positive), or nil when
    /// it turns both ways, passes through the center, or turns a whole turn or more.
    private static func turn(around center: Point, of rim: ArraySlice<Point>) -> Double? {
        guard let first = rim.first else { return nil }
        // Every step turns the same way (checked first: most paths fail it at once), by less
        // than a half turn; then the steps' angles add up to less than a whole turn.
        var direction = 0.0
        var previous = first - center
        for p in rim {
            let v = p - center
            guard v.length > 1e-6 else { return nil }
            let cross = previous.x * v.y - previous.y * v.x
            if cross != 0 {
                guard direction == 0 || (cross > 0) == (direction > 0) else { return nil }
                direction = cross
            } else if previous.x * v.x + previous.y * v.y < 0 {
                return nil
            }
            previous = v
        }
        guard direction != 0 else { return nil }
        var turn = 0.0
        previous = first - center
        for p in rim {
            let v = p - center
            let step = atan2(previous.x * v.y - previous.y * v.x, previous.x * v.x + previous.y * v.y)
            guard abs(step) < 0.99 * .pi else { return nil }
            turn += step
            previous = v
        }
        return abs(turn) < 2 * .pi - 1e-3 ? turn : nil
    }

    /// The closed polygon `points` (device pixels) with what lies outside the cone cut short,
    /// or nil when nothing of it is left.
    ///
    /// In each region, a run of consecutive points becomes its first and last point joined by
    /// a line, which stays in the region (it is convex): the polygon's winding number changes
    /// only there, and every point kept is one of the polygon's own, so the edges it shares
    /// with the polygon are the same to the last bit, and so is the coverage of every pixel
    /// outside the regions.
    func cut(_ points: [Point]) -> [Point]? {
        var polygon = points
        for region in regions {
            guard polygon.count > 2 else { return nil }
            polygon = Self.shortcut(polygon) { p in region.allSatisfy { $0.isOutside(p) } }
        }
        return polygon.count > 2 ? polygon : nil
    }

    /// `polygon` with each run of points that `outside` holds for kept only as its two ends.
    private static func shortcut(_ polygon: [Point], outside: (Point) -> Bool) -> [Point] {
        let flags = polygon.map(outside)
        // A polygon wholly outside covers nothing the mask keeps.
        guard let start = flags.firstIndex(of: false) else { return [] }
        guard flags.contains(true) else { return polygon }
        let n = polygon.count
        var kept: [Point] = []
        kept.reserveCapacity(n)
        var i = 0
        while i < n {
            let k = (start + i) % n
            guard flags[k] else {
                kept.append(polygon[k])
                i += 1
                continue
            }
            // The run cannot wrap past `start`, which is inside.
            var end = i + 1
            while end < n && flags[(start + end) % n] { end += 1 }
            kept.append(polygon[k])
            if end - 1 > i { kept.append(polygon[(start + end - 1) % n]) }
            i = end
        }
        return kept
    }
}

/// The points on one side of a line through a sector's center, moved out by a pixel's reach.
private struct HalfPlane {
    let center: Point
    let dx: Double
    let dy: Double
    /// The cone lies clockwise of the ray (on screen) when true, else anticlockwise.
    let keepsClockwise: Bool
    let slack: Double

    /// The line along `direction` from `center`, the cone on the side `keepsClockwise` says.
    init(center: Point, along direction: Point, keepsClockwise: Bool) {
        let length = direction.length
        self.center = center
        dx = direction.x / length
        dy = direction.y / length
        self.keepsClockwise = keepsClockwise
        // A pixel touching the line reaches |dx| + |dy| across it at most (a corner to the
        // opposite one), so a pixel the mask keeps lies wholly on the cone's side of the
        // moved line.
        slack = abs(dx) + abs(dy) + ClipSector.margin
    }

    /// Whether `p` lies beyond the moved line, away from the cone.
    func isOutside(_ p: Point) -> Bool {
        let cross = dx * (p.y - center.y) - dy * (p.x - center.x)
        return (keepsClockwise ? cross : -cross) < -slack
    }
}
