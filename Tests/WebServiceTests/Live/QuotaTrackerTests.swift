import TestSupport
import Testing

@testable import WebService

@Suite("Quota tracker")
struct QuotaTrackerTests {
    let clock = TestClock()

    @Test("keeps the lowest count of the day, whatever order the responses arrive in")
    func lowestOfTheDay() {
        let tracker = QuotaTracker(now: clock.reader)

        tracker.record(280)
        tracker.record(278)
        tracker.record(279)

        #expect(tracker.remaining == 278)
    }

    @Test("starts afresh on a new UTC day, when the API resets the quota")
    func resetsDaily() {
        let tracker = QuotaTracker(now: clock.reader)
        tracker.record(5)

        clock.advance(by: 86_400)
        tracker.record(300)

        #expect(tracker.remaining == 300)
    }
}
