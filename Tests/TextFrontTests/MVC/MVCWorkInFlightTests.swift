import Entities
import Interactors
import Presenters
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
    let listView = CapturingListView()
    let stack = ScreenStack()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    /// The first page of `query` for `tag`, as the list asks for it.
    private func taggedQuery(_ tag: String) -> QuestionQuery {
        QuestionList(query: query).firstPageQuery(tag: tag)
    }

    private func makeController(service: any QuestionService, questionView: CapturingQuestionView)
        -> MVCQuestionListController
    {
        let controller = MVCQuestionListController(
            service: service, query: query, formatters: ScreenFormatters(now: { Fixtures.now }), loads: loads,
            view: listView, navigation: stack, makeQuestionView: { questionView })
        stack.setRoot(controller)
        return controller
    }

    /// Guards `loadTask?.cancel()` in `load(_:of:policy:)`: without it, both loads run and the first
    /// one's request is never dropped.
    @Test("cancels the load in flight when a newer one starts")
    func newerLoadCancels() async {
        let service = HeldQuestionService()
        let controller = makeController(service: service, questionView: CapturingQuestionView())

        controller.filter(byTag: "a")
        controller.filter(byTag: "b")
        await service.waitForCalls(2)

        #expect(service.cancelledCalls == [.questions(taggedQuery("a"), .useCache)])
        service.answer(.questions(taggedQuery("b"), .useCache), with: .page(Fixtures.page([2])))
        await loads.waitUntilIdle()
        #expect(listView.shownTitles == ["Question 2"])
    }

    /// Guards `!Task.isCancelled` in the load's task: an answer already on its way when the load was
    /// cancelled would otherwise be drawn after the newer one, over it.
    @Test("shows only the newest of two loads when the older one answers last")
    func lateAnswerIsDropped() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let controller = makeController(service: service, questionView: CapturingQuestionView())
        controller.filter(byTag: "a")
        controller.filter(byTag: "b")
        await service.waitForCalls(2)

        service.answer(.questions(taggedQuery("b"), .useCache), with: .page(Fixtures.page([2])))
        service.answer(.questions(taggedQuery("a"), .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdle()

        #expect(listView.shownTitles == ["Question 2"])
        controller.redisplayList()
        #expect(listView.shownTitles == ["Question 2", "Question 2"])
    }

    /// Guards `[weak self]` and `loadTask?.cancel()` in `MVCQuestionController`. The service here lets a
    /// cancelled request run on, as one already answered would: a strong capture would keep the popped
    /// controller alive until the answer came, and without the cancel its requests would not be dropped.
    @Test("cancels a question's load on back, and the popped controller is released with it in flight")
    func backCancelsAndReleases() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let questionView = CapturingQuestionView()
        let controller = makeController(service: service, questionView: questionView)
        controller.viewDidLoad()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdle()
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
        await loads.waitUntilIdle()
        #expect(questionView.shown == [.loading])
    }
}

extension CapturingListView {
    /// The titles of every list shown, in order.
    fileprivate var shownTitles: [String] {
        shown.flatMap { shown -> [String] in
            if case .list(let list) = shown { return list.rows.map(\.title) }
            return []
        }
    }
}
