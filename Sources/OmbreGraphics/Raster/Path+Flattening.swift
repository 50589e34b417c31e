extension Path {
    /// How far, in device pixels, a flattened curve may stray from the true one.
    ///
    /// Half of the usual 0.1 px: chords always cut inside a convex curve, and the tighter
    /// bound keeps the area of a small circle within 0.1% at a negligible cost in edges.
    package static let flatteningTolerance = 0.05

    /// The most lines one curve becomes, so that absurd coordinates cannot exhaust memory.
    static let maximumCurveLines = 4096

    /// Flattens the path as fills flatten it, within `tolerance` device pixels after `t`:
    /// Ombre's own chords, which keep each curve's area, at the default tolerance, Core
    /// Graphics' halved ones at any other (see `Canvas.setFlatness(_:)`). Everything that
    /// fills, or cuts a fill's outline, flattens through here, so all see the same points.
    func flattenForFilling<S: PathSink>(applying t: AffineTransform, tolerance: Double, into sink: inout S) {
        flatten(applying: t, tolerance: tolerance, halving: tolerance != Path.flatteningTolerance, into: &sink)
    }

    /// Sends the path, mapped through `t`, to `sink` as straight lines whose distance from
    /// the true curves is at most `tolerance` (in the units after `t`).
    ///
    /// By default each curve's chords are pushed out so that they keep its area. `halving`
    /// cuts curves as Core Graphics does instead: into a power of two of equal parameter
    /// steps (as halving them until each is flat enough gives), with chords through points on
    /// the curve, which lie inside a convex curve.
    ///
    /// Elements with non-finite points are skipped; a subpath whose start is not finite is
    /// skipped until the next `move`.
    func flatten<S: PathSink>(
        applying t: AffineTransform, tolerance: Double, halving: Bool = false, into sink: inout S
    ) {
        var current = Point.zero
        var hasCurrent = false
        for element in elements {
            switch element {
            case .move(let p):
                let q = p.applying(t)
                hasCurrent = q.isFinite
                if hasCurrent { sink.moveTo(q) }
                current = q
            case .line(let p):
                let q = p.applying(t)
                guard hasCurrent, q.isFinite else { continue }
                sink.lineTo(q, smooth: false)
                current = q
            case .quadCurve(let p, let c):
                let q = p.applying(t)
                let qc = c.applying(t)
                guard hasCurrent, q.isFinite, qc.isFinite else { continue }
                Self.flattenQuad(current, qc, q, tolerance: tolerance, halving: halving, into: &sink)
                current = q
            case .curve(let p, let c1, let c2):
                let q = p.applying(t)
                let q1 = c1.applying(t)
                let q2 = c2.applying(t)
                guard hasCurrent, q.isFinite, q1.isFinite, q2.isFinite else { continue }
                Self.flattenCubic(current, q1, q2, q, tolerance: tolerance, halving: halving, into: &sink)
                current = q
            case .close:
                if hasCurrent { sink.closeSubpath() }
            }
        }
    }

    /// The number of equal parameter steps after which chords stay within `tolerance` of a
    /// curve whose second derivative is at most `bound` in length: a chord over a step h
    /// strays by at most h²·bound/8.
    static func lineCount(secondDerivativeBound bound: Double, tolerance: Double) -> Int {
        let n = (bound / (8 * tolerance)).squareRoot().rounded(.up)
        guard n.isFinite, n >= 1 else { return 1 }
        return Int(min(n, Double(maximumCurveLines)))
    }

    static func flattenQuad<S: PathSink>(
        _ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double, halving: Bool = false, into sink: inout S
    ) {
        // B''(t) = 2·(p0 − 2·p1 + p2), constant.
        let dd = (p0 - p1 * 2 + p2).length * 2
        let n = lineCount(secondDerivativeBound: dd, tolerance: tolerance)
        sink.curveDirections(start: firstLeg(p0, p1, p2), end: firstLeg(p2, p1, p0) * -1)
        emit(count: n, halving: halving, into: &sink) { t in
            let u = 1 - t
            return p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t)
        }
        sink.lineTo(p2, smooth: false)
    }

    static func flattenCubic<S: PathSink>(
        _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, halving: Bool = false,
        into sink: inout S
    ) {
        // B''(t) = 6·((1 − t)·(p0 − 2·p1 + p2) + t·(p1 − 2·p2 + p3)): at most 6·max of the two.
        let d0 = (p0 - p1 * 2 + p2).length
        let d1 = (p1 - p2 * 2 + p3).length
        let n = lineCount(secondDerivativeBound: 6 * max(d0, d1), tolerance: tolerance)
        sink.curveDirections(start: firstLeg(p0, p1, p2, p3), end: firstLeg(p3, p2, p1, p0) * -1)
        emit(count: n, halving: halving, into: &sink) { t in
            let u = 1 - t
            return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
        }
        sink.lineTo(p3, smooth: false)
    }
}

extension Path {
    /// The direction in which a curve with control points `p0`, `p1`, `p2` (and `p3`) leaves
    /// `p0`: toward the first control point apart from it (zero when all coincide). Fixed
    /// arguments rather than a list, so that flattening a curve allocates nothing.
    static func firstLeg(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point? = nil) -> Point {
        let leg1 = p1 - p0
        if leg1.length > 1e-12 { return leg1 }
        let leg2 = p2 - p0
        if leg2.length > 1e-12 { return leg2 }
        guard let p3, (p3 - p0).length > 1e-12 else { return .zero }
        return p3 - p0
    }

    /// Sends the inner points of a curve cut into `count` equal parameter steps, pushed out as
    /// `emitCompensated` does, or, `halving`, into the next power of two of steps (at most
    /// `maximumCurveLines`), on the curve.
    private static func emit<S: PathSink>(
        count n: Int, halving: Bool, into sink: inout S, _ curve: (Double) -> Point
    ) {
        guard halving else { return emitCompensated(count: n, into: &sink, curve) }
        var steps = 1
        while steps < n && steps < maximumCurveLines { steps *= 2 }
        for i in 1..<max(steps, 1) where steps > 1 {
            sink.lineTo(curve(Double(i) / Double(steps)), smooth: true)
        }
    }

    /// Sends the inner points of a curve cut into `count` equal parameter steps, each pushed
    /// out to the convex side by a twelfth of the second difference there.
    ///
    /// Chords through points on a curve cut inside it by about (2/3)·sagitta·chord each;
    /// with a sagitta of |second difference|/8, this push makes each chord straddle the curve
    /// and keep its area (a circle's area to within 0.1% even when small), and it lowers the
    /// largest distance from the curve to 2/3 of the sagitta.
    private static func emitCompensated<S: PathSink>(
        count n: Int, into sink: inout S, _ curve: (Double) -> Point
    ) {
        guard n > 1 else { return }
        var previous = curve(0)
        var current = curve(1 / Double(n))
        for i in 1..<n {
            let next = curve(Double(i + 1) / Double(n))
            let secondDifference = previous - current * 2 + next
            sink.lineTo(current - secondDifference * (1.0 / 12), smooth: true)
            previous = current
            current = next
        }
    }
}

extension Point {
    /// True when both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}
