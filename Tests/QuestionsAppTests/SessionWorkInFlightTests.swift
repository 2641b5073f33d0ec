import Entities
import Interactors
import TerminalTestSupport
import TerminalUI
import TestSupport
import Testing
import TextFront

@testable import QuestionsApp

/// A list screen whose `refresh` starts a real load, held by the service until the test answers it; it
/// takes every event the session hands it, and does nothing else: these tests are the session's, not a
/// shape's.
@MainActor
private final class LoadingListScreen: ListScreen, Responder {
    func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if event == .command(.refresh) { refresh() }
        return true
    }

    private let loads: LoadTracker
    private let service: HeldQuestionService
    private let console: any Console
    private var loadTask: Task<Void, Never>?

    init(loads: LoadTracker, service: HeldQuestionService, console: any Console) {
        self.loads = loads
        self.service = service
        self.console = console
    }

    private func refresh() {
        loadTask = loads.start { [weak self, service] in
            let result = await Result(fetching: { () async throws(ServiceError) -> QuestionPage in
                try await service.questions(for: QuestionQuery(), policy: .reload)
            })
            guard let self, !Task.isCancelled, case .success = result else { return }
            console.writeLine("Refreshed.")
        }
    }

    func viewDidLoad() {}
    func redisplayList() {}
    func cancelLoad() { loadTask?.cancel() }
    func openQuestion(atRow number: Int) {}
    func loadMore() {}
    func saveQuestion(atRow number: Int) {}
    func unsaveQuestion(atRow number: Int) {}
    func openSaved() {}
}

/// The session on a terminal: it reads while a load runs, ends at once on `quit` with a load in flight,
/// and draws what a load brings under the prompt. What a command typed meanwhile does to the load is the
/// shape's that takes it (`WorkInFlightRaceTests.swift` plays each race in every shape). The user's keys
/// are steps of the test; the service holds the load until the test answers; nothing sleeps.
@MainActor
@Suite("Session, work in flight", .timeLimit(.minutes(1)))
struct SessionWorkInFlightTests {
    let screen = TerminalScreen()
    let console: PromptedConsole
    let loads = LoadTracker()
    let service = HeldQuestionService()
    let stack = ScreenStack()
    fileprivate let list: LoadingListScreen
    let input: SteppedInput

    init() {
        console = PromptedConsole(screen)
        list = LoadingListScreen(loads: loads, service: service, console: console)
        stack.setRoot(list)
        input = SteppedInput(echoingOn: screen)
    }

    private func start() -> Task<Void, Never> {
        let session = Session(
            input: input, output: console, screens: stack,
            environment: ViewEnvironment(
                console: console, width: 60, styler: Styler(isEnabled: false), layoutCache: LayoutCache(),
                announcesLoading: false),
            inputIsTerminal: true, loads: loads)
        return Task { await session.run() }
    }

    @Test("ends at once on quit, with a load still in flight")
    func quitDoesNotWait() async {
        let session = start()
        await input.type("refresh")
        await service.waitForCalls(1)

        await input.typeLast("quit")
        await value(of: session, "the session to end")

        #expect(!loads.isIdle)
        list.cancelLoad()
        await loads.waitUntilIdleOrFail()
    }

    /// Guards `loads.afterEachLoad` in `init`: without it what a load drew waits, prompt and all,
    /// until the user presses Return.
    @Test("draws a load that ends under the prompt on a line of its own, and shows the prompt again")
    func lateOutputKeepsOffThePrompt() async {
        let session = start()
        await input.type("refresh")
        await service.waitForCalls(1)

        service.answer(.questions(QuestionQuery(), .reload), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()

        #expect(screen.lines == ["list> refresh", "list> ", "Refreshed.", "list> "])
        await input.pressControlD()
        await value(of: session, "the session to end")
    }
}
