import Foundation
import OmbreAnimation

/// The name of one of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Even pace: (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly: (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly: (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default: (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier from (0, 0) to (1, 1) mapping an animation's elapsed fraction to its
/// progress.
public final class CAMediaTimingFunction: Equatable, @unchecked Sendable {
    let points: (Float, Float, Float, Float)
    let curve: TimingCurve

    /// One of the predefined functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A function through control points (c1x, c1y) and (c2x, c2y); x values are clamped to 0...1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let x1 = min(max(c1x, 0), 1)
        let x2 = min(max(c2x, 0), 1)
        points = (x1, c1y, x2, c2y)
        curve =
            TimingCurve(
                x1: Double(x1), y1: Double(c1y.isFinite ? c1y : 0), x2: Double(x2), y2: Double(c2y.isFinite ? c2y : 1))
            ?? .linear
    }

    /// Writes control point `index` (0: (0, 0), 1 and 2: the given ones, 3: (1, 1)) to `values`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let all: [(Float, Float)] = [(0, 0), (points.0, points.1), (points.2, points.3), (1, 1)]
        let p = all[min(max(index, 0), 3)]
        values[0] = p.0
        values[1] = p.1
    }

    /// The progress at elapsed fraction `x`.
    func value(at x: Double) -> Double { curve.value(at: x) }

    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool {
        a.points == b.points
    }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nothing: the model value shows before and after.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the end (while the animation is on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// How a keyframe animation moves between values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight between neighbouring values.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Jumps from value to value at each key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Evenly paced: one speed along a keyframe animation's `path` (between `values`, as linear).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values; here as linear.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Smooth and evenly paced; here as paced.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
