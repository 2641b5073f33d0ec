import Entities
import Interactors
import TerminalTestSupport
import TerminalUI
import TestSupport
import Testing
import TextFront

@testable import QuestionsApp

/// A list screen whose `refresh` starts a real load, held by the service until the test answers it,
/// and which records every command and cancel it gets.
@MainActor
private final class LoadingListScreen: ListScreen {
    private(set) var calls: [String] = []
    private let loads: LoadTracker
    private let service: HeldQuestionService
    private let console: any Console
    private var loadTask: Task<Void, Never>?

    init(loads: LoadTracker, service: HeldQuestionService, console: any Console) {
        self.loads = loads
        self.service = service
        self.console = console
    }

    func viewDidLoad() {}
    func redisplayList() { calls.append("list") }
    func openQuestion(atRow number: Int) { calls.append("open \(number)") }
    func loadMore() { calls.append("more") }
    func filter(byTag tag: String?) { calls.append("tag \(tag ?? "-")") }
    func sort(by sort: QuestionSort) { calls.append("sort \(sort.rawValue)") }
    func search(for words: String?) { calls.append("search \(words ?? "-")") }

    func refresh() {
        calls.append("refresh")
        loadTask = loads.start { [weak self, service] in
            let result = await Result(fetching: { () async throws(ServiceError) -> QuestionPage in
                try await service.questions(for: QuestionQuery(), policy: .reload)
            })
            guard let self, !Task.isCancelled, case .success = result else { return }
            console.writeLine("Refreshed.")
        }
    }

    func cancelLoad() {
        calls.append("cancel")
        loadTask?.cancel()
    }
    func saveQuestion(atRow number: Int) { calls.append("save \(number)") }
    func unsaveQuestion(atRow number: Int) { calls.append("unsave \(number)") }
    func openSaved() { calls.append("saved") }
}

/// The session on a terminal: it reads while a load runs, cancels it for a newer screen command or
/// Ctrl-C, leaves it alone for `more`, `help` and bad input, and ends at once on `quit`. The user's
/// keys are steps of the test; the service holds the load until the test answers; nothing sleeps.
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

    /// Guards `cancelLoads()` in `perform(_:)`: without it the refresh would still land after the tag.
    @Test("cancels the load in flight before it runs a newer screen command")
    func newerCommandCancels() async {
        let session = start()
        await input.type("refresh")
        await service.waitForCalls(1)

        await input.type("tag git")

        #expect(list.calls == ["refresh", "cancel", "tag git"])
        #expect(service.cancelledCalls == [.questions(QuestionQuery(), .reload)])
        await input.pressControlD()
        await value(of: session, "the session to end")
    }

    /// Guards `command != .more` in `perform(_:)`: the list's owner answers `more` while a page loads,
    /// and the page in flight must not be cancelled for it.
    /// Guards `command != .user` in `perform(_:)`: `user` is asked of the question as it stands (here it
    /// is typed on the list, which is bad input), so it never cancels a load.
    @Test("leaves the load in flight alone for more, help, bad input and user")
    func moreHelpAndBadInputLeaveTheLoad() async {
        let session = start()
        await input.type("refresh")
        await service.waitForCalls(1)

        await input.type("more")
        await input.type("help")
        await input.type("frobnicate")
        await input.type("user")

        #expect(list.calls == ["refresh", "more"])
        #expect(service.cancelledCalls.isEmpty)
        service.answer(.questions(QuestionQuery(), .reload), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()
        #expect(screen.lines.suffix(3) == ["list> ", "Refreshed.", "list> "])
        await input.pressControlD()
        await value(of: session, "the session to end")
    }

    /// Guards the early returns for `save` and `unsave` in `perform(_:)`: they act on the rows shown and
    /// leave a load in flight alone; `saved` is a screen command, which cancels it.
    @Test("leaves the load in flight alone for save N and unsave N, and cancels it for saved")
    func savesLeaveTheLoadSavedCancels() async {
        let session = start()
        await input.type("refresh")
        await service.waitForCalls(1)

        await input.type("save 1")
        await input.type("unsave 1")
        #expect(service.cancelledCalls.isEmpty)
        await input.type("saved")

        #expect(list.calls == ["refresh", "save 1", "unsave 1", "cancel", "saved"])
        #expect(service.cancelledCalls == [.questions(QuestionQuery(), .reload)])
        await input.pressControlD()
        await value(of: session, "the session to end")
    }

    /// Guards `cancelLoads()` in `interrupt()`.
    @Test("cancels the load in flight on Ctrl-C, says so in one line, and goes on")
    func controlCCancels() async {
        let session = start()
        await input.type("refresh")
        await service.waitForCalls(1)

        await input.pressControlC()

        #expect(list.calls == ["refresh", "cancel"])
        #expect(service.cancelledCalls == [.questions(QuestionQuery(), .reload)])
        await loads.waitUntilIdleOrFail()
        #expect(screen.lines.suffix(3) == ["list> ^C", "Load cancelled.", "list> "])
        await input.type("list")
        #expect(list.calls == ["refresh", "cancel", "list"])
        await input.pressControlD()
        await value(of: session, "the session to end")
    }

    /// Guards `guard loads.hasLoadInFlight` in `interrupt()`: a load already cancelled, or none at all,
    /// gets the hint, not a second "Load cancelled."
    @Test("says how to leave on Ctrl-C at an idle prompt, rather than ending")
    func controlCWhenIdle() async {
        let session = start()

        await input.pressControlC()

        #expect(screen.lines == ["list> ^C", "(To leave, type quit or press Ctrl-D.)", "list> "])
        #expect(list.calls.isEmpty)
        await input.pressControlD()
        await value(of: session, "the session to end")
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
