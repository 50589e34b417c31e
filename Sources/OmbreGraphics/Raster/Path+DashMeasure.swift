extension Path {
    /// How far, in user units, the chords along which a dash pattern is measured may stray
    /// from a curve (by the bound of `lineCount`).
    ///
    /// Core Graphics lays dashes along a coarse flattening of each curve, so that a dashed
    /// curve is shorter for the pattern than it is: iOS 12.2 dashing a 98 pt square with
    /// continuous corners of 20 pt (stylable-uikit's dotted rounded outline) ends each corner
    /// 0.173 pt early in the pattern; chords within 1 unit give 0.171 (any bound from 0.83 to
    /// 1.8 gives the same chords there).
    static let dashChordTolerance = 1.0

    /// The subpaths flattened to `tolerance`, each segment carrying its length as a dash
    /// pattern measures it: along chords within `dashChordTolerance` of the curve it lies on.
    func dashPolylines(tolerance: Double) -> [Polyline] {
        var sink = MeasuringSink()
        var current = Point.zero
        var hasCurrent = false
        for element in elements {
            switch element {
            case .move(let p):
                hasCurrent = p.isFinite
                if hasCurrent { sink.moveTo(p) }
                current = p
            case .line(let p):
                guard hasCurrent, p.isFinite else { continue }
                sink.lineTo(p, smooth: false)
                current = p
            case .quadCurve(let p, let c):
                guard hasCurrent, p.isFinite, c.isFinite else { continue }
                let (p0, p1, p2) = (current, c, p)
                let bound = (p0 - p1 * 2 + p2).length * 2
                sink.addCurve(bound: bound, tolerance: tolerance) { t in
                    let u = 1 - t
                    return p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t)
                } flatten: {
                    Self.flattenQuad(p0, p1, p2, tolerance: tolerance, into: &$0)
                }
                current = p
            case .curve(let p, let c1, let c2):
                guard hasCurrent, p.isFinite, c1.isFinite, c2.isFinite else { continue }
                let (p0, p1, p2, p3) = (current, c1, c2, p)
                let bound = 6 * max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
                sink.addCurve(bound: bound, tolerance: tolerance) { t in
                    let u = 1 - t
                    return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
                } flatten: {
                    Self.flattenCubic(p0, p1, p2, p3, tolerance: tolerance, into: &$0)
                }
                current = p
            case .close:
                if hasCurrent { sink.closeSubpath() }
            }
        }
        sink.finish()
        return sink.polylines
    }
}

/// Collects polylines with the dash measure of each segment.
private struct MeasuringSink: PathSink {
    private var lines = PolylineSink()
    private var measures: [Double] = []
    private var last = Point.zero
    private(set) var polylines: [Polyline] = []

    mutating func moveTo(_ p: Point) {
        finish()
        lines.moveTo(p)
        last = p
    }

    mutating func lineTo(_ p: Point, smooth: Bool) {
        lines.lineTo(p, smooth: smooth)
        measures.append((p - last).length)
        last = p
    }

    mutating func closeSubpath() {
        let before = lines.polylines.count
        lines.closeSubpath()
        attach(after: before)
    }

    /// Adds a curve `flatten` cuts into equal parameter steps of `curve`, measuring each
    /// step along the coarse chords that a second-derivative bound of `bound` allows.
    mutating func addCurve(
        bound: Double, tolerance: Double, _ curve: (Double) -> Point, flatten: (inout PointCollector) -> Void
    ) {
        var fine = PointCollector()
        flatten(&fine)
        let n = fine.points.count
        let coarse = Path.lineCount(secondDerivativeBound: bound, tolerance: Path.dashChordTolerance)
        // Each coarse chord's length spread evenly over its parameter interval.
        var chords: [Double] = []
        chords.reserveCapacity(coarse)
        var previous = curve(0)
        for k in 1...coarse {
            let next = curve(Double(k) / Double(coarse))
            chords.append((next - previous).length)
            previous = next
        }
        // Along each chord the pattern advances with the curve's own length: a fine step
        // measures its share of the curve over the chord's parameters, scaled to the chord.
        var lengths: [Double] = []
        lengths.reserveCapacity(n)
        var from = last
        for vertex in fine.points {
            lengths.append((vertex.point - from).length)
            from = vertex.point
        }
        var arcs = [Double](repeating: 0, count: coarse)
        for i in 0..<n { Self.spread(lengths[i], step: i, of: n, over: coarse) { arcs[$0] += $1 } }
        for (i, vertex) in fine.points.enumerated() {
            var measure = 0.0
            Self.spread(lengths[i], step: i, of: n, over: coarse) { k, part in
                if arcs[k] > 0 { measure += part * chords[k] / arcs[k] }
            }
            lines.lineTo(vertex.point, smooth: vertex.isSmooth)
            measures.append(measure)
            last = vertex.point
        }
    }

    /// Splits `length`, spread evenly over the parameters of step `i` of `n`, among the
    /// `coarse` equal parameter intervals it overlaps.
    private static func spread(_ length: Double, step i: Int, of n: Int, over coarse: Int, _ add: (Int, Double) -> Void)
    {
        let t0 = Double(i) / Double(n)
        let t1 = Double(i + 1) / Double(n)
        let c = Double(coarse)
        var k = min(Int(t0 * c), coarse - 1)
        while k < coarse {
            let overlap = min(Double(k + 1) / c, t1) - max(Double(k) / c, t0)
            if overlap > 0 { add(k, length * overlap / (t1 - t0)) }
            if Double(k + 1) / c >= t1 { break }
            k += 1
        }
    }

    mutating func finish() {
        let before = lines.polylines.count
        lines.finish()
        attach(after: before)
    }

    /// Gives the polyline just ended, if any, the measures of its segments.
    private mutating func attach(after count: Int) {
        if lines.polylines.count > count {
            var line = lines.polylines[count]
            line.measures = measures
            polylines.append(line)
        }
        measures = []
    }
}

/// The points a flattened curve sends, in order.
private struct PointCollector: PathSink {
    var points: [Polyline.Vertex] = []
    mutating func moveTo(_ p: Point) {}
    mutating func lineTo(_ p: Point, smooth: Bool) { points.append(Polyline.Vertex(point: p, isSmooth: smooth)) }
    mutating func closeSubpath() {}
}
