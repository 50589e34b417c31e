/// A length of scheduler time made from seconds and their fractions, as Combine's
/// `SchedulerTimeIntervalConvertible`: `.seconds(1)`, `.milliseconds(300)`.
public protocol SchedulerTimeIntervalConvertible {
    /// `s` seconds.
    static func seconds(_ s: Int) -> Self
    /// `s` seconds.
    static func seconds(_ s: Double) -> Self
    /// `ms` thousandths of a second.
    static func milliseconds(_ ms: Int) -> Self
    /// `us` millionths of a second.
    static func microseconds(_ us: Int) -> Self
    /// `ns` billionths of a second.
    static func nanoseconds(_ ns: Int) -> Self
}
