/// Cuts flattened subpaths into the dashes of a dash pattern, as Core Graphics' line dash:
/// the pattern's lengths alternate on and off along each subpath, starting `phase` into the
/// pattern, and each dash is an open piece stroked with its own caps (corners inside a dash
/// keep their joins). A dash of zero length is a dot, which round and square caps draw.
struct Dasher {
    /// Patterns finer than this many periods along one subpath are drawn solid: their dashes
    /// would be far below a pixel, and their count has no bound.
    static let periodLimit = 100_000.0

    let lengths: [Double]
    let phase: Double
    /// The length that a dot's two points are apart, so that its caps know their direction.
    let dotLength: Double

    /// A dasher for `lengths` starting `phase` into the pattern; nil (draw solid) when the
    /// pattern is empty, has a negative or non-finite length, or sums to zero.
    init?(lengths: [Double], phase: Double, dotLength: Double) {
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), total > 0, total.isFinite else {
            return nil
        }
        // An odd count repeats once more, so that "on" and "off" swap on the second pass.
        self.lengths = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let period = self.lengths.reduce(0, +)
        let start = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        self.phase = start < 0 ? start + period : start
        self.dotLength = dotLength
    }

    /// The dashes of `line`, or the line itself when the pattern is too fine for it.
    func pieces(of line: Polyline) -> [Polyline] {
        var points = line.vertices
        if line.isClosed, let first = points.first { points.append(first) }
        guard points.count > 1 else { return [line] }
        // Each segment's length for the pattern, and how far one unit of it reaches.
        var measures: [Double] = []
        measures.reserveCapacity(points.count - 1)
        for i in 1..<points.count {
            let own = (points[i].point - points[i - 1].point).length
            let given = line.measures.flatMap { i - 1 < $0.count ? $0[i - 1] : nil }
            measures.append(given.map { $0 > 0 && $0.isFinite ? $0 : own } ?? own)
        }
        let length = measures.reduce(0, +)
        let period = lengths.reduce(0, +)
        guard length > 0, length / period <= Self.periodLimit else { return [line] }

        var pieces: [Polyline] = []
        var current: [Polyline.Vertex] = []
        // Where the pattern stands at the subpath's start.
        var index = 0
        var left = phase
        while left > 0, left >= lengths[index] {
            left -= lengths[index]
            index = (index + 1) % lengths.count
        }
        var remaining = lengths[index] - left
        var direction = Point(x: 1, y: 0)
        var unit = direction
        for i in 1..<points.count {
            let a = points[i - 1].point
            let b = points[i].point
            let span = (b - a).length
            let segment = measures[i - 1]
            guard span > 0, segment > 0 else { continue }
            // Positions below are in pattern units; `direction` steps one of them.
            direction = (b - a) * (1 / segment)
            unit = (b - a) * (1 / span)
            var position = 0.0
            while true {
                let on = index % 2 == 0
                if remaining == 0 {
                    if on {
                        let p = a + direction * position
                        pieces.append(dot(at: p, direction: unit))
                    }
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                    continue
                }
                let step = min(remaining, segment - position)
                if on {
                    if current.isEmpty {
                        current.append(Polyline.Vertex(point: a + direction * position, isSmooth: false))
                    }
                    let end = position + step
                    let vertex =
                        end >= segment
                        ? Polyline.Vertex(point: b, isSmooth: points[i].isSmooth)
                        : Polyline.Vertex(point: a + direction * end, isSmooth: false)
                    current.append(vertex)
                }
                position += step
                remaining -= step
                if remaining <= 0 {
                    if on, !current.isEmpty {
                        pieces.append(Polyline(vertices: current, isClosed: false, hasSegments: true))
                        current = []
                    }
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                }
                if position >= segment { break }
            }
        }
        if !current.isEmpty { pieces.append(Polyline(vertices: current, isClosed: false, hasSegments: true)) }
        // A dot that falls on the very end is drawn there, as one at a corner is.
        if remaining == 0, index % 2 == 0, let end = points.last {
            pieces.append(dot(at: end.point, direction: unit))
        }
        return pieces
    }

    /// A dash of zero length at `p`, its caps turned along `direction`.
    private func dot(at p: Point, direction: Point) -> Polyline {
        let half = direction * (dotLength / 2)
        return Polyline(
            vertices: [
                Polyline.Vertex(point: p - half, isSmooth: false), Polyline.Vertex(point: p + half, isSmooth: false),
            ],
            isClosed: false, hasSegments: true)
    }
}
