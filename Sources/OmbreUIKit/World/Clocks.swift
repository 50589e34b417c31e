import Foundation

// The wall clocks user code reads, on the scene clock: a scene starts at the reference date
// (2001-01-01 00:00:00 UTC), so `Date()` at scene time T is `Date(timeIntervalSinceReferenceDate: T)`
// and code that times an animation from `Date()` is exact at any `--time`.

extension Date {
    /// The scene time now, as a date.
    public init() { self.init(timeIntervalSinceReferenceDate: UIKitWorld.current.time) }

    /// The scene time now, as a date.
    public static var now: Date { Date() }
}

/// Seconds since the reference date on the scene clock: the scene time.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { UIKitWorld.current.time }

/// Seconds, as Core Foundation counts absolute time.
public typealias CFAbsoluteTime = Double

extension ProcessInfo {
    /// Seconds since the scene started, as the device counts them since it booted.
    public var systemUptime: TimeInterval { UIKitWorld.current.time }
}
