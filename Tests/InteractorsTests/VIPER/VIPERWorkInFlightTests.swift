import Entities
import Interactors
import TestSupport
import Testing

/// VIPER's interactors own their loads, as they own the talk to the service: a new load cancels the
/// one in flight, a late answer is never reported, and `cancelLoad()` (which the presenter asks for
/// when the module closes) drops the load, and the interactor is released with it in flight. The
/// service holds every request until the test answers it; nothing sleeps.
@MainActor
@Suite("VIPER interactors, work in flight", .timeLimit(.minutes(1)))
struct VIPERWorkInFlightTests {
    let loads = LoadTracker()
    let output = VIPERRecordingListOutput()
    let query = QuestionQuery(site: "stackoverflow", sort: .activity, tag: nil, page: 1, pageSize: 2)

    private func makeInteractor(service: any QuestionService) -> VIPERQuestionListInteractor {
        let interactor = VIPERQuestionListInteractor(
            service: service, saves: .inMemory(), query: query, loads: loads)
        interactor.output = output
        return interactor
    }

    /// The first page of `query` for `tag`, as the list asks for it.
    private func taggedQuery(_ tag: String) -> QuestionQuery {
        QuestionList(query: query).firstPageQuery(tag: tag)
    }

    /// Guards the one `latestLoad` every list load of `VIPERQuestionListInteractor` goes through, whose `start`
    /// cancels the load before.
    @Test("cancels the load in flight when a newer one starts")
    func newerLoadCancels() async {
        let service = HeldQuestionService()
        let interactor = makeInteractor(service: service)

        interactor.filter(byTag: "a")
        interactor.filter(byTag: "b")
        await service.waitForCalls(2)

        #expect(service.cancelledCalls == [.questions(taggedQuery("a"), .useCache)])
        service.answer(.questions(taggedQuery("b"), .useCache), with: .page(Fixtures.page([2])))
        await loads.waitUntilIdleOrFail()
        #expect(output.events == [.startedLoading, .startedLoading, .loaded(ids: [2])])
    }

    /// Guards the same `latestLoad`, which drops a cancelled load's result: the older answer, arriving
    /// last, would be reported after the newer one and become the list.
    @Test("reports only the newest of two loads when the older one answers last")
    func lateAnswerIsDropped() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let interactor = makeInteractor(service: service)
        interactor.filter(byTag: "a")
        interactor.filter(byTag: "b")
        await service.waitForCalls(2)

        service.answer(.questions(taggedQuery("b"), .useCache), with: .page(Fixtures.page([2])))
        service.answer(.questions(taggedQuery("a"), .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()

        #expect(output.events == [.startedLoading, .startedLoading, .loaded(ids: [2])])
        #expect(interactor.questionID(atRow: 1) == 2)
    }

    /// Guards the same `latestLoad`, which drops a cancelled load's result for a search: a superseded
    /// search, answering last, would be reported after the newer one and become the list.
    @Test("reports only the newer of two searches when the older answers last")
    func supersededSearch() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let interactor = makeInteractor(service: service)
        let older = QuestionList(query: query).firstPageQuery(search: "actor")
        let newer = QuestionList(query: query).firstPageQuery(search: "actor isolated")
        interactor.search(for: "actor")
        interactor.search(for: "actor isolated")
        await service.waitForCalls(2)

        service.answer(.questions(newer, .useCache), with: .page(Fixtures.page([2])))
        service.answer(.questions(older, .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()

        #expect(output.events == [.startedLoading, .startedLoading, .loaded(ids: [2])])
        #expect(interactor.questionID(atRow: 1) == 2)
    }

    /// Guards `cancelLoad()` and `[weak self]` in `loadQuestion()`'s `then:` in `VIPERQuestionInteractor`: the
    /// service lets a cancelled request run on, so a strong capture would keep the closed module's
    /// interactor alive.
    @Test(
        "drops a question's load when asked to cancel it, reports nothing, and is released with it in flight")
    func cancelLoadDropsAndReleases() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let questionOutput = VIPERRecordingQuestionOutput()
        var interactor: VIPERQuestionInteractor? = VIPERQuestionInteractor(
            service: service, saves: .inMemory(), questionID: 1, site: "stackoverflow", loads: loads)
        interactor?.output = questionOutput
        weak let released = interactor
        interactor?.loadQuestion()
        await service.waitForCalls(2)

        interactor?.cancelLoad()
        interactor = nil

        #expect(released == nil, "the closed module's interactor is kept alive by its load")
        #expect(
            Set(service.cancelledCalls)
                == [.question(id: 1, site: "stackoverflow"), .answers(questionID: 1, site: "stackoverflow")])
        service.answer(.question(id: 1, site: "stackoverflow"), with: .question(Fixtures.question(id: 1)))
        service.answer(.answers(questionID: 1, site: "stackoverflow"), with: .answers([]))
        await loads.waitUntilIdleOrFail()
        #expect(questionOutput.events == [.startedLoading])
    }

    /// Guards `guard !latestLoad.isRunning` in `VIPERQuestionListInteractor.loadMore()`: without it a second
    /// `more` asks for the same next page again, or, during a tag's load, for page 2 of the old query.
    @Test("sends no second request for more while a page loads, and reports that it skipped it")
    func moreWhileLoading() async {
        let service = HeldQuestionService()
        let interactor = makeInteractor(service: service)
        interactor.loadFirstPage()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1, 2], hasMore: true)))
        await loads.waitUntilIdleOrFail()

        interactor.loadMore()
        interactor.loadMore()

        #expect(output.events.last == .skippedLoadMoreWhileLoading)
        await service.waitForCalls(2)
        service.answer(service.heldCalls[0], with: .page(Fixtures.page([3])))
        await loads.waitUntilIdleOrFail()
        #expect(service.calls.count == 2)
    }

    /// Guards `latestLoad.cancel()` in `VIPERQuestionListInteractor.cancelLoad()`, which the presenter asks for
    /// on Ctrl-C and before a newer command: without it the late page is reported, and the next `more` is
    /// skipped as if a page were loading.
    @Test("reports nothing of a load it is asked to cancel, and takes the next request as if idle")
    func cancelReportsNothing() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let interactor = makeInteractor(service: service)
        interactor.loadFirstPage()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1, 2], hasMore: true)))
        await loads.waitUntilIdleOrFail()
        interactor.refresh()
        await service.waitForCalls(2)

        interactor.cancelLoad()
        service.answer(.questions(query, .reload), with: .page(Fixtures.page([7, 8])))
        await loads.waitUntilIdleOrFail()

        #expect(service.cancelledCalls == [.questions(query, .reload)])
        #expect(output.events == [.startedLoading, .loaded(ids: [1, 2]), .startedLoading])
        interactor.loadMore()
        await service.waitForCalls(3)
        service.answer(service.heldCalls[0], with: .page(Fixtures.page([3])))
        await loads.waitUntilIdleOrFail()
    }
}
