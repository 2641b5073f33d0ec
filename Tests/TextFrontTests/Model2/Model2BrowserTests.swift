import Entities
import Interactors
import Presenters
import TerminalTestSupport
import TerminalUI
import TestSupport
import Testing
import TextFront

/// Model 2's browser on a real stack, over the real front controller and model: each document turns a
/// command into a request and renders the answer; one request is in flight at a time. Every fetch is held
/// until the test answers it; the terminal is a recording console; nothing sleeps.
@MainActor
@Suite("Model 2 browser", .timeLimit(.minutes(1)))
struct Model2BrowserTests {
    let service = HeldQuestionService()
    let loads = LoadTracker()
    let stack = ScreenStack()
    let console = RecordingConsole()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let model: Model2Model
    let browser: Model2Browser

    init() {
        model = Model2Model(service: service, saves: .inMemory(), pageSize: 2)
        browser = Model2Browser(
            server: Model2FrontController(
                model: model,
                templates: Model2PageTemplates(formatters: ScreenFormatters(now: { Fixtures.now }))),
            loads: loads, environment: .recording(console))
    }

    /// The list document at the bottom of the history, its first page (questions 1 and 2) shown.
    private func shownList() async -> Model2ListDocument {
        let list = browser.start(on: stack, query: query)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(1)
        service.answerEveryHeldCall(with: .page(Fixtures.page([1, 2], hasMore: true)))
        await loads.waitUntilIdleOrFail()
        return list
    }

    /// Question 1 opened over the list, its fetch sent and held.
    private func openFirstQuestion(over list: Model2ListDocument) async {
        let sent = service.calls.count
        list.openQuestion(atRow: 1)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(sent + 2)
    }

    /// Question 1 opened over the list and shown: its fetch answered, with no answers.
    private func showFirstQuestion(over list: Model2ListDocument) async {
        await openFirstQuestion(over: list)
        service.answer(.question(id: 1, site: "stackoverflow"), with: .question(Fixtures.question(id: 1)))
        service.answer(.answers(questionID: 1, site: "stackoverflow"), with: .answers([]))
        await loads.waitUntilIdleOrFail()
    }

    @Test("renders the page the server answers in the document that asked, at the location it names")
    func rendersThePage() async {
        _ = await shownList()

        #expect(console.lines.contains { $0.hasPrefix("Top questions on stackoverflow") })
        #expect(model.list(at: .list(query, pages: 1))?.questions.map(\.id) == [1, 2])
    }

    /// Guards `browser.isLoading` in `loadMore()`: the page in flight decides what "next" means.
    @Test("says a page is still loading on more while a request is in flight, and sends nothing")
    func moreWhileLoading() async {
        let list = await shownList()
        list.refresh()
        await service.waitForCalls(2)

        list.loadMore()

        #expect(console.lines.last == ListText.stillLoading)
        #expect(service.calls.count == 2)
        service.answerEveryHeldCall(with: .page(Fixtures.page([1, 2])))
        await loads.waitUntilIdleOrFail()
    }

    /// Guards the `.now` answer in `send(_:for:)`: only a fetch supersedes the request in flight.
    @Test("answers a save while a page loads at once, and leaves the request in flight alone")
    func saveDuringALoad() async {
        let list = await shownList()
        list.refresh()
        await service.waitForCalls(2)

        list.saveQuestion(atRow: 2)

        #expect(console.lines.last == SaveText.answer(to: .saved))
        #expect(loads.hasLoadInFlight)
        service.answerEveryHeldCall(with: .page(Fixtures.page([1, 2])))
        await loads.waitUntilIdleOrFail()
        #expect(console.lines.last == "No changes.")
    }

    @Test("says there is no such row for a row the page does not link to, and sends nothing")
    func noSuchRow() async {
        let list = await shownList()

        list.openQuestion(atRow: 3)

        #expect(console.lines.last == ListText.noSuchRow(3))
        #expect(stack.screens.count == 1)
        #expect(service.calls.count == 1)
    }

    /// Guards `back()` stopping the request in flight, and the weak document in `send(_:for:)`.
    @Test("back stops the question's request in flight, and the closed page is released")
    func backReleasesThePage() async {
        let list = await shownList()
        await openFirstQuestion(over: list)
        weak let question = stack.top as? Model2QuestionDocument

        (stack.top as? any PushedScreen)?.goBack()
        service.answerEveryHeldCall(with: .failure(.timedOut(seconds: 1)))
        await loads.waitUntilIdleOrFail()

        #expect(question == nil)
        #expect(stack.screens.count == 1)
    }

    /// Guards the cache's reach: `keep(only:)` after a pop.
    @Test("back leaves the model's cache holding what the history reaches, and the list shown from it")
    func backPrunesTheCache() async {
        let list = await shownList()
        await showFirstQuestion(over: list)
        #expect(model.keptCount == 2)

        (stack.top as? any PushedScreen)?.goBack()
        list.redisplayList()

        #expect(model.keptCount == 1)
        #expect(service.calls.count == 3, "the list shown again was fetched")
        #expect(console.lines.contains { $0.hasPrefix("Top questions on stackoverflow") })
    }

    /// Guards `keepReachable()` after a push that replaced the question on top.
    @Test("a question opened over a question leaves the cache without the one it replaced")
    func questionOverQuestion() async {
        let list = await shownList()
        await showFirstQuestion(over: list)

        list.openQuestion(atRow: 2)

        #expect(stack.screens.count == 2)
        #expect(model.keptCount == 1)
        #expect(model.question(at: .question(id: 1, site: "stackoverflow")) == nil)
    }

    /// Guards `shown == nil ? .link : .history` in `Model2QuestionDocument.redisplay()`: a question's
    /// location names no more than the question, so another entry at the same location may have left it
    /// in the cache.
    @Test("a question whose page never arrived is requested anew when back uncovers it, though cached")
    func neverShownQuestionLoadsAgain() async {
        let list = await shownList()
        await showFirstQuestion(over: list)
        stack.deliver(.command(.user))
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(5)
        service.answer(
            .user(id: 7, site: "stackoverflow"),
            with: .user(UserProfile(id: 7, displayName: "Ana", reputation: 10)))
        service.answerEveryHeldCall(with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()
        // Question 1 again, from the asker's page; `saved` stops its request before it arrives.
        (stack.top as? any UserScreen)?.openQuestion(atRow: 1)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(7)
        stack.top?.cancelLoad()
        stack.top?.openSaved()
        stack.takeAppearingScreen()?.viewDidLoad()
        service.answerEveryHeldCall(with: .failure(.cancelled))
        await loads.waitUntilIdleOrFail()

        (stack.top as? any PushedScreen)?.goBack()
        (stack.top as? any PushedScreen)?.redisplay()

        await service.waitForCalls(9)
        #expect(service.calls.suffix(2).contains(.question(id: 1, site: "stackoverflow")))
        service.answerEveryHeldCall(with: .failure(.cancelled))
        await loads.waitUntilIdleOrFail()
    }

    @Test("a start from a URL is a history of two pages, the list beneath never shown")
    func startFromAURL() async {
        let list = browser.start(on: stack, query: query)

        list.showQuestion(id: 5)

        #expect(stack.screens.count == 2)
        #expect(stack.top is Model2QuestionDocument)
        #expect(!stack.listHasAppeared)
        #expect(service.calls.isEmpty)
    }
}
