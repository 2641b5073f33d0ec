import Entities
import Foundation
import Presenters
import TerminalUI
import TextFront
import WebService

/// Drawing the list through the real list view: with a cold cache, a warm one, and none.
@MainActor
struct LayoutBenchmark {
    var sizes: [Int]
    var stopwatch: Stopwatch
    /// The rows to draw, repeated and renumbered to the sizes asked for.
    var sample: [Question]

    func run() -> [ReportRow] {
        var rows: [ReportRow] = []
        for count in sizes {
            let display = Self.display(of: sample, count: count)
            let warmCache = Caches()
            _ = Self.draw(display, caches: warmCache)
            let times = stopwatch.medians([
                ("none", { Self.draw(display, caches: Caches(countLimit: 0)) }),
                ("cold", { Self.draw(display, caches: Caches()) }),
                ("warm", { Self.draw(display, caches: warmCache) }),
            ])
            let (none, cold, warm) = (
                times["none", default: .nan], times["cold", default: .nan], times["warm", default: .nan]
            )
            let size = Figure.count(count)
            rows.append(
                ReportRow(
                    "list of \(size) rows: no cache / cold / warm",
                    "\(Figure.milliseconds(none)) / \(Figure.milliseconds(cold)) / \(Figure.milliseconds(warm))"
                ))
            rows.append(
                ReportRow(
                    "  warm ÷ cold", Figure.fraction(warm / cold), target: "≤ 0.2", isMet: warm / cold <= 0.2)
            )
            rows.append(
                ReportRow(
                    "  warm ÷ no cache", Figure.fraction(warm / none), target: "≤ 1 (never slower)",
                    isMet: warm <= none))
            let misses = warmCache.entries.misses
            _ = Self.draw(display, caches: warmCache)
            rows.append(
                ReportRow(
                    "  misses in a warm redraw", "\(warmCache.entries.misses - misses)", target: "0",
                    isMet: warmCache.entries.misses == misses))
            rows.append(memoryRow(display, count: count))
        }
        if let count = sizes.last {
            rows.append(overflowRow(count: count))
        }
        return rows
    }

    /// A list three times what the entry cache holds: what a redraw costs when the cache can keep only a third
    /// of the rows, and lays out the other two thirds again on every redraw.
    private func overflowRow(count: Int) -> ReportRow {
        let display = Self.display(of: sample, count: count)
        let smallCache = Caches(countLimit: count / 3)
        _ = Self.draw(display, caches: smallCache)
        let times = stopwatch.medians([
            ("none", { Self.draw(display, caches: Caches(countLimit: 0)) }),
            ("full", { Self.draw(display, caches: smallCache) }),
        ])
        let ratio = times["full", default: .nan] / times["none", default: .nan]
        return ReportRow(
            "list of \(Figure.count(count)) rows, cache holding a third: redraw ÷ no cache",
            Figure.fraction(ratio),
            target: "≤ 1 (never slower)", isMet: ratio <= 1)
    }

    /// What the cache holds for each row: its own estimate, and the heap it actually keeps.
    private func memoryRow(_ display: QuestionListDisplay, count: Int) -> ReportRow {
        let cache = Caches()
        let before = Stopwatch.heapBytes()
        _ = Self.draw(display, caches: cache)
        let estimated = Figure.bytes(Double(cache.entries.totalCost + cache.texts.totalCost) / Double(count))
        guard let before, let after = Stopwatch.heapBytes() else {
            return ReportRow(
                "  cache bytes per row: estimated / on the heap",
                "\(estimated) / not measured on this platform")
        }
        let kept = Figure.bytes(Double(after - before) / Double(count))
        return withExtendedLifetime(cache) {
            ReportRow("  cache bytes per row: estimated / on the heap", "\(estimated) / \(kept)")
        }
    }

    /// The two caches a list screen draws through: its entries, and the header's and footer's texts.
    @MainActor
    struct Caches {
        var entries: ListEntryCache
        var texts: LayoutCache

        /// Caches with the app's limits, or of `countLimit` entries and texts each.
        init(countLimit: Int? = nil) {
            entries = countLimit.map { ListEntryCache(countLimit: $0) } ?? ListEntryCache()
            texts = countLimit.map { LayoutCache(countLimit: $0) } ?? LayoutCache()
        }
    }

    /// Draws `display` through the list view at 80 columns into a console that only counts bytes.
    static func draw(_ display: QuestionListDisplay, caches: Caches) -> Int {
        let console = CountingConsole()
        let environment = ViewEnvironment(
            console: console, width: 80, styler: Styler(isEnabled: false), layoutCache: caches.texts,
            listEntryCache: caches.entries, announcesLoading: false)
        TerminalListView(environment: environment).show(display)
        return console.bytes
    }

    /// A list screen of `count` rows made from `sample`, each title made unique as on a real list.
    static func display(of sample: [Question], count: Int) -> QuestionListDisplay {
        let now = Date(timeIntervalSince1970: 1_795_183_200)
        let questions = (0..<count).map { index in
            var question = sample[index % sample.count]
            question.id = 1_000_000 + index
            question.title += " (\(index / sample.count + 1))"
            question.score += index % 7
            question.viewCount += index * 13
            return question
        }
        let formatter = QuestionListFormatter(now: { now })
        var list = QuestionList(query: QuestionQuery(pageSize: 100))
        list.replace(with: QuestionPage(questions: questions, hasMore: true), for: list.firstPageQuery)
        return formatter.display(of: list)
    }
}

/// A console that keeps nothing but the number of bytes written, so drawing costs what it would on a terminal
/// minus the terminal.
@MainActor
final class CountingConsole: Console {
    private(set) var bytes = 0

    func writeLine(_ line: String) { bytes += line.utf8.count + 1 }
    func writePrompt(_ prompt: String) { bytes += prompt.utf8.count }
}
