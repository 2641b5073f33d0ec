import TestSupport
import Testing

@testable import QuestionsApp

/// The banner is the one line the acceptance suite does not compare, so its own rules are tested here.
@Suite("Banner")
struct BannerTests {
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
