import Foundation

/// A point on the scene clock, as `Dispatch.DispatchTime` is a point on the system's.
public struct DispatchTime: Comparable, Sendable {
    /// Seconds on the scene clock.
    public let seconds: Double

    /// The scene time now.
    public static func now() -> DispatchTime { DispatchTime(seconds: UIKitWorld.current.time) }

    /// A time after any other.
    public static let distantFuture = DispatchTime(seconds: .infinity)

    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds + seconds)
    }

    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds + interval.seconds)
    }

    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds - seconds)
    }

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }
}

/// A length of time as Dispatch spells it.
public enum DispatchTimeInterval: Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never

    var seconds: Double {
        switch self {
        case .seconds(let n): Double(n)
        case .milliseconds(let n): Double(n) / 1e3
        case .microseconds(let n): Double(n) / 1e6
        case .nanoseconds(let n): Double(n) / 1e9
        case .never: .infinity
        }
    }
}

/// The main queue of UIKit code, run on the scene clock.
///
/// `DispatchQueue.main.async` runs its block at the next update; `asyncAfter(deadline:)` when
/// the scene clock reaches the deadline. Every queue is the main queue here: UIKit code runs on
/// the thread of the preview that hosts it, and blocks run in the order they were scheduled.
public final class DispatchQueue: Sendable {
    /// A label kept for source compatibility.
    public let label: String

    /// A queue named `label`; it runs its blocks on the scene clock like the main queue.
    public init(label: String) { self.label = label }

    /// The queue UIKit code runs on.
    public static let main = DispatchQueue(label: "main")

    /// A global queue; its blocks run on the scene clock, one after another.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(label: "global")
    }

    /// Runs `work` at the next update.
    public func async(execute work: @escaping () -> Void) {
        let world = UIKitWorld.current
        world.schedule(at: world.time, work)
    }

    /// Runs `work` when the scene clock reaches `deadline`.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        UIKitWorld.current.schedule(at: deadline.seconds, work)
    }

    /// Runs `work` at once and returns its result: UIKit code has only one thread here.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}

/// Quality-of-service classes, kept for source compatibility.
public enum DispatchQoS: Sendable {
    public enum QoSClass: Sendable {
        case background, utility, `default`, userInitiated, userInteractive, unspecified
    }
}
