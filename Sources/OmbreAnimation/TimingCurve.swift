/// A timing curve: how an animation's elapsed fraction maps to its progress.
///
/// A curve is a cubic Bézier from (0, 0) to (1, 1) with two control points, as Core Animation's
/// `CAMediaTimingFunction` and CSS's `cubic-bezier()` define it, or a staircase of equal steps
/// as CSS's `steps(N)` (jump-end) defines it. The control points' x must lie in 0...1 so that x
/// grows with the curve parameter and every elapsed fraction has exactly one progress; their y
/// is free, so a curve may overshoot.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point's x, in 0...1.
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, in 0...1.
    public let x2: Double
    /// The second control point's y.
    public let y2: Double
    /// The number of steps of a `steps(N)` curve, whose control points are linear's and unused;
    /// nil for a Bézier curve.
    public let stepCount: Int?

    /// Progress equals elapsed fraction.
    public static let linear = TimingCurve(validX1: 0, y1: 0, x2: 1, y2: 1)
    /// Starts slowly, then speeds up: (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(validX1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Starts quickly, then slows down: (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(validX1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Slow at both ends: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingCurve(validX1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// Creates a cubic Bézier curve through the control points (x1, y1) and (x2, y2).
    ///
    /// Fails when x1 or x2 lies outside 0...1 or any value is not finite: such a curve would
    /// give some elapsed fractions more than one progress.
    public init?(x1: Double, y1: Double, x2: Double, y2: Double) {
        guard (0...1).contains(x1), (0...1).contains(x2), y1.isFinite, y2.isFinite else { return nil }
        self.init(validX1: x1, y1: y1, x2: x2, y2: y2)
    }

    private init(validX1 x1: Double, y1: Double, x2: Double, y2: Double, stepCount: Int? = nil) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        self.stepCount = stepCount
    }

    /// CSS's `steps(count)` with jump-end: progress floor(count · t) / count, so it holds 0
    /// for the first step and reaches 1 only at the end.
    ///
    /// Fails when `count` is below 1.
    public static func steps(_ count: Int) -> TimingCurve? {
        guard count >= 1 else { return nil }
        return TimingCurve(validX1: 0, y1: 0, x2: 1, y2: 1, stepCount: count)
    }

    /// The progress at `progress` elapsed, which is clamped to 0...1 (NaN counts as 0).
    ///
    /// Solves x(s) = progress for the curve parameter s to within 1e-12 and returns y(s); the
    /// ends map exactly to 0 and 1. A steps curve gives floor(N · progress) / N.
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        if let stepCount { return (Double(stepCount) * progress).rounded(.down) / Double(stepCount) }
        if isLinear { return progress }
        return Self.bezier(solveParameter(forX: progress), y1, y2)
    }

    /// True when the curve is the identity, so that no solving is needed.
    private var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// Finds s in 0...1 with x(s) = x, by Newton's method and, when that stalls, bisection.
    ///
    /// Bisection always converges because x(s) never decreases when x1 and x2 lie in 0...1.
    private func solveParameter(forX x: Double) -> Double {
        // Far tighter than any frame needs, so that y is accurate even where y rises much faster
        // than x; a few more Newton steps cost nothing.
        let tolerance = 1e-12
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < tolerance { return s }
            let slope = Self.derivative(s, x1, x2)
            // A flat spot would send Newton far away; leave it to bisection.
            guard abs(slope) > 1e-6 else { break }
            s -= error / slope
            guard (0...1).contains(s) else { break }
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            s = (low + high) / 2
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < tolerance { break }
            if error < 0 { low = s } else { high = s }
        }
        return s
    }

    /// One coordinate of the Bézier with end values 0 and 1 and control values p1, p2, at s.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        // Horner form of 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// The derivative of `bezier` with respect to s.
    private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }
}
