import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// MVVM's view models own their loads, as kudoleh's Clean MVVM does (`moviesLoadTask`): a new intent
/// cancels the load in flight, a late answer never changes the state, and a view model whose screen
/// closed with a load in flight cancels it and is released. The service holds every request until the
/// test answers it; nothing sleeps.
@MainActor
@Suite("MVVM view models, work in flight", .timeLimit(.minutes(1)))
struct MVVMWorkInFlightTests {
    let loads = LoadTracker()
    let navigation = MVVMRecordingNavigation()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    private func makeListViewModel(service: any QuestionService) -> MVVMQuestionListViewModel {
        MVVMQuestionListViewModel(
            service: service, saves: .inMemory(), query: query, loads: loads,
            formatter: QuestionListFormatter(now: { Fixtures.now }),
            navigation: navigation)
    }

    /// The first page of `query` for `tag`, as the list asks for it.
    private func taggedQuery(_ tag: String) -> QuestionQuery {
        QuestionList(query: query).firstPageQuery(tag: tag)
    }

    /// Guards the one `latestLoad` every list load of `MVVMQuestionListViewModel` goes through, whose `start`
    /// cancels the load before.
    @Test("cancels the load in flight when a newer intent starts one")
    func newerIntentCancels() async {
        let service = HeldQuestionService()
        let viewModel = makeListViewModel(service: service)

        viewModel.filter(byTag: "a")
        viewModel.filter(byTag: "b")
        await service.waitForCalls(2)

        #expect(service.cancelledCalls == [.questions(taggedQuery("a"), .useCache)])
        service.answer(.questions(taggedQuery("b"), .useCache), with: .page(Fixtures.page([2])))
        await loads.waitUntilIdleOrFail()
        #expect(viewModel.state.list.rows.map(\.title) == ["Question 2"])
        #expect(viewModel.state.isLoading == false)
    }

    /// Guards the same `latestLoad`, which drops a cancelled load's result for a search: a superseded
    /// search, answering last, would overwrite the newer search's state.
    @Test("keeps the state of the newer of two searches when the older answers last")
    func supersededSearch() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let viewModel = makeListViewModel(service: service)
        let states = StateRecorder<MVVMQuestionListViewModel.State>()
        viewModel.bind(states.record)
        let older = QuestionList(query: query).firstPageQuery(search: "actor")
        let newer = QuestionList(query: query).firstPageQuery(search: "actor isolated")
        viewModel.search(for: "actor")
        viewModel.search(for: "actor isolated")
        await service.waitForCalls(2)

        service.answer(.questions(newer, .useCache), with: .page(Fixtures.page([2])))
        service.answer(.questions(older, .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()

        #expect(viewModel.state.list.rows.map(\.title) == ["Question 2"])
        #expect(!states.states.contains { $0.list.rows.map(\.title) == ["Question 1"] })
    }

    /// Guards the same `latestLoad`, which drops a cancelled load's result: the older answer, arriving
    /// last, would overwrite the newer state.
    @Test("keeps the state of the newest load when the older one answers last")
    func lateAnswerIsDropped() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let viewModel = makeListViewModel(service: service)
        let states = StateRecorder<MVVMQuestionListViewModel.State>()
        viewModel.bind(states.record)
        viewModel.filter(byTag: "a")
        viewModel.filter(byTag: "b")
        await service.waitForCalls(2)

        service.answer(.questions(taggedQuery("b"), .useCache), with: .page(Fixtures.page([2])))
        service.answer(.questions(taggedQuery("a"), .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()

        #expect(viewModel.state.list.rows.map(\.title) == ["Question 2"])
        #expect(!states.states.contains { $0.list.rows.map(\.title) == ["Question 1"] })
    }

    /// Guards `[weak self]` in `MVVMQuestionViewModel.loadQuestion()`'s `then:` and `latestLoad.cancel()` in
    /// its `cancelLoad()`: the service lets a cancelled request run on, so a strong capture would keep the
    /// closed screen's view model alive.
    @Test("cancels a question's load on back, and the view model is released with it in flight")
    func backCancelsAndReleases() async {
        let service = HeldQuestionService(honoursCancellation: false)
        var viewModel: MVVMQuestionViewModel? = MVVMQuestionViewModel(
            service: service, saves: .inMemory(), questionID: 1, site: "stackoverflow", loads: loads,
            formatter: QuestionScreenFormatter(now: { Fixtures.now }), navigation: navigation)
        weak let released = viewModel
        viewModel?.loadQuestion()
        await service.waitForCalls(2)

        viewModel?.goBack()
        viewModel = nil

        #expect(released == nil, "the closed screen's view model is kept alive by its load")
        #expect(
            Set(service.cancelledCalls)
                == [.question(id: 1, site: "stackoverflow"), .answers(questionID: 1, site: "stackoverflow")])
        #expect(navigation.intents == [.closeQuestion])
        service.answer(.question(id: 1, site: "stackoverflow"), with: .question(Fixtures.question(id: 1)))
        service.answer(.answers(questionID: 1, site: "stackoverflow"), with: .answers([]))
        await loads.waitUntilIdleOrFail()
    }

    /// Guards `guard !latestLoad.isRunning` in `MVVMQuestionListViewModel.loadMore()`: without it a second
    /// `more` asks for the same next page again, or, during a tag's load, for page 2 of the old query.
    @Test("sends no second request for more while a page loads, and says so in a notice")
    func moreWhileLoading() async {
        let service = HeldQuestionService()
        let viewModel = makeListViewModel(service: service)
        viewModel.loadFirstPage()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1, 2], hasMore: true)))
        await loads.waitUntilIdleOrFail()

        viewModel.loadMore()
        viewModel.loadMore()

        #expect(viewModel.state.notice?.text == ListText.stillLoading)
        await service.waitForCalls(2)
        service.answer(service.heldCalls[0], with: .page(Fixtures.page([3])))
        await loads.waitUntilIdleOrFail()
        #expect(service.calls.count == 2)
    }

    /// Guards `update { state in state.isLoading = false }` in `cancelLoad()`: without it the state
    /// says loading for ever after Ctrl-C, and the view never sees the next load start.
    @Test("ends loading when it cancels, and changes nothing else, even when the answer comes late")
    func cancelEndsLoading() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let viewModel = makeListViewModel(service: service)
        viewModel.loadFirstPage()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1, 2], hasMore: true)))
        await loads.waitUntilIdleOrFail()
        let loaded = viewModel.state
        viewModel.refresh()
        await service.waitForCalls(2)

        viewModel.cancelLoad()
        service.answer(.questions(query, .reload), with: .page(Fixtures.page([7, 8])))
        await loads.waitUntilIdleOrFail()

        #expect(service.cancelledCalls == [.questions(query, .reload)])
        #expect(viewModel.state == loaded)
    }

    /// Guards `cancelLoad()` in `load(_:of:policy:)`, which ends the replaced load's loading before
    /// the new one starts: a view that draws "Loading…" when loading starts sees each load start.
    @Test("ends the loading of a replaced load before the new one starts, so each load is seen to start")
    func replacedLoadEndsLoading() async {
        let service = HeldQuestionService()
        let viewModel = makeListViewModel(service: service)
        let states = StateRecorder<MVVMQuestionListViewModel.State>()
        viewModel.bind(states.record)

        viewModel.filter(byTag: "a")
        viewModel.filter(byTag: "b")

        #expect(states.states.map(\.isLoading) == [false, true, false, true])
        await service.waitForCalls(2)
        service.answer(.questions(taggedQuery("b"), .useCache), with: .page(Fixtures.page([2])))
        await loads.waitUntilIdleOrFail()
    }

    /// Guards `state.isLoading = false` in `MVVMQuestionViewModel.cancelLoad()`.
    @Test("ends a question's loading when it cancels, and shows no question")
    func questionCancelEndsLoading() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let viewModel = MVVMQuestionViewModel(
            service: service, saves: .inMemory(), questionID: 1, site: "stackoverflow", loads: loads,
            formatter: QuestionScreenFormatter(now: { Fixtures.now }), navigation: navigation)
        viewModel.loadQuestion()
        await service.waitForCalls(2)

        viewModel.cancelLoad()
        service.answer(.question(id: 1, site: "stackoverflow"), with: .question(Fixtures.question(id: 1)))
        service.answer(.answers(questionID: 1, site: "stackoverflow"), with: .answers([]))
        await loads.waitUntilIdleOrFail()

        #expect(viewModel.state == MVVMQuestionViewModel.State())
        #expect(navigation.intents.isEmpty)
    }
}
