import Foundation

/// Formats a length of time as text, as Foundation's `DateComponentsFormatter` does on iOS in
/// U.S. English: "9:41:30", "9h 41m 30s", "9 hr, 41 min, 30 sec", "9 hours, 41 minutes,
/// 30 seconds", "nine hours, forty-one minutes, thirty seconds" or "9hr 41min 30sec".
///
/// swift-corelibs-foundation declares the class but marks it unavailable, so code that names
/// it does not build on Linux; this one stands in for it in code that imports UIKit (or
/// Foundation through a scene). It formats time intervals in days, hours, minutes and
/// seconds, the units of fixed length. Weeks, months, years and the other calendar units
/// need a calendar and a starting date, which Ombre does not model: with any of them in
/// `allowedUnits`, `string(from:)` returns nil, as Apple's does when it cannot format.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units and quantities are written.
    public enum UnitsStyle: Int, Sendable {
        /// "9:41:30".
        case positional = 0
        /// "9h 41m 30s".
        case abbreviated = 1
        /// "9 hr, 41 min, 30 sec".
        case short = 2
        /// "9 hours, 41 minutes, 30 seconds".
        case full = 3
        /// "nine hours, forty-one minutes, thirty seconds".
        case spellOut = 4
        /// "9hr 41min 30sec".
        case brief = 5
    }

    /// Which units whose value is zero are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Positional: `.dropLeading` and zeros padded; with unit names: `.dropAll`.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Zero units before the first nonzero one.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between nonzero ones.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Zero units after the last nonzero one.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// No unit left out, and the first positional one padded to two digits as well.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units the time is broken into; empty (the default) means days, hours, minutes and
    /// seconds.
    open var allowedUnits: NSCalendar.Unit = []
    /// How units are written (default `.positional`).
    open var unitsStyle = UnitsStyle.positional
    /// Which zero units are left out (default `.default`).
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default

    public override init() { super.init() }

    public required init?(coder: NSCoder) { nil }

    /// `ti` seconds as text, in whole units of `allowedUnits` from the largest, the smallest
    /// rounded to the nearest; nil when `allowedUnits` holds a unit other than days, hours,
    /// minutes and seconds, or `ti` is not finite.
    ///
    /// When every unit is left out for being zero, the smallest is written ("0 sec"), and a
    /// negative length gets a minus sign before its first number; neither is documented by
    /// Apple.
    open func string(from ti: TimeInterval) -> String? {
        let fixed: [(unit: NSCalendar.Unit, seconds: Double, name: UnitName)] = [
            (.day, 86_400, .day), (.hour, 3_600, .hour), (.minute, 60, .minute), (.second, 1, .second),
        ]
        let units = allowedUnits.isEmpty ? [.day, .hour, .minute, .second] : allowedUnits
        guard ti.isFinite, units.subtracting([.day, .hour, .minute, .second]).isEmpty else { return nil }
        let used = fixed.filter { units.contains($0.unit) }
        var left = (abs(ti) / used[used.count - 1].seconds).rounded() * used[used.count - 1].seconds
        let values = used.map { unit -> Int in
            let whole = (left / unit.seconds).rounded(.down)
            left -= whole * unit.seconds
            return Int(whole)
        }
        let shown = kept(values)
        var parts = zip(used.map(\.name), values).enumerated().filter { shown.contains($0.offset) }.map(\.element)
        if parts.isEmpty { parts = [(used[used.count - 1].name, 0)] }
        let text = written(parts)
        return ti < 0 && values.contains { $0 != 0 } ? "-" + text : text
    }

    /// The indexes of `values` written, by `zeroFormattingBehavior`.
    private func kept(_ values: [Int]) -> [Int] {
        var behavior = zeroFormattingBehavior
        if behavior.contains(.pad) { return Array(values.indices) }
        if behavior.contains(.default) { behavior = unitsStyle == .positional ? .dropLeading : .dropAll }
        let nonzero = values.indices.filter { values[$0] != 0 }
        guard let first = nonzero.first, let last = nonzero.last else {
            return behavior.isDisjoint(with: .dropAll) ? Array(values.indices) : []
        }
        return values.indices.filter { index in
            if values[index] != 0 { return true }
            if index < first { return !behavior.contains(.dropLeading) }
            if index > last { return !behavior.contains(.dropTrailing) }
            return !behavior.contains(.dropMiddle)
        }
    }

    /// The units and their values written in `unitsStyle`.
    private func written(_ parts: [(name: UnitName, value: Int)]) -> String {
        switch unitsStyle {
        case .positional:
            let padFirst = zeroFormattingBehavior.contains(.pad)
            return parts.enumerated().map { index, part in
                index == 0 && !padFirst ? "\(part.value)" : String(format: "%02d", part.value)
            }.joined(separator: ":")
        case .abbreviated:
            return parts.map { "\($0.value)\($0.name.abbreviated)" }.joined(separator: " ")
        case .brief:
            // The short names, without the space.
            return parts.map { "\($0.value)\($0.name.short($0.value))" }.joined(separator: " ")
        case .short:
            return parts.map { "\($0.value) \($0.name.short($0.value))" }.joined(separator: ", ")
        case .full:
            return parts.map { "\($0.value) \($0.name.full($0.value))" }.joined(separator: ", ")
        case .spellOut:
            let words = NumberFormatter()
            words.numberStyle = .spellOut
            words.locale = Locale(identifier: "en_US")
            return parts.map {
                "\(words.string(from: NSNumber(value: $0.value)) ?? "\($0.value)") \($0.name.full($0.value))"
            }.joined(separator: ", ")
        }
    }

    /// A unit's names in each style, in U.S. English, as Apple's documentation shows them.
    private enum UnitName {
        case day, hour, minute, second

        var abbreviated: String {
            switch self {
            case .day: "d"
            case .hour: "h"
            case .minute: "m"
            case .second: "s"
            }
        }

        func short(_ value: Int) -> String {
            switch self {
            case .day: value == 1 ? "day" : "days"
            case .hour: "hr"
            case .minute: "min"
            case .second: "sec"
            }
        }

        func full(_ value: Int) -> String {
            let singular: String
            switch self {
            case .day: singular = "day"
            case .hour: singular = "hour"
            case .minute: singular = "minute"
            case .second: singular = "second"
            }
            return value == 1 ? singular : singular + "s"
        }
    }
}
