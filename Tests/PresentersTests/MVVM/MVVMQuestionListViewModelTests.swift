import Entities
import Interactors
import Presenters
import TestSupport
import Testing

@MainActor
@Suite("MVVM list view model")
struct MVVMQuestionListViewModelTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let navigation = MVVMRecordingNavigation()
    let viewModel: MVVMQuestionListViewModel
    let states = StateRecorder<MVVMQuestionListViewModel.State>()

    init() {
        viewModel = MVVMQuestionListViewModel(
            service: service, saves: .inMemory(), query: query, loads: loads,
            formatter: QuestionListFormatter(now: { Fixtures.now }),
            navigation: navigation)
        viewModel.bind(states.record)
    }

    private var state: MVVMQuestionListViewModel.State { viewModel.state }

    @Test("hands a new observer the current state at once, before anything is loaded")
    func bindsTheCurrentState() {
        #expect(states.states.count == 1)
        #expect(states.states.first?.listVersion == 0)
        #expect(states.states.first?.isLoading == false)
        #expect(service.calls.isEmpty)
    }

    @Test("hands an observer that binds later the state as it is then, loaded list included")
    func bindsLate() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        viewModel.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        let late = StateRecorder<MVVMQuestionListViewModel.State>()

        viewModel.bind(late.record)

        #expect(late.states == [state])
        #expect(late.states.first?.list.rows.count == 2)
    }

    @Test("loads page 1: loading first, then the list with whether more exists")
    func loads() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))

        viewModel.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls == [.questions(query, .useCache)])
        #expect(states.states.map(\.isLoading) == [false, true, false])
        #expect(state.list.rows.map(\.title) == ["Question 1", "Question 2"])
        #expect(state.list.footer == "2 questions shown · type 'more' for the next page")
        #expect(state.hasMore)
        #expect(state.listVersion == 1)
        #expect(state.pagesLoaded == 1)
    }

    @Test("states the chosen question as an intent, with its site, and does not navigate itself")
    func opensAQuestion() async {
        service.willReturn(Fixtures.page([10, 20]))
        viewModel.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        viewModel.openQuestion(atRow: 2)

        #expect(navigation.intents == [.openQuestion(id: 20, site: "stackoverflow")])
    }

    @Test("sets an error for a row that is not on the list, and states no intent")
    func rejectsAMissingRow() async {
        service.willReturn(Fixtures.page([10]))
        viewModel.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        navigation.expectsIntents = false

        viewModel.openQuestion(atRow: 0)

        #expect(state.error?.text == "No question 0 on this list.")
    }

    @Test("numbers each message, so the same error twice is two changes")
    func numbersMessages() async {
        service.willReturn(Fixtures.page([10]))
        viewModel.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        navigation.expectsIntents = false

        viewModel.openQuestion(atRow: 5)
        let first = state.error
        viewModel.openQuestion(atRow: 5)

        #expect(first?.text == state.error?.text)
        #expect(first != state.error)
    }

    @Test("appends only the new rows of the next page, numbered on, as one more page")
    func loadsMore() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([2, 3]))
        viewModel.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        viewModel.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(service.queries.map(\.page) == [1, 2])
        #expect(state.list.rows.map(\.number) == [1, 2, 3])
        #expect(state.list.rows.last?.title == "Question 3")
        #expect(state.list.footer == "All 3 questions shown")
        #expect(state.listVersion == 1)
        #expect(state.pagesLoaded == 2)
        #expect(state.hasMore == false)
    }

    @Test("counts a page whose rows were all listed already, so the view still shows the new footer")
    func countsAnEmptyPage() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([1, 2]))
        viewModel.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        viewModel.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(state.list.rows.count == 2)
        #expect(state.pagesLoaded == 2)
        #expect(state.list.footer == "All 2 questions shown")
    }

    @Test("says there are no more questions without asking the service")
    func stopsAtTheEnd() async {
        service.willReturn(Fixtures.page([1]))
        viewModel.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        viewModel.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.count == 1)
        #expect(state.notice?.text == "No more questions.")
    }

    @Test("refreshes with a reload, marks new rows and sums up, in one change")
    func refreshes() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willReturn(Fixtures.page([3, 1]))
        viewModel.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        let before = states.states.count

        viewModel.refresh()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.last == .questions(query, .reload))
        #expect(states.states.count == before + 2)
        #expect(state.notice?.text == "1 new, 1 gone, 0 moved, 0 updated")
        #expect(state.list.rows.map(\.mark) == [.new, nil])
        #expect(state.listVersion == 2)
    }

    @Test("redisplays the list whole, without the marks of the last refresh and without fetching")
    func redisplaysTheList() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willReturn(Fixtures.page([3, 1]))
        viewModel.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        viewModel.refresh()
        await loads.waitUntilIdleOrFail()

        viewModel.redisplayList()

        #expect(service.calls.count == 2)
        #expect(state.list.rows.map(\.mark) == [nil, nil])
        #expect(state.listVersion == 3)
    }

    @Test("starts over from page 1 with a tag, and says when nothing has it")
    func filters() async {
        service.willReturn(Fixtures.page([]))

        viewModel.filter(byTag: "cobol")
        await loads.waitUntilIdleOrFail()

        #expect(service.queries == [QuestionQuery(site: "stackoverflow", tag: "cobol", page: 1, pageSize: 2)])
        #expect(state.list.rows.isEmpty)
        #expect(state.list.footer == "No questions tagged 'cobol'.")
    }

    @Test("starts over from page 1 with a search, and says when nothing matches it")
    func searches() async {
        service.willReturn(Fixtures.page([]))

        viewModel.search(for: "cobol sort")
        await loads.waitUntilIdleOrFail()

        #expect(
            service.queries == [
                QuestionQuery(site: "stackoverflow", search: "cobol sort", page: 1, pageSize: 2)
            ])
        #expect(state.list.header.hasSuffix("matching \"cobol sort\""))
        #expect(state.list.footer == "No questions match \"cobol sort\".")
    }

    @Test("sets an error with the way to retry when a load fails, and stops loading")
    func reportsFailures() async {
        service.willFailList(with: .unreachable(detail: "no route to host"))

        viewModel.sort(by: .votes)
        await loads.waitUntilIdleOrFail()

        #expect(service.queries.first?.sort == .votes)
        #expect(state.isLoading == false)
        #expect(
            state.error?.text
                == "Couldn't load questions: the network could not be reached (no route to host). Type 'sort votes' to try again."
        )
    }
}
