import Entities
import Foundation
import Presenters
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
            let warmCache = LayoutCache()
            _ = Self.draw(display, cache: warmCache)
            let times = stopwatch.medians([
                ("none", { Self.draw(display, cache: LayoutCache(countLimit: 0)) }),
                ("cold", { Self.draw(display, cache: LayoutCache()) }),
                ("warm", { Self.draw(display, cache: warmCache) }),
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
            let misses = warmCache.misses
            _ = Self.draw(display, cache: warmCache)
            rows.append(
                ReportRow(
                    "  misses in a warm redraw", "\(warmCache.misses - misses)", target: "0",
                    isMet: warmCache.misses == misses))
            rows.append(memoryRow(display, count: count))
        }
        if let count = sizes.last {
            rows.append(overflowRow(count: count))
        }
        return rows
    }

    /// A list three times what the cache holds, so that every redraw misses every text: what the cache's
    /// own work costs when it cannot help.
    private func overflowRow(count: Int) -> ReportRow {
        let display = Self.display(of: sample, count: count)
        let smallCache = LayoutCache(countLimit: count)
        _ = Self.draw(display, cache: smallCache)
        let times = stopwatch.medians([
            ("none", { Self.draw(display, cache: LayoutCache(countLimit: 0)) }),
            ("full", { Self.draw(display, cache: smallCache) }),
        ])
        let ratio = times["full", default: .nan] / times["none", default: .nan]
        return ReportRow(
            "list of \(Figure.count(count)) rows, cache holding a third: redraw ÷ no cache",
            Figure.fraction(ratio),
            target: "≤ 1 (never slower)", isMet: ratio <= 1)
    }

    /// What the cache holds for each row: its own estimate, and the heap it actually keeps.
    private func memoryRow(_ display: QuestionListDisplay, count: Int) -> ReportRow {
        let cache = LayoutCache()
        let before = Stopwatch.heapBytes()
        _ = Self.draw(display, cache: cache)
        let estimated = Figure.bytes(Double(cache.totalCost) / Double(count))
        guard let before, let after = Stopwatch.heapBytes() else {
            return ReportRow("  cache bytes per row (estimated)", estimated)
        }
        let kept = Figure.bytes(Double(after - before) / Double(count))
        return withExtendedLifetime(cache) {
            ReportRow("  cache bytes per row: estimated / on the heap", "\(estimated) / \(kept)")
        }
    }

    /// Draws `display` through the list view at 80 columns into a console that only counts bytes.
    static func draw(_ display: QuestionListDisplay, cache: LayoutCache) -> Int {
        let console = CountingConsole()
        let environment = ViewEnvironment(
            console: console, width: 80, styler: Styler(isEnabled: false), layoutCache: cache,
            announcesLoading: false)
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
