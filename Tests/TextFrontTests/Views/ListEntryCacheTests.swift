import Presenters
import TerminalTestSupport
import TerminalUI
import Testing
import TextFront

@MainActor
@Suite("ListEntryCache")
struct ListEntryCacheTests {
    /// The rows a layout was asked for, by number, in order.
    private final class LayoutRecorder {
        var laidOut: [Int] = []

        /// An entry naming the row, as a stand-in for its real lines.
        func layOut(_ row: QuestionRowDisplay) -> [StyledLine] {
            laidOut.append(row.number)
            return [.blank, StyledLine(plain: "\(row.number). \(row.title)")]
        }
    }

    private func row(_ number: Int, title: String = "How do I exit vim?") -> QuestionRowDisplay {
        QuestionRowDisplay(number: number, stats: "1 vote", title: title, details: "[vim]")
    }

    /// Asks `cache` for the entries of `rows` at `width`, laying them out through `recorder`.
    private func entries(
        _ rows: [QuestionRowDisplay], numberWidth: Int = 2, isStyled: Bool = false, width: Int = 60,
        in cache: ListEntryCache, recorder: LayoutRecorder
    ) -> [[StyledLine]] {
        cache.entries(
            for: rows, numberWidth: numberWidth, isStyled: isStyled, width: width, layOut: recorder.layOut)
    }

    @Test("lays out the rows it does not hold, in order, and keeps their entries")
    func missLaysOutAndKeeps() {
        let cache = ListEntryCache()
        let recorder = LayoutRecorder()

        let result = entries([row(1), row(2)], in: cache, recorder: recorder)

        #expect(result.map { $0.last?.text } == ["1. How do I exit vim?", "2. How do I exit vim?"])
        #expect(recorder.laidOut == [1, 2])
        #expect(cache.count == 2)
        #expect(cache.misses == 2)
        #expect(cache.hits == 0)
    }

    @Test("returns the entries it holds without laying them out again")
    func hitReturnsKeptEntries() {
        let cache = ListEntryCache()
        let recorder = LayoutRecorder()
        let first = entries([row(1), row(2)], in: cache, recorder: recorder)

        let second = entries([row(1), row(2)], in: cache, recorder: recorder)

        #expect(second == first)
        #expect(recorder.laidOut == [1, 2])
        #expect(cache.hits == 2)
    }

    @Test("lays a row out again when anything it shows changes", arguments: RowChange.allCases)
    func changedRowIsLaidOutAgain(change: RowChange) {
        let cache = ListEntryCache()
        let recorder = LayoutRecorder()
        _ = entries([row(1)], in: cache, recorder: recorder)

        _ = cache.entries(
            for: [change.apply(to: row(1))], numberWidth: change == .numberWidth ? 3 : 2,
            isStyled: change == .colour, width: 60, layOut: recorder.layOut)

        #expect(recorder.laidOut == [1, 1])
        #expect(cache.count == 2)
    }

    /// One thing that tells two entries of the same row apart.
    enum RowChange: CaseIterable, CustomTestStringConvertible {
        case mark, stats, title, details, numberWidth, colour

        func apply(to row: QuestionRowDisplay) -> QuestionRowDisplay {
            var row = row
            switch self {
            case .mark: row.mark = .updated
            case .stats: row.stats = "2 votes"
            case .title: row.title += "?"
            case .details: row.details = "[emacs]"
            case .numberWidth, .colour: break
            }
            return row
        }

        var testDescription: String { "\(self)" }
    }

    @Test("drops every entry when asked for another width")
    func widthChangeDropsEntries() {
        let cache = ListEntryCache()
        let recorder = LayoutRecorder()
        _ = entries([row(1), row(2)], width: 60, in: cache, recorder: recorder)

        _ = entries([row(1)], width: 50, in: cache, recorder: recorder)

        #expect(recorder.laidOut == [1, 2, 1])
        #expect(cache.count == 1)
    }

    @Test("forgets the entry least recently drawn to keep a new one")
    func evictsLeastRecentlyDrawn() {
        let cache = ListEntryCache(countLimit: 2)
        let recorder = LayoutRecorder()
        _ = entries([row(1), row(2)], in: cache, recorder: recorder)
        _ = entries([row(1)], in: cache, recorder: recorder)

        _ = entries([row(3)], in: cache, recorder: recorder)

        for number in [1, 3, 2] { _ = entries([row(number)], in: cache, recorder: recorder) }
        #expect(recorder.laidOut == [1, 2, 3, 2])
        #expect(cache.count == 2)
    }

    @Test("keeps the first rows of a batch larger than itself, so that every redraw finds them")
    func batchLargerThanTheCacheKeepsItsFirstRows() {
        let cache = ListEntryCache(countLimit: 2)
        let recorder = LayoutRecorder()
        let rows = (1...5).map { row($0) }
        _ = entries(rows, in: cache, recorder: recorder)

        _ = entries(rows, in: cache, recorder: recorder)
        _ = entries(rows, in: cache, recorder: recorder)

        #expect(recorder.laidOut == [1, 2, 3, 4, 5, 3, 4, 5, 3, 4, 5])
        #expect(cache.hits == 4)
        #expect(cache.count == 2)
    }

    @Test("forgets the rows of earlier batches to keep all of a batch that fits")
    func batchThatFitsIsKeptWhole() {
        let cache = ListEntryCache(countLimit: 2)
        let recorder = LayoutRecorder()
        _ = entries([row(1), row(2)], in: cache, recorder: recorder)

        _ = entries([row(1), row(3)], in: cache, recorder: recorder)
        _ = entries([row(3), row(1)], in: cache, recorder: recorder)

        #expect(recorder.laidOut == [1, 2, 3])
        #expect(cache.hits == 3)
    }

    @Test("keeps the rows a batch found when the cost limit leaves no room for one more")
    func batchKeepsWhatItFoundUnderTheCostLimit() {
        let cache = ListEntryCache(countLimit: 100, costLimit: 2 * cost(of: row(1)))
        let recorder = LayoutRecorder()
        _ = entries([row(1), row(2)], in: cache, recorder: recorder)

        _ = entries([row(1), row(2), row(3)], in: cache, recorder: recorder)
        _ = entries([row(1), row(2)], in: cache, recorder: recorder)

        #expect(recorder.laidOut == [1, 2, 3])
        #expect(cache.hits == 4)
    }

    @Test("forgets the entries least recently drawn until a new one fits the cost limit")
    func costLimit() {
        let oneEntry = cost(of: row(1))
        let cache = ListEntryCache(countLimit: 100, costLimit: 2 * oneEntry)
        let recorder = LayoutRecorder()
        _ = entries([row(1), row(2)], in: cache, recorder: recorder)

        _ = entries([row(3)], in: cache, recorder: recorder)

        #expect(cache.count == 2)
        #expect(cache.totalCost == 2 * oneEntry)
        for number in [2, 3, 1] { _ = entries([row(number)], in: cache, recorder: recorder) }
        #expect(recorder.laidOut == [1, 2, 3, 1])
    }

    @Test("forgets nothing for a row it cannot keep beside the rows its batch has drawn")
    func batchOverTheCostLimitForgetsNothingInVain() {
        let long = String(repeating: "a long title ", count: 10)
        let cache = ListEntryCache(
            countLimit: 100, costLimit: cost(of: row(1)) + cost(of: row(2, title: long)))
        let recorder = LayoutRecorder()
        _ = entries([row(1)], in: cache, recorder: recorder)

        // Row 3 cannot fit beside row 2 even if row 1 goes, so row 1 stays.
        _ = entries([row(2, title: long), row(3, title: long)], in: cache, recorder: recorder)
        _ = entries([row(1)], in: cache, recorder: recorder)

        #expect(recorder.laidOut == [1, 2, 3])
        #expect(cache.hits == 1)
    }

    @Test("does not keep an entry that costs more than the whole limit, and keeps the others")
    func oversizedEntryIsNotKept() {
        let cache = ListEntryCache(countLimit: 100, costLimit: cost(of: row(1)))
        let recorder = LayoutRecorder()
        _ = entries([row(1)], in: cache, recorder: recorder)

        _ = entries([row(2, title: String(repeating: "x", count: 500))], in: cache, recorder: recorder)
        _ = entries([row(1)], in: cache, recorder: recorder)

        #expect(recorder.laidOut == [1, 2])
        #expect(cache.count == 1)
    }

    @Test("counts a longer title as costing more")
    func costGrowsWithText() {
        let short = cost(of: row(1))
        let long = cost(of: row(1, title: String(repeating: "a long title ", count: 20)))

        #expect(short > 0)
        #expect(long > short + 2 * 200, "the title is counted in the row and again in the line")
    }

    @Test("holds 20,000 entries and 48 MiB by default, the limits docs/PERFORMANCE.md gives")
    func documentedDefaultLimits() {
        let cache = ListEntryCache()

        #expect(cache.countLimit == 20_000)
        #expect(cache.costLimit == 48 << 20)
    }

    @Test("holds 20,000 long coloured rows within its default cost limit")
    func defaultCostLimitHoldsTheCountLimit() {
        let cache = ListEntryCache()
        let console = RecordingConsole()
        let environment = ViewEnvironment(
            console: console, width: 80, styler: Styler(isEnabled: true), layoutCache: LayoutCache(),
            listEntryCache: cache, announcesLoading: false)
        let row = QuestionRowDisplay(
            number: 19_999, mark: .new, stats: "1,234 votes · 12 answers ✓ · 123.4k views",
            title: "How do I make a long title of the kind Stack Overflow questions often have, in Swift?",
            details:
                "[swift] [ios] [uikit] [autolayout] [performance] · Someone Somewhere · asked 3 years ago")

        TerminalListView(environment: environment).showMore([row], footer: "F")

        #expect(console.lines.count >= 6, "a row of five lines or more, most of them coloured")
        #expect(cache.count == 1)
        #expect(cache.totalCost * 20_000 <= cache.costLimit)
    }

    @Test("keeps nothing with a limit of zero, and lays out every request")
    func zeroLimitKeepsNothing() {
        let cache = ListEntryCache(countLimit: 0)
        let recorder = LayoutRecorder()
        _ = entries([row(1)], in: cache, recorder: recorder)

        _ = entries([row(1)], in: cache, recorder: recorder)

        #expect(recorder.laidOut == [1, 1])
        #expect(cache.count == 0)
        #expect(cache.misses == 2)
    }

    /// What the entry of `row` costs in a cache of its own.
    private func cost(of row: QuestionRowDisplay) -> Int {
        let cache = ListEntryCache()
        _ = entries([row], in: cache, recorder: LayoutRecorder())
        return cache.totalCost
    }
}
