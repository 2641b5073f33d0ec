import Entities
import Presenters
import TestSupport
import Testing

@MainActor
@Suite("MVVM list view model")
struct QuestionListViewModelTests {
    let service = StubQuestionService()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let viewModel: QuestionListViewModel
    let outputs = OutputRecorder<QuestionListViewModel.Output>()

    init() {
        viewModel = QuestionListViewModel(
            service: service, query: query, formatter: QuestionListFormatter(now: { Fixtures.now }))
        viewModel.bind(outputs.record)
    }

    @Test("loads page 1 and binds loading, then the list")
    func loads() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))

        await viewModel.load()

        #expect(service.calls == [.questions(query, .useCache)])
        #expect(outputs.values.first == .loading)
        guard case .list(let list) = outputs.values.last else {
            Issue.record("expected a list, got \(outputs.values)")
            return
        }
        #expect(list.rows.map(\.title) == ["Question 1", "Question 2"])
        #expect(list.footer == "2 questions shown · type 'more' for the next page")
    }

    @Test("announces the chosen question as an intent, with its site, and does not navigate itself")
    func selectsAQuestion() async {
        service.willReturn(Fixtures.page([10, 20]))
        await viewModel.load()
        var chosen: [Int] = []
        viewModel.onSelectQuestion = { id, site in
            #expect(site == "stackoverflow")
            chosen.append(id)
        }

        await viewModel.selectRow(number: 2)

        #expect(chosen == [20])
    }

    @Test("binds an error for a row that is not on the list, and announces nothing")
    func rejectsAMissingRow() async {
        service.willReturn(Fixtures.page([10]))
        await viewModel.load()
        viewModel.onSelectQuestion = { _, _ in Issue.record("no question should be chosen") }

        await viewModel.selectRow(number: 0)

        #expect(outputs.values.last == .error("No question 0 on this list."))
    }

    @Test("binds only the new rows of the next page, numbered on")
    func loadsMore() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([2, 3]))
        await viewModel.load()

        await viewModel.loadMore()

        #expect(service.queries.map(\.page) == [1, 2])
        guard case .more(let rows, let footer) = outputs.values.last else {
            Issue.record("expected more rows, got \(outputs.values)")
            return
        }
        #expect(rows.map(\.number) == [3])
        #expect(rows.map(\.title) == ["Question 3"])
        #expect(footer == "All 3 questions shown")
    }

    @Test("says there are no more questions without asking the service")
    func stopsAtTheEnd() async {
        service.willReturn(Fixtures.page([1]))
        await viewModel.load()

        await viewModel.loadMore()

        #expect(service.calls.count == 1)
        #expect(outputs.values.last == .notice("No more questions."))
    }

    @Test("refreshes with a reload, marks new rows and sums up")
    func refreshes() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willReturn(Fixtures.page([3, 1]))
        await viewModel.load()

        await viewModel.refresh()

        #expect(service.calls.last == .questions(query, .reload))
        #expect(outputs.values.last == .notice("1 new, 1 gone, 0 moved"))
        guard case .list(let list) = outputs.values.dropLast().last else {
            Issue.record("expected a list, got \(outputs.values)")
            return
        }
        #expect(list.rows.map(\.isNew) == [true, false])
    }

    @Test("starts over from page 1 with a tag, and says when nothing has it")
    func filters() async {
        service.willReturn(Fixtures.page([]))

        await viewModel.filter(byTag: "cobol")

        #expect(service.queries == [QuestionQuery(site: "stackoverflow", tag: "cobol", page: 1, pageSize: 2)])
        guard case .list(let list) = outputs.values.last else {
            Issue.record("expected a list, got \(outputs.values)")
            return
        }
        #expect(list.rows.isEmpty)
        #expect(list.footer == "No questions tagged 'cobol'.")
    }

    @Test("binds an error with the way to retry when a load fails")
    func reportsFailures() async {
        service.willFailList(with: .unreachable(detail: "no route to host"))

        await viewModel.sort(by: .votes)

        #expect(service.queries.first?.sort == .votes)
        #expect(
            outputs.values.last
                == .error(
                    "Couldn't load questions: the network could not be reached (no route to host). Type 'sort votes' to try again."
                ))
    }
}
