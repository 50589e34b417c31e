/// Touches for a headless run, as `--tap X,Y@T` and `--drag X0,Y0:X1,Y1@T0-T1` give them:
/// points in the scene's coordinates, times in scene seconds.
public struct ScriptedTouches: Sendable, Equatable {
    /// One press, move or release.
    public struct Touch: Sendable, Equatable {
        /// `press`, `move` or `release`.
        public var phase: String
        /// Where, in points.
        public var x: Double
        /// Where, in points.
        public var y: Double
        /// When, in scene seconds.
        public var time: Double
    }

    /// Moves per second of a drag, as a display reports a moving finger.
    static let moveRate = 60.0

    /// Every press, move and release, in the order given.
    public private(set) var touches: [Touch] = []

    /// No touches.
    public init() {}

    /// Adds a tap: a press and a release at `text`'s point and time (`X,Y@T`).
    ///
    /// - Throws: `SwiftSceneError.usage` naming the option and the expected form.
    public mutating func addTap(_ text: String) throws(SwiftSceneError) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let point = Self.point(parts[0]), let time = Self.time(parts[1]) else {
            throw .usage(
                "--tap takes X,Y@T: a point in points and a scene time in seconds, like 170,205@0.5 (got \(text))")
        }
        touches.append(Touch(phase: "press", x: point.x, y: point.y, time: time))
        touches.append(Touch(phase: "release", x: point.x, y: point.y, time: time))
    }

    /// Adds a drag (`X0,Y0:X1,Y1@T0-T1`): a press at the first point at T0, moves along the
    /// straight line at 60 per second, and a release at the second point at T1.
    ///
    /// - Throws: `SwiftSceneError.usage` naming the option and the expected form.
    public mutating func addDrag(_ text: String) throws(SwiftSceneError) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        let points = parts.first?.split(separator: ":", omittingEmptySubsequences: false) ?? []
        let times = parts.count == 2 ? Self.timeRange(parts[1]) : nil
        guard parts.count == 2, points.count == 2, let start = Self.point(points[0]), let end = Self.point(points[1]),
            let (t0, t1) = times
        else {
            throw .usage(
                "--drag takes X0,Y0:X1,Y1@T0-T1: two points in points and two scene times in seconds, the second not "
                    + "before the first, like 40,300:300,300@1-1.5 (got \(text))")
        }
        touches.append(Touch(phase: "press", x: start.x, y: start.y, time: t0))
        let steps = max(1, Int(((t1 - t0) * Self.moveRate).rounded(.up)))
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            touches.append(
                Touch(
                    phase: "move", x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f,
                    time: t0 + (t1 - t0) * f))
        }
        touches.append(Touch(phase: "release", x: end.x, y: end.y, time: t1))
    }

    private static func point(_ text: Substring) -> (x: Double, y: Double)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            return nil
        }
        return (x, y)
    }

    private static func time(_ text: Substring) -> Double? {
        guard let time = Double(text), time.isFinite, time >= 0 else { return nil }
        return time
    }

    private static func timeRange(_ text: Substring) -> (Double, Double)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let t0 = time(parts[0]), let t1 = time(parts[1]), t1 >= t0 else { return nil }
        return (t0, t1)
    }
}
