import Foundation

/// The C library functions code names through the `Darwin` module (`Darwin.round(x)`, as iOS
/// code may write to pass over a method of the same name); the same functions as Glibc's here.
public enum Darwin {
    /// `x` rounded to the nearest integer, halves away from zero.
    public static func round<T: FloatingPoint>(_ x: T) -> T { x.rounded() }
    /// The largest integer not above `x`.
    public static func floor<T: FloatingPoint>(_ x: T) -> T { x.rounded(.down) }
    /// The smallest integer not below `x`.
    public static func ceil<T: FloatingPoint>(_ x: T) -> T { x.rounded(.up) }
    /// `x` with its fraction dropped.
    public static func trunc<T: FloatingPoint>(_ x: T) -> T { x.rounded(.towardZero) }
    /// The square root of `x`.
    public static func sqrt<T: FloatingPoint>(_ x: T) -> T { x.squareRoot() }
    /// The magnitude of `x`.
    public static func fabs<T: FloatingPoint>(_ x: T) -> T { Swift.abs(x) }
    /// `x` to the power `y`.
    public static func pow(_ x: Double, _ y: Double) -> Double { Foundation.pow(x, y) }
    /// The sine of `x` radians.
    public static func sin(_ x: Double) -> Double { Foundation.sin(x) }
    /// The cosine of `x` radians.
    public static func cos(_ x: Double) -> Double { Foundation.cos(x) }
    /// The angle of the point (`x`, `y`) from the x axis, in radians.
    public static func atan2(_ y: Double, _ x: Double) -> Double { Foundation.atan2(y, x) }
}
