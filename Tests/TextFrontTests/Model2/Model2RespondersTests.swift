import Entities
import Interactors
import Presenters
import TerminalTestSupport
import TerminalUI
import TestSupport
import Testing
import TextFront

/// Model 2's pages as responders: each takes the commands its links and forms answer, and presses the
/// browser's own buttons (Back, Stop, a click that stops the page loading); the list, the history's first
/// entry, takes what no other page does. Every fetch is held until the test answers it; the terminal is a
/// recording console; nothing sleeps.
@MainActor
@Suite("Model 2 pages as responders", .timeLimit(.minutes(1)))
struct Model2RespondersTests {
    let service = HeldQuestionService()
    let loads = LoadTracker()
    let stack = ScreenStack()
    let console = RecordingConsole()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let browser: Model2Browser

    init() {
        let model = Model2Model(service: service, saves: .inMemory(), pageSize: 2)
        browser = Model2Browser(
            server: Model2FrontController(
                model: model,
                templates: Model2PageTemplates(formatters: ScreenFormatters(now: { Fixtures.now }))),
            loads: loads, environment: .recording(console))
    }

    /// The list's page, its first page (questions 1 and 2) shown.
    private func shownList() async {
        _ = browser.start(on: stack, query: query)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(1)
        service.answerEveryHeldCall(with: .page(Fixtures.page([1, 2], hasMore: true)))
        await loads.waitUntilIdleOrFail()
    }

    /// Question 1 opened over the shown list, its fetch held.
    private func loadingQuestion() async {
        await shownList()
        stack.deliver(.command(.open(number: 1)))
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(3)
    }

    /// Answers every request still held, with a failure, and waits for the loads to end: no task outlives
    /// the test, for LeakSanitizer to find suspended.
    private func end() async {
        service.answerEveryHeldCall(with: .failure(.http(status: 503)))
        await loads.waitUntilIdleOrFail()
    }

    @Test("back at the first entry says the list is there already")
    func backAtTheList() async {
        await shownList()

        #expect(stack.deliver(.command(.back)))

        #expect(console.lines.last == ListText.alreadyAtTheList)

        await end()
    }

    @Test("Ctrl-C while a question loads presses Stop: the request is cancelled, and the list says so")
    func interruptWhileLoading() async {
        await loadingQuestion()

        stack.deliver(.interrupt)
        await loads.waitUntilIdleOrFail()

        #expect(!service.cancelledCalls.isEmpty)
        #expect(console.lines.last == ListText.loadCancelled)
        #expect(stack.screens.count == 2)

        await end()
    }

    @Test("back on a question still loading stops it and goes back to the list")
    func backOnALoadingQuestion() async {
        await loadingQuestion()

        stack.deliver(.command(.back))
        await loads.waitUntilIdleOrFail()

        #expect(stack.screens.count == 1)
        #expect(!service.cancelledCalls.isEmpty)

        await end()
    }

    @Test("refresh typed on a question goes back to the list's entry first, then sends its form")
    func refreshFromAQuestion() async {
        await loadingQuestion()

        stack.deliver(.command(.refresh))
        await service.waitUntil("page 1 asked for past the cache") { [query] in
            $0.calls.contains(.questions(query, .reload))
        }

        #expect(stack.screens.count == 1)

        await end()
    }

    @Test("save with a row on a question says a question has none")
    func saveWithARowOnAQuestion() async {
        await loadingQuestion()

        stack.deliver(.command(.save(number: 1)))

        #expect(console.lines.last == SaveText.onAQuestion(saving: true))

        await end()
    }
}
