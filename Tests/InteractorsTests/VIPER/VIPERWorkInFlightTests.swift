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
    let output = RecordingListOutput()
    let query = QuestionQuery(site: "stackoverflow", sort: .activity, tag: nil, page: 1, pageSize: 2)

    private func makeInteractor(service: any QuestionService) -> QuestionListInteractor {
        let interactor = QuestionListInteractor(service: service, query: query, loads: loads)
        interactor.output = output
        return interactor
    }

    /// The first page of `query` for `tag`, as the list asks for it.
    private func taggedQuery(_ tag: String) -> QuestionQuery {
        QuestionList(query: query).firstPageQuery(tag: tag)
    }

    /// Guards `loadTask?.cancel()` in `QuestionListInteractor.load(_:of:policy:)`.
    @Test("cancels the load in flight when a newer one starts")
    func newerLoadCancels() async {
        let service = HeldQuestionService()
        let interactor = makeInteractor(service: service)

        interactor.filter(byTag: "a")
        interactor.filter(byTag: "b")
        await service.waitForCalls(2)

        #expect(service.cancelledCalls == [.questions(taggedQuery("a"), .useCache)])
        service.answer(.questions(taggedQuery("b"), .useCache), with: .page(Fixtures.page([2])))
        await loads.waitUntilIdle()
        #expect(output.events == [.startedLoading, .startedLoading, .loaded(ids: [2])])
    }

    /// Guards `!Task.isCancelled` in the load's task: the older answer, arriving last, would be
    /// reported after the newer one and become the list.
    @Test("reports only the newest of two loads when the older one answers last")
    func lateAnswerIsDropped() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let interactor = makeInteractor(service: service)
        interactor.filter(byTag: "a")
        interactor.filter(byTag: "b")
        await service.waitForCalls(2)

        service.answer(.questions(taggedQuery("b"), .useCache), with: .page(Fixtures.page([2])))
        service.answer(.questions(taggedQuery("a"), .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdle()

        #expect(output.events == [.startedLoading, .startedLoading, .loaded(ids: [2])])
        #expect(interactor.questionID(atRow: 1) == 2)
    }

    /// Guards `cancelLoad()` and `[weak self]` in `QuestionInteractor`: the service lets a cancelled
    /// request run on, so a strong capture would keep the closed module's interactor alive.
    @Test(
        "drops a question's load when asked to cancel it, reports nothing, and is released with it in flight")
    func cancelLoadDropsAndReleases() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let questionOutput = RecordingQuestionOutput()
        var interactor: QuestionInteractor? = QuestionInteractor(
            service: service, questionID: 1, site: "stackoverflow", loads: loads)
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
        await loads.waitUntilIdle()
        #expect(questionOutput.events == [.startedLoading])
    }
}
