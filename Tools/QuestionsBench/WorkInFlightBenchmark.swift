import Entities
import Foundation
import Interactors
import Patterns
import Presenters
import Routers
import SQLiteStore
import Synchronization
import TerminalUI
import TextFront
import WebService

/// The hard path's budgets, with held responses: a command typed while a load is in flight draws within
/// 50 ms; 50 question screens opened one over the other, each with its load in flight, then `back` to
/// the list, give back their memory (within 1 MiB); and so do 50 screens stacked deep (question, user's
/// page, question, …, each loaded, the one on top still loading), left with `list`.
///
/// Each pattern is assembled as the composition root assembles it, around
/// the shared views, writing to a console that keeps nothing. The list's
/// first page comes from the offline data set; every other request is held
/// until its task is cancelled, as a slow network's would be. Each command
/// is what the session does for it on a terminal: cancel the load in
/// flight, then the screen's method, then the next screen's `viewDidLoad()`.
@MainActor
struct WorkInFlightBenchmark {
    /// How many questions are opened, one over the other, before `back`.
    let depth: Int

    func run() async -> [ReportRow] {
        var rows: [ReportRow] = []
        for pattern in Pattern.allCases {
            let run = await PatternRun(pattern)
            let before = Stopwatch.heapBytes()
            var slowestOpen = 0.0
            for number in 1...depth {
                slowestOpen = max(slowestOpen, run.type(.open(number: (number - 1) % 30 + 1)))
            }
            let back = run.type(.back)
            await run.loads.waitUntilIdle()
            let after = Stopwatch.heapBytes()
            let name = pattern.displayName
            rows.append(
                ReportRow(
                    "`open N` typed while a question loads, until drawn (slowest of \(depth)), \(name)",
                    Figure.milliseconds(slowestOpen), target: "≤ 50 ms", isMet: slowestOpen <= 0.050))
            rows.append(
                ReportRow(
                    "`back` typed while a question loads, until the list is drawn, \(name)",
                    Figure.milliseconds(back), target: "≤ 50 ms", isMet: back <= 0.050))
            let heapFigure = "heap after \(depth) questions opened with loads in flight and back, \(name)"
            if let before, let after {
                let grown = Double(after - before)
                rows.append(
                    ReportRow(
                        heapFigure, String(format: "%+.1f KiB", grown / 1_024), target: "≤ +1 MiB",
                        isMet: grown <= 1_048_576))
            } else {
                rows.append(ReportRow.notMeasuredHere(heapFigure, target: "≤ +1 MiB"))
            }
            withExtendedLifetime(run) {}
            rows += await deepStack(pattern)
        }
        return rows
    }

    /// `depth` screens stacked one on the other (a question, its asker's page, that page's first question,
    /// …), each loaded from the offline data set but the one on top, whose load is held; then `list`
    /// typed: the time until the list is drawn, and the heap compared with before the first screen.
    private func deepStack(_ pattern: Pattern) async -> [ReportRow] {
        let service = HeldOnRequest()
        let run = await PatternRun(pattern, service: service, now: service.captureDate)
        let before = Stopwatch.heapBytes()
        for level in 1...depth {
            if level == depth { service.holds = true }
            _ = run.type(run.stack.top is any QuestionScreen ? .user : .open(number: 1))
            if level < depth { await run.loads.waitUntilIdle() }
        }
        let reached = run.stack.screens.count - 1
        let back = run.type(.list)
        await run.loads.waitUntilIdle()
        let after = Stopwatch.heapBytes()
        let name = pattern.displayName
        var rows = [
            ReportRow(
                "`list` typed \(reached) screens deep, the top one loading, until the list is drawn, \(name)",
                Figure.milliseconds(back), target: "≤ 50 ms", isMet: back <= 0.050 && reached == depth)
        ]
        let heapFigure = "heap after \(reached) screens stacked deep (question, user, …) and `list`, \(name)"
        if let before, let after {
            let grown = Double(after - before)
            rows.append(
                ReportRow(
                    heapFigure, String(format: "%+.1f KiB", grown / 1_024), target: "≤ +1 MiB",
                    isMet: grown <= 1_048_576 && reached == depth))
        } else {
            rows.append(ReportRow.notMeasuredHere(heapFigure, target: "≤ +1 MiB"))
        }
        withExtendedLifetime(run) {}
        return rows
    }
}

/// A console that counts what it is given and keeps nothing, so that memory measures the screens alone.
@MainActor
final class DiscardingConsole: Console {
    private(set) var bytes = 0
    func writeLine(_ line: String) { bytes += line.utf8.count + 1 }
    func writePrompt(_ prompt: String) { bytes += prompt.utf8.count }
}

/// The offline data set's answers at once, until `holds` is set; from then on every request is held until
/// its task is cancelled, as a slow network's would be.
final class HeldOnRequest: QuestionService {
    private let offline = OfflineQuestionService()
    private let holding = Mutex(Holding())

    /// Whether requests are held; set once, before the screen on top asks.
    private struct Holding {
        var isOn = false
    }

    nonisolated var captureDate: Date { offline.captureDate }

    var holds: Bool {
        get { holding.withLock { $0.isOn } }
        set { holding.withLock { $0.isOn = newValue } }
    }

    func questions(for query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError) -> QuestionPage {
        if holds { throw await heldUntilCancelled() }
        return try await offline.questions(for: query, policy: policy)
    }

    func question(id: Int, site: String) async throws(ServiceError) -> Question {
        if holds { throw await heldUntilCancelled() }
        return try await offline.question(id: id, site: site)
    }

    func answers(toQuestion id: Int, site: String) async throws(ServiceError) -> [Answer] {
        if holds { throw await heldUntilCancelled() }
        return try await offline.answers(toQuestion: id, site: site)
    }

    func user(id: Int, site: String) async throws(ServiceError) -> UserProfile {
        if holds { throw await heldUntilCancelled() }
        return try await offline.user(id: id, site: site)
    }

    func questions(of query: UserQuestionsQuery) async throws(ServiceError) -> QuestionPage {
        if holds { throw await heldUntilCancelled() }
        return try await offline.questions(of: query)
    }

    func questionID(ofAnswer id: Int, site: String) async throws(ServiceError) -> Int {
        if holds { throw await heldUntilCancelled() }
        return try await offline.questionID(ofAnswer: id, site: site)
    }
}

/// Waits until the task is cancelled (a sleep that only a cancel ends), then reports the cancel.
func heldUntilCancelled() async -> ServiceError {
    while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(3_600))
    }
    return .cancelled
}
