import Foundation
import Testing

@testable import OmbreUIKit

/// `DateComponentsFormatter`, which Linux's Foundation marks unavailable, as timer rings use
/// it: each style writes Apple's U.S. English examples.
@Suite struct DateComponentsFormatterTests {
    private func formatted(
        _ seconds: TimeInterval, _ style: DateComponentsFormatter.UnitsStyle,
        units: NSCalendar.Unit = [.hour, .minute, .second],
        zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default
    ) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = units
        formatter.unitsStyle = style
        formatter.zeroFormattingBehavior = zeros
        return formatter.string(from: seconds)
    }

    @Test func eachStyleWritesNineHoursFortyOneMinutesThirtySecondsAsApplesTableDoes() {
        let time: TimeInterval = 9 * 3600 + 41 * 60 + 30
        #expect(formatted(time, .positional) == "9:41:30")
        #expect(formatted(time, .abbreviated) == "9h 41m 30s")
        #expect(formatted(time, .short) == "9 hr, 41 min, 30 sec")
        #expect(formatted(time, .full) == "9 hours, 41 minutes, 30 seconds")
        #expect(formatted(time, .spellOut) == "nine hours, forty-one minutes, thirty seconds")
        #expect(formatted(time, .brief) == "9hr 41min 30sec")
        #expect(DateComponentsFormatter().unitsStyle == .positional)
    }

    @Test func timerRingSettingsWriteMinutesAndSeconds() {
        #expect(formatted(75, .short, units: [.minute, .second]) == "1 min, 15 sec")
        #expect(formatted(3725, .positional, units: [.minute, .second]) == "62:05", "the largest unit takes the rest")
        #expect(formatted(1, .full, units: [.minute, .second]) == "1 second")
        #expect(formatted(26 * 86400 + 17, .short, units: [.day, .hour, .second]) == "26 days, 17 sec")
        #expect(formatted(74.6, .positional, units: [.minute, .second]) == "1:15", "rounded to the smallest unit")
    }

    @Test func zeroUnitsAreLeftOutAsTheBehaviorSays() {
        #expect(formatted(3605, .positional) == "1:00:05", "positional pads middle zeros")
        #expect(formatted(5, .positional) == "5", "and drops leading ones")
        #expect(formatted(5, .positional, zeros: .pad) == "00:00:05")
        #expect(formatted(3605, .abbreviated) == "1h 5s", "named units drop every zero")
        #expect(formatted(3600, .full, zeros: .dropLeading) == "1 hour, 0 minutes, 0 seconds")
        #expect(formatted(0, .short) == "0 sec")
    }

    @Test func calendarUnitsCannotBeFilledFromAnIntervalAndGiveNil() {
        #expect(formatted(86400 * 40, .short, units: [.month, .day]) == nil)
        #expect(formatted(.infinity, .short) == nil)
        #expect(formatted(-75, .short, units: [.minute, .second]) == "-1 min, 15 sec")
    }
}
