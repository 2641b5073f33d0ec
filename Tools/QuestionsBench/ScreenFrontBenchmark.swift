import Entities
import Foundation
import Patterns
import ScreenFront
import WebService

/// The screen front's budgets (docs/PERFORMANCE.md), in every shape: a key to its frame written with 10,000 rows
/// loaded; the bytes a move of the selection writes against a full redraw; the first frame against the
/// line front's first screen.
///
/// Each shape runs in-process, assembled as the screen front's composition
/// root assembles it, on a terminal of 80 × 24 that counts bytes and keeps
/// nothing, so that the time is the session's and the shape's (keys handed
/// along the chain, the frame drawn and diffed), not a terminal's. The keys
/// are typed as the terminal's reader hands them to the session, one event
/// each.
@MainActor
struct ScreenFrontBenchmark {
    /// How many questions the list holds when keys are timed.
    let rowCount: Int
    /// How many keys are timed in each shape.
    let keyCount: Int
    /// How many first frames and first screens each shape starts, interleaved.
    let startRuns: Int
    /// The offline data set's questions, repeated to make `rowCount`.
    let sample: [Question]

    /// The terminal sizes measured: the classic one, and a larger one with more rows on the screen.
    static let sizes = [(columns: 80, rows: 24), (columns: 120, rows: 40)]

    /// The keys timed, in a cycle that crosses the whole list every twenty keys: to the last row, up by
    /// rows and a page, to the first, down by rows and a page.
    static let keyCycle: [Key] =
        [.character("G")] + Array(repeating: .character("k"), count: 8) + [.navigation(.pageUp)]
        + [.character("g")] + Array(repeating: .character("j"), count: 8) + [.navigation(.pageDown)]

    func run() async -> [ReportRow] {
        var rows: [ReportRow] = []
        for size in Self.sizes {
            var moves: [Moves] = []
            for pattern in Pattern.allCases {
                let service = ManyQuestions(count: rowCount, sample: sample)
                let run = await ScreenRun(pattern, service: service, now: service.captureDate, size: size)
                let name = "\(pattern.displayName), \(size.columns) × \(size.rows)"
                guard holdsEveryRow(run) else {
                    rows.append(ReportRow("a key to its frame, \(name)", "not measured: the list lacks rows"))
                    continue
                }
                moves.append(bytesOfMoves(run, size: size))
                var seconds: [Double] = []
                for index in 0..<keyCount {
                    seconds.append(run.press(Self.keyCycle[index % Self.keyCycle.count]))
                }
                let median = Stopwatch.median(seconds)
                let worst = seconds.max() ?? .nan
                rows.append(
                    ReportRow(
                        "a key to its frame written, \(Figure.count(rowCount)) rows loaded, median and worst of "
                            + "\(Figure.count(keyCount)), \(name)",
                        "\(Figure.milliseconds(median)) / \(Figure.milliseconds(worst))",
                        target: "≤ 1 ms / ≤ 5 ms", isMet: median <= 0.001 && worst <= 0.005))
            }
            rows += movesRows(moves, size: size)
        }
        rows += await firstFrames()
        return rows
    }

    /// Whether the list holds every question the service gave: the last row's title is on the frame after
    /// G. The selection is back on the first row after.
    private func holdsEveryRow(_ run: ScreenRun) -> Bool {
        _ = run.press(.character("G"))
        let frame = run.lastFrame()
        _ = run.press(.character("g"))
        return (0..<frame.height).contains { frame.text(ofRow: $0).contains("(\(rowCount))") }
    }

    /// What moves of the selection wrote, in bytes, in one shape.
    struct Moves: Hashable {
        /// A full redraw (Ctrl-L).
        var full: Int
        /// One row down where nothing scrolls.
        var oneRow: Int
        /// Each move one row down, over twice the screen's height, that scrolled the rows.
        var scrolling: [Int]
    }

    /// The bytes written for a full redraw, for one row down where nothing scrolls, and for each move
    /// one row down over twice the screen's height where the rows scrolled; the selection is on the first
    /// row before and after.
    private func bytesOfMoves(_ run: ScreenRun, size: (columns: Int, rows: Int)) -> Moves {
        _ = run.press(.ctrl("l"))
        let full = run.terminal.lastWrite
        _ = run.press(.character("j"))
        var moves = Moves(full: full, oneRow: run.terminal.lastWrite, scrolling: [])
        for _ in 0..<(2 * size.rows) {
            _ = run.press(.character("j"))
            if run.terminal.lastWriteScrolled { moves.scrolling.append(run.terminal.lastWrite) }
        }
        _ = run.press(.character("g"))
        return moves
    }

    /// The figures of the moves, the largest over the shapes, which write the same frames.
    private func movesRows(_ moves: [Moves], size: (columns: Int, rows: Int)) -> [ReportRow] {
        guard let full = moves.map(\.full).min(), full > 0 else { return [] }
        let share = { (bytes: Int) in Double(bytes) / Double(full) }
        let oneRow = share(moves.map(\.oneRow).max() ?? 0)
        let median = moves.map { Stopwatch.median($0.scrolling.map(Double.init)) }.max() ?? .nan
        let most = share(moves.flatMap(\.scrolling).max() ?? 0)
        let count = moves.first?.scrolling.count ?? 0
        let shapes = Set(moves).count == 1 ? "every shape alike" : "the most of any shape"
        return [
            ReportRow(
                "bytes to move the selection one row, nothing scrolling, ÷ a full redraw, \(size.columns) × \(size.rows) (\(shapes))",
                Figure.fraction(oneRow), target: "≤ 0.10", isMet: oneRow <= 0.10),
            ReportRow(
                "  a move that scrolls, median of the \(count) among \(2 * size.rows) moves down",
                Figure.fraction(median / Double(full)), target: "≤ 0.33",
                isMet: median / Double(full) <= 1.0 / 3),
            ReportRow(
                "  a move that scrolls, the most of those", Figure.fraction(most), target: "≤ 0.33",
                isMet: most <= 1.0 / 3),
            ReportRow("  a full redraw", Figure.bytes(Double(full))),
        ]
    }

    /// Start to the first frame written, against the line front's first screen drawn, each shape, on the
    /// offline data set: the medians of `startRuns` runs, the two fronts and the shapes interleaved.
    private func firstFrames() async -> [ReportRow] {
        let patterns = Pattern.allCases
        var screen = [[Double]](repeating: [], count: patterns.count)
        var line = [[Double]](repeating: [], count: patterns.count)
        for round in 0..<startRuns {
            for offset in patterns.indices {
                let index = (offset + round) % patterns.count
                let screenFirst = (round + offset) % 2 == 0
                for front in screenFirst ? [true, false] : [false, true] {
                    let service = OfflineQuestionService()
                    let start = DispatchTime.now().uptimeNanoseconds
                    if front {
                        let run = await ScreenRun(
                            patterns[index], service: service, now: service.captureDate, size: Self.sizes[0])
                        withExtendedLifetime(run) {}
                    } else {
                        let run = await WorkInFlightBenchmark.PatternRun(
                            patterns[index], service: service, now: service.captureDate)
                        withExtendedLifetime(run) {}
                    }
                    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                    if front { screen[index].append(seconds) } else { line[index].append(seconds) }
                }
            }
        }
        return patterns.indices.map { index in
            let screenMedian = Stopwatch.median(screen[index])
            let ratio = screenMedian / Stopwatch.median(line[index])
            return ReportRow(
                "start to the first frame ÷ the line front's first screen, \(patterns[index].displayName)",
                "\(Figure.ratio(ratio)) (\(Figure.milliseconds(screenMedian)))", target: "≤ 1.2×",
                isMet: ratio <= 1.2)
        }
    }
}
