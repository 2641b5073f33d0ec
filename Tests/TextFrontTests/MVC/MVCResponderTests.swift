import Entities
import Interactors
import Presenters
import TerminalUI
import TestSupport
import Testing
import TextFront

/// MVC's controllers decide what each command means, as responders: the stack hands an event to the
/// controller on top, then to each beneath, and the list controller, the last stop, takes what reaches it.
/// The service holds every request until the test answers it; nothing sleeps.
@MainActor
@Suite("MVC controllers as responders", .timeLimit(.minutes(1)))
struct MVCResponderTests {
    let service = HeldQuestionService()
    let loads = LoadTracker()
    let listView = RecordingListDisplay()
    let questionView = RecordingQuestionDisplay()
    let stack = ScreenStack()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    /// The list controller at the bottom of the stack, shown with questions 1 and 2.
    private func shownList() async -> MVCQuestionListController {
        let controller = MVCQuestionListController(
            service: service, saves: .inMemory(), query: query,
            formatters: ScreenFormatters(now: { Fixtures.now }), loads: loads,
            view: listView, navigation: stack, views: MVCRecordingViews(question: questionView))
        stack.setRoot(controller)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1, 2])))
        await loads.waitUntilIdleOrFail()
        return controller
    }

    /// The shown list with the question on row `row` pushed over it, appeared, its load held.
    private func questionOnTop(row: Int = 1) async {
        _ = await shownList()
        stack.deliver(.command(.open(number: row)))
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(2)
    }

    /// Answers every request still held, with a failure, and waits for the loads to end: no task outlives
    /// the test, for LeakSanitizer to find suspended.
    private func end() async {
        service.answerEveryHeldCall(with: .failure(.http(status: 503)))
        await loads.waitUntilIdleOrFail()
    }

    @Test("the list, last in the chain, takes back and says it is already at the list")
    func backAtTheList() async {
        _ = await shownList()

        #expect(stack.deliver(.command(.back)))

        #expect(listView.shown.last == .notice(ListText.alreadyAtTheList))

        await end()
    }

    @Test("Ctrl-C with nothing loading says how to leave, and cancels nothing")
    func interruptWhenIdle() async {
        _ = await shownList()

        stack.deliver(.interrupt)

        #expect(listView.shown.last == .notice(ListText.howToLeave))
        #expect(service.cancelledCalls.isEmpty)

        await end()
    }

    @Test("Ctrl-C on a question cancels its load, and the list says so")
    func interruptCancelsTheQuestionsLoad() async {
        await questionOnTop()

        stack.deliver(.interrupt)
        await loads.waitUntilIdleOrFail()

        #expect(!service.cancelledCalls.isEmpty)
        #expect(listView.shown.last == .notice(ListText.loadCancelled))
        #expect(stack.screens.count == 2)

        await end()
    }

    @Test("a question on top takes back: its load is cancelled and the list is drawn again")
    func backFromAQuestion() async {
        await questionOnTop()
        let drawn = listView.shown.count

        stack.deliver(.command(.back))
        await loads.waitUntilIdleOrFail()

        #expect(stack.screens.count == 1)
        #expect(!service.cancelledCalls.isEmpty)
        #expect(listView.shown.count == drawn + 1)
        guard case .list(let list) = listView.shown.last else {
            Issue.record("expected the list drawn again, got \(String(describing: listView.shown.last))")
            return
        }
        #expect(list.rows.map(\.title) == ["Question 1", "Question 2"])

        await end()
    }

    @Test("a question hands open N to the list beneath, which puts the new question in its place")
    func openOnAQuestionReplacesIt() async {
        await questionOnTop(row: 1)
        let first = stack.top

        stack.deliver(.command(.open(number: 2)))

        #expect(stack.screens.count == 2)
        #expect(stack.top !== first)
        #expect(stack.top is MVCQuestionController)

        await end()
    }

    @Test("a question stays, with the list's error, when open N names no row")
    func openOnAQuestionWithNoSuchRow() async {
        await questionOnTop(row: 1)
        let first = stack.top

        stack.deliver(.command(.open(number: 9)))

        #expect(stack.top === first)
        #expect(listView.shown.last == .error(ListText.noSuchRow(9)))

        await end()
    }

    @Test("more asked on a question leaves the question first, then the list loads its next page")
    func moreOnAQuestionLeavesIt() async {
        await questionOnTop()

        stack.deliver(.command(.more))

        #expect(stack.screens.count == 1)
        #expect(listView.shown.last == .notice(ListText.noMoreQuestions))

        await end()
    }

    @Test("a question refuses save with a row number itself: it has no rows")
    func saveWithARowOnAQuestion() async {
        await questionOnTop()

        stack.deliver(.command(.save(number: 2)))

        #expect(questionView.shown.last == .error(SaveText.onAQuestion(saving: true)))
        #expect(stack.screens.count == 2)

        await end()
    }

    @Test("save without a row on the list gets the list's line asking for one")
    func saveWithoutARowOnTheList() async {
        _ = await shownList()

        stack.deliver(.command(.save(number: nil)))

        #expect(listView.shown.last == .error(SaveText.needsARow(saving: true)))

        await end()
    }

    @Test("refresh typed on a question returns to the list first, cancelling the question's load")
    func refreshFromAQuestion() async {
        await questionOnTop()

        stack.deliver(.command(.refresh))
        await service.waitUntil("page 1 asked for again") { [query] in
            $0.calls.contains(.questions(query, .reload))
        }

        #expect(stack.screens.count == 1)
        #expect(service.heldCalls == [.questions(query, .reload)])

        await end()
    }
}
