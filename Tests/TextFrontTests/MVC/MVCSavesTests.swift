import Entities
import Interactors
import Presenters
import TerminalUI
import TestSupport
import Testing
import TextFront

/// MVC's controllers and the saves: the controller that saves tells the model object, which informs
/// every controller registered with it; each keeps the change for the next time its view is drawn.
/// The store is the in-memory double; nothing sleeps.
@MainActor
@Suite("MVC saves", .timeLimit(.minutes(1)))
struct MVCSavesTests {
    let service = StubQuestionService()
    let store = InMemorySavedQuestions()
    let loads = LoadTracker()
    let stack = ScreenStack()
    let listView = RecordingListDisplay()
    let questionView = RecordingQuestionDisplay()
    let savedView = RecordingListDisplay()
    let formatters = ScreenFormatters(now: { Fixtures.now })
    let saves: SavedQuestionsModel

    init() {
        saves = .inMemory(store)
    }

    /// The list at the bottom of the stack, shown with `page`.
    private func shownList(_ page: QuestionPage = Fixtures.page([1, 2])) async -> MVCQuestionListController {
        service.willReturn(page)
        let list = MVCQuestionListController(
            service: service, saves: saves, query: QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2),
            formatters: formatters, loads: loads, view: listView, navigation: stack,
            views: MVCRecordingViews(question: questionView, saved: savedView))
        stack.setRoot(list)
        await appear()
        return list
    }

    /// The screen on top appears, as the session tells it before the next command, and its loads end.
    private func appear() async {
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
    }

    private func rows(_ display: RecordingListDisplay) -> [QuestionRowDisplay] {
        guard case .list(let list) = display.shown.last(where: { if case .list = $0 { true } else { false } })
        else { return [] }
        return list.rows
    }

    @Test("save N tells the model, says 'Saved.' and draws nothing else")
    func savesARow() async {
        let list = await shownList()

        list.saveQuestion(atRow: 2)

        #expect(store.calls.contains(.save(id: 2, site: "stackoverflow")))
        #expect(listView.shown.last == .notice("Saved."))
    }

    @Test("the list shows the marker on a saved row the next time it is drawn, and on no other")
    func marksTheRow() async {
        let list = await shownList()
        list.saveQuestion(atRow: 2)

        list.redisplayList()

        #expect(rows(listView).map { $0.stats.endsWithSavedMarker } == [false, true])
    }

    /// Guards `savedQuestionsDidChange(_:)` in `MVCQuestionListController`: the model tells the list of a
    /// save made by the question above it.
    @Test("a question saved on top is marked on the list that back uncovers, with no request sent")
    func theListBeneathLearnsOfASave() async throws {
        let list = await shownList()
        service.willReturn(Fixtures.question(id: 1), answers: [])
        list.openQuestion(atRow: 1)
        await appear()
        let question = try #require(stack.topQuestion as? MVCQuestionController)
        let callsBefore = service.calls.count

        question.saveQuestion()
        question.goBack()
        list.redisplayList()

        #expect(rows(listView).first?.stats.endsWithSavedMarker == true)
        #expect(service.calls.count == callsBefore)
    }

    @Test("the question's header carries the marker once it is saved")
    func marksTheQuestion() async throws {
        let list = await shownList()
        service.willReturn(Fixtures.question(id: 1), answers: [])
        list.openQuestion(atRow: 1)
        await appear()
        let question = try #require(stack.topQuestion as? MVCQuestionController)

        question.saveQuestion()
        question.redisplay()

        guard case .screen(let screen) = questionView.shown.last else {
            Issue.record("expected the question, got \(questionView.shown)")
            return
        }
        #expect(screen.stats.endsWithSavedMarker)
    }

    @Test("save on a question still loading says so and saves nothing")
    func questionStillLoading() async throws {
        let list = await shownList()
        list.openQuestion(atRow: 1)
        let question = try #require(stack.topQuestion as? MVCQuestionController)

        question.saveQuestion()

        #expect(questionView.shown == [.error(SaveText.notShown)])
        #expect(!store.calls.contains(.save(id: 1, site: "stackoverflow")))
    }

    @Test("a page that more adds is marked from one query for its rows")
    func marksAddedRowsInOneQuery() async throws {
        _ = try store.save(Fixtures.question(id: 4), site: "stackoverflow")
        let list = await shownList(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([3, 4]))

        list.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(store.calls.last == .savedIDs(among: [3, 4], site: "stackoverflow"))
        guard case .more(let added, _) = listView.shown.last else {
            Issue.record("expected rows added, got \(listView.shown)")
            return
        }
        #expect(added.map { $0.stats.endsWithSavedMarker } == [false, true])
    }

    @Test("the saved controller shows the saves, the most recent first, reading them at once")
    func savedScreen() async {
        let list = await shownList()
        list.saveQuestion(atRow: 1)
        list.saveQuestion(atRow: 2)

        list.openSaved()
        stack.takeAppearingScreen()?.viewDidLoad()

        #expect(rows(savedView).map(\.title) == ["Question 2", "Question 1"])
        #expect(loads.isIdle)
    }

    /// Guards `savedQuestionsDidChange(_:)` in `MVCSavedController`, which marks what it shows as stale.
    @Test("a question opened from the saved screen and unsaved there is gone when back uncovers it")
    func savedScreenForgetsAnUnsave() async throws {
        let list = await shownList()
        list.saveQuestion(atRow: 1)
        list.openSaved()
        let saved = try #require(stack.top as? MVCSavedController)
        saved.viewDidLoad()
        service.willReturn(Fixtures.question(id: 1), answers: [])
        saved.openQuestion(atRow: 1)
        await appear()

        (stack.topQuestion as? MVCQuestionController)?.unsaveQuestion()
        stack.pop()
        saved.redisplay()

        guard case .list(let shown) = savedView.shown.last else {
            Issue.record("expected the saved screen, got \(savedView.shown)")
            return
        }
        #expect(shown.rows.isEmpty)
        #expect(shown.footer == SaveText.empty)
    }

    @Test("unsave N on the saved screen says so and draws the saves again, renumbered")
    func unsaveOnTheSavedScreen() async throws {
        let list = await shownList()
        list.saveQuestion(atRow: 1)
        list.saveQuestion(atRow: 2)
        list.openSaved()
        stack.takeAppearingScreen()?.viewDidLoad()
        let saved = try #require(stack.top as? MVCSavedController)

        saved.unsaveQuestion(atRow: 1)

        #expect(savedView.shown.suffix(2).first == .notice("Removed from saved."))
        #expect(rows(savedView).map(\.number) == [1])
        #expect(rows(savedView).map(\.title) == ["Question 1"])
    }

    @Test("with saving off, save says why in one line, and no row is marked")
    func savingOff() async {
        store.failure = .notADatabase(path: "DATA/saved.sqlite3")
        let list = await shownList()

        list.saveQuestion(atRow: 1)

        #expect(listView.shown.last == .error(SaveText.off(.notADatabase(path: "DATA/saved.sqlite3"))))
        #expect(rows(listView).allSatisfy { !$0.stats.endsWithSavedMarker })
    }

    /// Guards the model's weak list of observers: registering keeps no controller alive.
    @Test("a controller popped from the stack is released, though it registered with the model")
    func closedControllersAreReleased() async {
        let list = await shownList()
        service.willReturn(Fixtures.question(id: 1), answers: [])
        list.openQuestion(atRow: 1)
        await appear()
        list.openSaved()
        stack.takeAppearingScreen()?.viewDidLoad()
        weak let saved = stack.top as? MVCSavedController
        weak let question = stack.screens[1] as? MVCQuestionController

        stack.pop()
        stack.pop()
        list.saveQuestion(atRow: 2)

        #expect(saved == nil)
        #expect(question == nil)
    }
}
