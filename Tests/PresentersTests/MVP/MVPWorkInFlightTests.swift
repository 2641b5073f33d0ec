import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// MVP's presenters own their loads, as MVC's controllers do: a new load cancels the one in flight, a
/// late answer never reaches the view, and a presenter whose screen closed with a load in flight
/// cancels it and is released. The service holds every request until the test answers it.
@MainActor
@Suite("MVP presenters, work in flight", .timeLimit(.minutes(1)))
struct MVPWorkInFlightTests {
    let loads = LoadTracker()
    let view = MVPRecordingListView()
    let navigator = MVPRecordingNavigation()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    private func tagged(_ tag: String) -> QuestionQuery {
        QuestionList(query: query).firstPageQuery(tag: tag)
    }

    private func makePresenter(_ service: any QuestionService) -> MVPQuestionListPresenter {
        let presenter = MVPQuestionListPresenter(
            service: service, saves: .inMemory(), query: query,
            formatter: QuestionListFormatter(now: { Fixtures.now }),
            loads: loads,
            navigator: navigator)
        presenter.attach(view)
        return presenter
    }

    /// Guards the one `latestLoad` every list load of `MVPQuestionListPresenter` goes through, whose
    /// `start` cancels the load before.
    @Test("cancels the load in flight when a newer one starts")
    func newerLoadCancels() async {
        let service = HeldQuestionService()
        let presenter = makePresenter(service)
        // The newer command also asks the navigator to stop every load; its double stops none, so what is
        // tested here is the presenter's own latestLoad.
        navigator.expectsCalls = true

        presenter.filter(byTag: "a")
        presenter.filter(byTag: "b")
        await service.waitForCalls(2)

        #expect(service.cancelledCalls == [.questions(tagged("a"), .useCache)])
        service.answer(.questions(tagged("b"), .useCache), with: .page(Fixtures.page([2])))
        await loads.waitUntilIdleOrFail()
        #expect(view.shownTitles == ["Question 2"])
    }

    /// Guards the same `latestLoad`, which drops a cancelled load's result: the older answer, arriving
    /// last, would be drawn over the newer one.
    @Test("shows only the newest of two loads when the older one answers last")
    func lateAnswerDropped() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let presenter = makePresenter(service)
        // The newer command also asks the navigator to stop every load; its double stops none, so what is
        // tested here is the presenter's own latestLoad.
        navigator.expectsCalls = true
        presenter.filter(byTag: "a")
        presenter.filter(byTag: "b")
        await service.waitForCalls(2)

        service.answer(.questions(tagged("b"), .useCache), with: .page(Fixtures.page([2])))
        service.answer(.questions(tagged("a"), .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()

        #expect(view.shownTitles == ["Question 2"])
    }

    /// Guards the same `latestLoad`, which drops a cancelled load's result for a search: a search
    /// superseded by another is never drawn, even when its answer comes last.
    @Test("shows only the newer of two searches when the older answers last")
    func supersededSearch() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let presenter = makePresenter(service)
        let older = QuestionList(query: query).firstPageQuery(search: "actor")
        let newer = QuestionList(query: query).firstPageQuery(search: "actor isolated")
        // The newer command also asks the navigator to stop every load; its double stops none, so what is
        // tested here is the presenter's own latestLoad.
        navigator.expectsCalls = true
        presenter.search(for: "actor")
        presenter.search(for: "actor isolated")
        await service.waitForCalls(2)

        service.answer(.questions(newer, .useCache), with: .page(Fixtures.page([2])))
        service.answer(.questions(older, .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()

        #expect(view.shownTitles == ["Question 2"])
    }

    /// Guards `guard !latestLoad.isRunning` in `loadMore()`.
    @Test("sends no second request for more while a page loads, and says so")
    func moreWhileLoading() async {
        let service = HeldQuestionService()
        let presenter = makePresenter(service)
        presenter.viewDidLoad()
        await service.waitForCalls(1)

        presenter.loadMore()

        #expect(view.shown.last == .notice(ListText.stillLoading))
        #expect(service.calls.count == 1)
        presenter.cancelLoad()
    }

    /// Guards `[weak self]` in `MVPQuestionPresenter.viewDidLoad()`'s `then:` and `cancelLoad()` in
    /// `goBack()`: the service lets a cancelled request run on, so a strong capture would keep the closed
    /// screen's presenter alive.
    @Test("cancels a question's load on back, and the presenter is released with it in flight")
    func backCancelsAndReleases() async {
        let service = HeldQuestionService(honoursCancellation: false)
        var presenter: MVPQuestionPresenter? = MVPQuestionPresenter(
            service: service, saves: .inMemory(), questionID: 1, site: "stackoverflow",
            formatter: QuestionScreenFormatter(now: { Fixtures.now }), loads: loads, navigator: navigator)
        weak let released = presenter
        presenter?.viewDidLoad()
        await service.waitForCalls(2)
        navigator.expectsCalls = true

        presenter?.goBack()
        presenter = nil

        #expect(released == nil)
        #expect(
            Set(service.cancelledCalls) == [
                .question(id: 1, site: "stackoverflow"), .answers(questionID: 1, site: "stackoverflow"),
            ])
        #expect(navigator.calls == [.closeQuestion])
        service.answerEveryHeldCall(with: .failure(.cancelled))
        await loads.waitUntilIdleOrFail()
    }
}
