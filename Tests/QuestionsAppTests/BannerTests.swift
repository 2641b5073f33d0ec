import Foundation
import TestSupport
import Testing

@testable import QuestionsApp

@Suite("Banner")
struct BannerTests {
    /// The day and time as Foundation's Gregorian calendar tells them in UTC: the reference.
    private func reference(_ date: Date) -> (day: String, time: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return (
            "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))",
            "\(two(parts.hour)):\(two(parts.minute))"
        )
    }

    @Test("names the capture's day and time in UTC")
    func capturedAt() {
        let banner = Banner.offline(
            pattern: .mvc, capturedAt: Date(timeIntervalSince1970: 1_795_183_920), width: 80)

        #expect(banner == "Questions · MVC · offline data captured 2026-11-20 14:12 UTC")
    }

    @Test("tells the day and time as the Gregorian calendar does, leap days and dates before 1970 included")
    func agreesWithTheCalendar() {
        // Every 9,999,991 seconds (about 116 days, so the day and the time of day wander) from 1900 to 2100.
        for seconds in stride(from: -2_208_988_800, through: 4_102_444_800, by: 9_999_991) {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))

            let timestamp = Banner.timestamp(date)

            let expected = reference(date)
            #expect(timestamp.day == expected.day && timestamp.time == expected.time, "at \(seconds)")
        }
        #expect(Banner.timestamp(Date(timeIntervalSince1970: 951_782_400)).day == "2000-02-29")
        #expect(Banner.timestamp(Date(timeIntervalSince1970: -1)).time == "23:59")
    }

    @Test("keeps a time in the minute its fraction of a second belongs to, before 1970 too")
    func fractionsOfASecond() {
        let lateInAMinute = Banner.timestamp(Date(timeIntervalSince1970: 1_795_183_259.5))
        let justBefore1970 = Banner.timestamp(Date(timeIntervalSince1970: -0.5))

        #expect(lateInAMinute.day == "2026-11-20" && lateInAMinute.time == "14:00")
        #expect(justBefore1970.day == "1969-12-31" && justBefore1970.time == "23:59")
    }

    private let full = "Questions · VIPER · offline data captured 2026-11-20 14:00 UTC"

    @Test("shows the whole banner on a terminal exactly as wide as it")
    func fitsExactly() {
        let banner = Banner.offline(pattern: .viper, capturedAt: Fixtures.now, width: full.count)

        #expect(banner == full)
    }

    @Test("shows the next shorter form on a terminal one column narrower")
    func shortensByOneColumn() {
        let banner = Banner.offline(pattern: .viper, capturedAt: Fixtures.now, width: full.count - 1)

        #expect(banner == "VIPER · offline data of 2026-11-20 14:00 UTC")
    }

    @Test("falls back to the shortest form when no form fits")
    func shortestWhenNothingFits() {
        let banner = Banner.offline(pattern: .viper, capturedAt: Fixtures.now, width: 5)

        #expect(banner == "VIPER offline 14:00")
    }
}
