import Foundation
import Presenters
import TestSupport
import Testing

@Suite("Relative age")
struct RelativeAgeTests {
    let age = RelativeAge(now: Fixtures.now)

    @Test(
        "says how long ago, in the largest whole unit under a year",
        arguments: [
            (0, "just now"), (59, "just now"), (60, "1 min ago"), (5 * 60 + 59, "5 min ago"),
            (3_600, "1 h ago"), (3 * 3_600 + 10, "3 h ago"), (86_400, "1 d ago"), (364 * 86_400, "364 d ago"),
        ])
    func relativeText(secondsAgo: Int, expected: String) {
        #expect(age.text(for: Fixtures.now.addingTimeInterval(TimeInterval(-secondsAgo))) == expected)
    }

    @Test("gives the calendar date in UTC past a year")
    func calendarDate() {
        let november3rd2014 = Date(timeIntervalSince1970: 1_414_972_800)  // 2014-11-03 00:00 UTC

        #expect(age.text(for: november3rd2014) == "Nov 3, 2014")
    }

    @Test("counts days until one second short of a year, and gives the date from exactly a year")
    func oneYearBoundary() {
        let aYear = TimeInterval(365 * 86_400)

        let justUnder = age.text(for: Fixtures.now.addingTimeInterval(-aYear + 1))
        let exactly = age.text(for: Fixtures.now.addingTimeInterval(-aYear))

        #expect(justUnder == "364 d ago")
        #expect(exactly == "Nov 20, 2025")
    }

    @Test("drops a fraction of a second rather than rounding up to the next unit")
    func fractionalSeconds() {
        let text = age.text(for: Fixtures.now.addingTimeInterval(-59.9))

        #expect(text == "just now")
    }

    @Test("calls a date in the future 'just now' rather than a negative age")
    func futureDate() {
        #expect(age.text(for: Fixtures.now.addingTimeInterval(300)) == "just now")
    }
}

@Suite("Relative age of absurd dates")
struct RelativeAgeAbsurdDateTests {
    @Test("gives a date for the most distant past instead of trapping")
    func distantPast() {
        let text = RelativeAge(now: Fixtures.now).text(for: Date(timeIntervalSince1970: -9.2e18))

        #expect(!text.isEmpty)
        #expect(!text.hasSuffix("ago"))
    }
}
