import Presenters
import Testing

@Suite("Count text")
struct CountTextTests {
    @Test(
        "groups thousands with commas",
        arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (1_234_567, "1,234,567"), (-4_500, "-4,500")])
    func grouped(value: Int, expected: String) {
        #expect(CountText.grouped(value) == expected)
    }

    @Test(
        "shortens large counts, rounding down",
        arguments: [
            (999, "999"), (1_000, "1k"), (1_299, "1.2k"), (9_999, "9.9k"), (10_000, "10k"), (45_100, "45k"),
            (999_999, "999k"), (1_000_000, "1m"), (2_500_000, "2.5m"), (9_999_999, "9.9m"),
            (10_000_000, "10m"), (12_000_000, "12m"), (-1_500, "-1.5k"),
        ])
    func compact(value: Int, expected: String) {
        #expect(CountText.compact(value) == expected)
    }

    @Test("uses the singular only for exactly one")
    func counted() {
        #expect(CountText.counted(1, "vote") == "1 vote")
        #expect(CountText.counted(0, "answer") == "0 answers")
        #expect(CountText.counted(-1, "vote") == "-1 votes")
        #expect(CountText.counted(1_234, "view", compact: true) == "1.2k views")
    }
}
