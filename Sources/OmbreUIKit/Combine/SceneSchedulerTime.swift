import Foundation

/// A moment on the scene clock: the time type of the schedulers that run on it
/// (`DispatchQueue.SchedulerTimeType`, `RunLoop.SchedulerTimeType`, `ImmediateScheduler`'s).
public struct SceneSchedulerTime: Strideable, Hashable, Codable, Sendable {
    /// Seconds of scene time.
    public let seconds: Double

    /// The moment `seconds` into the scene.
    init(seconds: Double) { self.seconds = seconds }

    /// The moment `time` is.
    public init(_ time: DispatchTime) { seconds = time.seconds }

    /// The moment `date` is (the scene starts at the reference date).
    public init(_ date: Date) { seconds = date.timeIntervalSinceReferenceDate }

    /// The moment as a dispatch time.
    public var dispatchTime: DispatchTime { DispatchTime(seconds: seconds) }

    /// The moment as a date.
    public var date: Date { Date(timeIntervalSinceReferenceDate: seconds) }

    /// The time from this moment to `other`.
    public func distance(to other: SceneSchedulerTime) -> Stride { Stride(seconds: other.seconds - seconds) }

    /// The moment `n` after this one.
    public func advanced(by n: Stride) -> SceneSchedulerTime { SceneSchedulerTime(seconds: seconds + n.magnitude) }

    /// A length of scene time, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Codable, Sendable
    {
        /// The length in seconds (negative for a time before).
        public var magnitude: Double

        /// The length in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// A length of `seconds`.
        public init(seconds: Double) { magnitude = seconds }

        /// A length of `timeInterval` seconds.
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }

        /// A length of `interval`.
        public init(_ interval: DispatchTimeInterval) { magnitude = interval.seconds }

        /// A length of `value` seconds.
        public init(floatLiteral value: Double) { magnitude = value }

        /// A length of `value` seconds.
        public init(integerLiteral value: Int) { magnitude = Double(value) }

        /// A length of `source` seconds, if it is a whole number of them.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let seconds = Double(exactly: source) else { return nil }
            magnitude = seconds
        }

        /// `s` seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(seconds: Double(s)) }
        /// `s` seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(seconds: s) }
        /// `ms` thousandths of a second.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(seconds: Double(ms) / 1e3) }
        /// `us` millionths of a second.
        public static func microseconds(_ us: Int) -> Stride { Stride(seconds: Double(us) / 1e6) }
        /// `ns` billionths of a second.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(seconds: Double(ns) / 1e9) }

        /// Whether the first is the shorter.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        /// The sum of two lengths.
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.magnitude + rhs.magnitude) }
        /// The first length less the second.
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.magnitude - rhs.magnitude) }
        /// The product of two lengths, in seconds.
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.magnitude * rhs.magnitude) }
        /// Adds `rhs` to the length.
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        /// Takes `rhs` from the length.
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        /// Multiplies the length by `rhs`.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
}
