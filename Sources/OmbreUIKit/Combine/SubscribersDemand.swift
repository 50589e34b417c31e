extension Subscribers {
    /// How many values a subscriber asks for: a number, or `unlimited`.
    ///
    /// Arithmetic is Combine's: anything added to `unlimited`, or `unlimited` less anything, is
    /// `unlimited`; less `unlimited` is `none`; a result past `Int.max` is `unlimited` and one below
    /// zero is `none`. A demand compares with a number by `<`, `<=`, `>` and `>=`; for equality,
    /// compare it with `.max(n)`: an `==` between a demand and a number, which Combine has, would
    /// slow the compiler on every `==` of the code importing UIKit here.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The count, or `UInt.max` for unlimited.
        private let rawValue: UInt

        private init(rawValue: UInt) { self.rawValue = rawValue }

        /// As many values as the publisher can send.
        public static let unlimited = Demand(rawValue: .max)
        /// No values.
        public static let none = Demand(rawValue: 0)

        /// At most `value` values.
        ///
        /// A negative count is taken as `none` (Combine stops the program).
        public static func max(_ value: Int) -> Demand { Demand(rawValue: UInt(Swift.max(value, 0))) }

        /// The count asked for, nil when unlimited.
        public var max: Int? { rawValue == .max ? nil : Int(rawValue) }

        /// "unlimited", or "max(n)".
        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

        /// A demand of `count`, or `unlimited` when the arithmetic giving it went past `Int.max`.
        private static func clamped(_ count: Int, overflow: Bool) -> Demand {
            overflow ? .unlimited : .max(count)
        }

        /// The sum of two demands.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max, let b = rhs.max else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(b)
            return clamped(sum, overflow: overflow)
        }

        /// A demand with `rhs` more (fewer when negative).
        @_disfavoredOverload
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(rhs)
            return clamped(sum, overflow: overflow && rhs > 0)
        }

        /// The first demand less the second.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            guard let b = rhs.max else { return .none }
            return .max(a - b)
        }

        /// A demand with `rhs` fewer (more when negative).
        @_disfavoredOverload
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            let (difference, overflow) = a.subtractingReportingOverflow(rhs)
            return clamped(difference, overflow: overflow && rhs < 0)
        }

        /// The demand `rhs` times over.
        @_disfavoredOverload
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            guard rhs > 0 else { return .none }
            let (product, overflow) = a.multipliedReportingOverflow(by: rhs)
            return clamped(product, overflow: overflow)
        }

        /// Adds `rhs` to the demand.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// Adds `rhs` values to the demand.
        @_disfavoredOverload
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Takes `rhs` from the demand.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        /// Takes `rhs` values from the demand.
        @_disfavoredOverload
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        /// Multiplies the demand by `rhs`.
        @_disfavoredOverload
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// Whether the first asks for fewer values; `unlimited` is more than any count.
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether the demand asks for fewer than `rhs` values.
        @_disfavoredOverload
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
        /// Whether the demand asks for at most `rhs` values.
        @_disfavoredOverload
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
        /// Whether the demand asks for more than `rhs` values.
        @_disfavoredOverload
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
        /// Whether the demand asks for at least `rhs` values.
        @_disfavoredOverload
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
        /// Whether `lhs` values are fewer than the demand.
        @_disfavoredOverload
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        /// Whether `lhs` values are at most the demand.
        @_disfavoredOverload
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
        /// Whether `lhs` values are more than the demand.
        @_disfavoredOverload
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        /// Whether `lhs` values are at least the demand.
        @_disfavoredOverload
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }

        /// Reads a demand written by `encode(to:)`.
        public init(from decoder: any Decoder) throws {
            let raw = try decoder.singleValueContainer().decode(UInt.self)
            rawValue = raw > UInt(Int.max) ? .max : raw
        }

        /// Writes the demand as one unsigned number (`UInt.max` for unlimited).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
