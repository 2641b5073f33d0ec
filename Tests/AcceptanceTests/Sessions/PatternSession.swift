import Entities
import Interactors
import TextFront
import WebService

@testable import QuestionsApp

/// One pattern's app run through a session, in-process: its own terminal, keyboard and held service.
@MainActor
final class PatternSession {
    /// The query every session starts from: a page small enough to read in a finding.
    nonisolated static let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 3)
    /// The width a session starts at.
    nonisolated static let startWidth = 60

    let pattern: AppOptions.Pattern
    let screen = SessionScreen(width: startWidth)
    let input: SessionInput
    let size = SessionTerminalSize(width: startWidth)
    let service: SessionService
    /// The app's own folder of saves, made at its first save; the runner removes it at the end.
    let dataFolder = FreshDataFolder()
    private let loads: LoadTracker
    /// Whether the app has returned from its run: the user quit, or the input ended.
    private(set) var hasEnded = false
    /// How many of the screen's lines `newLines()` has handed out.
    private var linesSeen = 0
    /// How many of the screen's lines `observedLines()` has handed out.
    private var linesObserved = 0

    /// Starts `pattern`'s app on the offline data set's clock, every request held by a service that
    /// answers from a data set of its own (a refresh moves a data set on to its second capture); with
    /// `link`, at the question it links to, as `questions URL` starts.
    init(pattern: AppOptions.Pattern, link: String? = nil) {
        self.pattern = pattern
        input = SessionInput(echoingOn: screen)
        let data = OfflineQuestionService()
        service = SessionService(data: data)
        let application = Application(
            pattern: pattern, query: Self.query, service: service, now: { data.captureDate },
            banner: "Questions · a session", input: input, output: screen, widthSource: .terminal(size),
            listColumns: .automatic, usesColor: false, inputIsTerminal: true, announcesLoading: true,
            tracer: nil, saves: dataFolder.saves(), link: link.flatMap(QuestionLink.init))
        loads = application.loads
        // The session measures the terminal as each typed line reaches it, and lays out for that width.
        input.lineDelivered = { [screen, size] in screen.width = TerminalInfo.supported(size.width) }
        Task {
            await application.run()
            self.hasEnded = true
        }
    }

    /// What changes as the app works: when none of it changes for a while, the app is at rest.
    var progress: [Int] {
        [
            screen.text.utf8.count, service.calls.count, service.heldCalls.count, loads.isIdle ? 0 : 1,
            input.isReading ? 1 : 0, hasEnded ? 1 : 0,
        ]
    }

    /// Resizes the terminal to `columns`; the app lays out for it from the next line typed on.
    func resize(to columns: Int) {
        size.width = columns
    }

    /// The lines the app wrote since the last call, each with the width it was laid out for.
    func newLines() -> ArraySlice<(line: String, width: Int)> {
        defer { linesSeen = screen.lines.count }
        return screen.lines[linesSeen...]
    }

    /// The lines the app wrote since the last call, as the harness's view of the session reads them.
    func observedLines() -> [String] {
        defer { linesObserved = screen.lines.count }
        return screen.lines[linesObserved...].map(\.line)
    }
}
