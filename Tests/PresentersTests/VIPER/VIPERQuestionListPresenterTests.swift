import Entities
import Interactors
import Presenters
import TestSupport
import Testing

@MainActor
@Suite("VIPER list presenter")
struct VIPERQuestionListPresenterTests {
    let interactor = VIPERRecordingListInteractor()
    let router = VIPERRecordingListRouter()
    let view = VIPERRecordingListView()
    let presenter: VIPERQuestionListPresenter

    init() {
        presenter = VIPERQuestionListPresenter(
            interactor: interactor, router: router, formatter: QuestionListFormatter(now: { Fixtures.now }))
        presenter.view = view
    }

    private func summary(_ id: Int) -> VIPERQuestionSummary {
        VIPERQuestionSummary(
            id: id, title: "Q\(id)", score: 2, answerCount: 1, viewCount: 1_500, hasAcceptedAnswer: true,
            isClosed: false, tags: ["git"], ownerName: "Ana", creationDate: Fixtures.now,
            lastActivityDate: Fixtures.now.addingTimeInterval(-300))
    }

    private func response(_ ids: [Int], hasMore: Bool = false) -> VIPERQuestionListResponse {
        VIPERQuestionListResponse(
            site: "stackoverflow", sort: .activity, tag: nil, search: nil, pageSize: 3,
            questions: ids.map(summary),
            hasMore: hasMore, quotaRemaining: nil)
    }

    @Test("asks the interactor for the first page when the view loads")
    func loadsOnViewDidLoad() async {
        presenter.viewDidLoad()

        #expect(interactor.calls == [.loadFirstPage])
    }

    @Test("forwards each list command to the interactor, deciding nothing")
    func forwardsCommands() async {
        presenter.didRequestLoadMore()
        presenter.didRequestRefresh()
        presenter.didRequestFilter(byTag: "rust")
        presenter.didRequestSort(by: .creation)
        presenter.didRequestSearch(for: "borrow checker")
        presenter.didRequestSearch(for: nil)
        presenter.didRequestRedisplayList()
        presenter.didRequestCancelLoad()

        #expect(
            interactor.calls == [
                .loadMore, .refresh, .filter("rust"), .sort(.creation), .search("borrow checker"),
                .search(nil),
                .reportCurrentList, .cancelLoad,
            ])
    }

    @Test("formats a loaded list into header, numbered rows and footer")
    func formatsTheList() {
        presenter.didLoad(response([4, 5], hasMore: true))

        guard case .list(let list) = view.shown.last else {
            Issue.record("expected a list, got \(view.shown)")
            return
        }
        #expect(list.header == "Top questions on stackoverflow · by activity")
        #expect(list.rows.map(\.number) == [1, 2])
        #expect(list.rows[0].title == "Q4")
        #expect(list.rows[0].details == "[git] · Ana · active 5 min ago")
        #expect(list.rows[0].stats == "2 votes · 1 answer ✓ · 1.5k views")
        #expect(list.footer == "2 questions shown · type 'more' for the next page")
    }

    @Test("numbers the rows of a new page on from the last one")
    func numbersMoreRows() {
        presenter.didLoadMore([summary(7)], in: response([4, 5, 7]))

        guard case .more(let rows, let footer) = view.shown.last else {
            Issue.record("expected more rows, got \(view.shown)")
            return
        }
        #expect(rows.map(\.number) == [3])
        #expect(footer == "All 3 questions shown")
    }

    @Test("marks the new and updated rows after a refresh and sums up the changes")
    func marksRefreshedRows() {
        var retitled = summary(5)
        retitled.title = "Q5, clearer"
        var current = response([9, 4])
        current.questions.append(retitled)

        presenter.didRefresh(current, previous: [4, 5, 6].map(summary))

        guard case .list(let list) = view.shown.first else {
            Issue.record("expected a list, got \(view.shown)")
            return
        }
        #expect(list.rows.map(\.mark) == [.new, nil, .updated])
        #expect(view.shown.last == .notice("1 new, 1 gone, 0 moved, 1 updated"))
    }

    @Test("asks the router to show the question of the chosen row")
    func opensARow() async {
        interactor.ids = [40, 50]

        presenter.didRequestOpenQuestion(atRow: 2)

        #expect(router.openedQuestions.map(\.id) == [50])
        #expect(router.openedQuestions.map(\.site) == ["stackoverflow"])
    }

    @Test("says there is no such question for a row not on the list, and does not navigate")
    func rejectsAMissingRow() async {
        interactor.ids = [40]

        presenter.didRequestOpenQuestion(atRow: 2)

        #expect(router.openedQuestions.isEmpty)
        #expect(view.shown == [.error("No question 2 on this list.")])
    }

    @Test("shows loading and the end of the list as the interactor reports them")
    func showsStates() {
        presenter.didStartLoading()
        presenter.didReachEnd()
        presenter.didSkipLoadMoreWhileLoading()

        #expect(view.shown == [.loading, .notice("No more questions."), .notice(ListText.stillLoading)])
    }

    @Test(
        "names the command that retries each failed fetch",
        arguments: [
            (ListFetch.firstPage, "refresh"), (.refresh, "refresh"), (.nextPage, "more"),
            (.tag("git"), "tag git"),
            (.tag(nil), "tag"), (.sort(.votes), "sort votes"),
        ])
    func namesTheRetry(fetch: ListFetch, command: String) {
        presenter.didFail(fetch, with: .http(status: 500))

        #expect(
            view.shown == [
                .error(
                    "Couldn't load questions: the server answered HTTP 500. Type '\(command)' to try again.")
            ])
    }
}
