import Entities
import Interactors
import Presenters
import TerminalUI
import TestSupport
import Testing
import TextFront

/// MVC's controllers own their loads: a new load cancels the one in flight, a late answer never
/// reaches the screen, and a controller closed with a load in flight cancels it and is released. The
/// service holds every request until the test answers it; nothing sleeps.
@MainActor
@Suite("MVC controllers, work in flight", .timeLimit(.minutes(1)))
struct MVCWorkInFlightTests {
    let loads = LoadTracker()
    let listView = RecordingListDisplay()
    let stack = ScreenStack()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    /// The first page of `query` for `tag`, as the list asks for it.
    private func taggedQuery(_ tag: String) -> QuestionQuery {
        QuestionList(query: query).firstPageQuery(tag: tag)
    }

    private func makeController(service: any QuestionService, questionView: RecordingQuestionDisplay)
        -> MVCQuestionListController
    {
        let controller = MVCQuestionListController(
            service: service, saves: .inMemory(), query: query,
            formatters: ScreenFormatters(now: { Fixtures.now }), loads: loads,
            view: listView, navigation: stack, views: MVCRecordingViews(question: questionView))
        stack.setRoot(controller)
        return controller
    }

    /// Guards the one `latestLoad` that every list load goes through, whose `start` cancels the load
    /// before: with a load of its own each, both would run and the first one's request never be dropped.
    @Test("cancels the load in flight when a newer one starts")
    func newerLoadCancels() async {
        let service = HeldQuestionService()
        let controller = makeController(service: service, questionView: RecordingQuestionDisplay())

        controller.filter(byTag: "a")
        controller.filter(byTag: "b")
        await service.waitForCalls(2)

        #expect(service.cancelledCalls == [.questions(taggedQuery("a"), .useCache)])
        service.answer(.questions(taggedQuery("b"), .useCache), with: .page(Fixtures.page([2])))
        await loads.waitUntilIdleOrFail()
        #expect(listView.shownTitles == ["Question 2"])
    }

    /// Guards the same `latestLoad` for a search: a search superseded by another is never drawn, even
    /// when its answer comes last (`LatestLoad` drops a cancelled load's result).
    @Test("draws only the newer of two searches when the older answers last")
    func supersededSearch() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let controller = makeController(service: service, questionView: RecordingQuestionDisplay())
        let first = QuestionList(query: query).firstPageQuery(search: "actor")
        let second = QuestionList(query: query).firstPageQuery(search: "actor isolated")

        controller.search(for: "actor")
        controller.search(for: "actor isolated")
        await service.waitForCalls(2)
        service.answer(.questions(second, .useCache), with: .page(Fixtures.page([2])))
        service.answer(.questions(first, .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()

        #expect(listView.shownTitles == ["Question 2"])
    }

    /// Guards the same `latestLoad`: an answer already on its way when the load was cancelled would
    /// otherwise be drawn after the newer one, over it.
    @Test("shows only the newest of two loads when the older one answers last")
    func lateAnswerIsDropped() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let controller = makeController(service: service, questionView: RecordingQuestionDisplay())
        controller.filter(byTag: "a")
        controller.filter(byTag: "b")
        await service.waitForCalls(2)

        service.answer(.questions(taggedQuery("b"), .useCache), with: .page(Fixtures.page([2])))
        service.answer(.questions(taggedQuery("a"), .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()

        #expect(listView.shownTitles == ["Question 2"])
        controller.redisplayList()
        #expect(listView.shownTitles == ["Question 2", "Question 2"])
    }

    /// Guards `[weak self]` in `MVCQuestionController.viewDidLoad()`'s `then:` and `latestLoad.cancel()`
    /// in its `cancelLoad()`. The service here lets a cancelled request run on, as one already answered
    /// would: a strong capture would keep the popped controller alive until the answer came, and without
    /// the cancel its requests would not be dropped.
    @Test("cancels a question's load on back, and the popped controller is released with it in flight")
    func backCancelsAndReleases() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let questionView = RecordingQuestionDisplay()
        let controller = makeController(service: service, questionView: questionView)
        controller.viewDidLoad()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()
        controller.openQuestion(atRow: 1)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(3)
        weak let question = stack.topQuestion as? MVCQuestionController

        question?.goBack()

        #expect(question == nil, "the popped controller is kept alive by its load")
        #expect(
            Set(service.cancelledCalls)
                == [.question(id: 1, site: "stackoverflow"), .answers(questionID: 1, site: "stackoverflow")])
        service.answer(.question(id: 1, site: "stackoverflow"), with: .question(Fixtures.question(id: 1)))
        service.answer(.answers(questionID: 1, site: "stackoverflow"), with: .answers([]))
        await loads.waitUntilIdleOrFail()
        #expect(questionView.shown == [.loading])
    }

    /// Guards `guard !latestLoad.isRunning` in `loadMore()`: without it a second `more` asks for the same
    /// next page again, or, during a tag's load, for page 2 of the old query.
    @Test("sends no second request for more while a page loads, and says so")
    func moreWhileLoading() async {
        let service = HeldQuestionService()
        let controller = makeController(service: service, questionView: RecordingQuestionDisplay())
        controller.viewDidLoad()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1, 2], hasMore: true)))
        await loads.waitUntilIdleOrFail()

        controller.loadMore()
        controller.loadMore()

        #expect(listView.shown.last == .notice(ListText.stillLoading))
        await service.waitForCalls(2)
        service.answer(service.heldCalls[0], with: .page(Fixtures.page([3])))
        await loads.waitUntilIdleOrFail()
        #expect(service.calls.count == 2)
    }

    /// Guards `latestLoad.cancel()` in `cancelLoad()`, which Ctrl-C and a newer command send: without it
    /// the late page is drawn, and the next `more` is refused as if a page were still loading.
    @Test("shows nothing of a load it is asked to cancel, and takes the next command as if idle")
    func cancelKeepsTheList() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let controller = makeController(service: service, questionView: RecordingQuestionDisplay())
        controller.viewDidLoad()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1, 2], hasMore: true)))
        await loads.waitUntilIdleOrFail()
        controller.refresh()
        await service.waitForCalls(2)

        controller.cancelLoad()
        service.answer(.questions(query, .reload), with: .page(Fixtures.page([7, 8])))
        await loads.waitUntilIdleOrFail()

        #expect(service.cancelledCalls == [.questions(query, .reload)])
        #expect(listView.shownTitles == ["Question 1", "Question 2"])
        controller.loadMore()
        await service.waitForCalls(3)
        service.answer(service.heldCalls[0], with: .page(Fixtures.page([3])))
        await loads.waitUntilIdleOrFail()
    }
}

extension RecordingListDisplay {
    /// The titles of every list shown, in order.
    fileprivate var shownTitles: [String] {
        shown.flatMap { shown -> [String] in
            if case .list(let list) = shown { return list.rows.map(\.title) }
            return []
        }
    }
}
