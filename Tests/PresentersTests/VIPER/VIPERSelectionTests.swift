import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// VIPER's list presenter keeps the screen front's selection (SPEC §8) over the rows its interactor last
/// reported: what it tells the view for each move, when it asks the interactor for more, and a row shown
/// again in place when the interactor reports its mark changed. A recording interactor, router and view.
@MainActor
@Suite("VIPER selection")
struct VIPERSelectionTests {
    let interactor = VIPERRecordingListInteractor()
    let router = VIPERRecordingListRouter()
    let view = VIPERRecordingListView()
    let presenter: VIPERQuestionListPresenter

    init() {
        presenter = VIPERQuestionListPresenter(
            interactor: interactor, router: router, formatter: QuestionListFormatter(now: { Fixtures.now }))
        presenter.view = view
    }

    private func summary(_ id: Int, isSaved: Bool = false) -> VIPERQuestionSummary {
        VIPERQuestionSummary(
            id: id, title: "Q\(id)", score: 2, answerCount: 1, viewCount: 1_500, hasAcceptedAnswer: true,
            isClosed: false, tags: ["git"], ownerName: "Ana", creationDate: Fixtures.now,
            lastActivityDate: Fixtures.now.addingTimeInterval(-300), isSaved: isSaved)
    }

    private func response(_ ids: [Int], saved: Set<Int> = [], hasMore: Bool = false)
        -> VIPERQuestionListResponse
    {
        VIPERQuestionListResponse(
            site: "stackoverflow", sort: .activity, tag: nil, search: nil, pageSize: 3,
            questions: ids.map { summary($0, isSaved: saved.contains($0)) }, hasMore: hasMore,
            quotaRemaining: nil)
    }

    @Test("selects the first row when the list is reported, and tells the view each row it moves to")
    func moves() {
        presenter.didLoad(response([1, 2, 3]))

        presenter.didRequestMoveSelection(by: 2)
        presenter.didRequestMoveSelection(by: -1)
        presenter.didRequestMoveSelection(by: -1)
        presenter.didRequestMoveSelection(by: -1)

        #expect(view.selections == [0, 2, 1, 0])
    }

    @Test("asks the interactor for the next page once for any number of moves past the last row")
    func pastTheLastRowOnce() {
        presenter.didLoad(response([1, 2, 3], hasMore: true))
        presenter.didRequestMoveSelectionToLast()

        presenter.didRequestMoveSelection(by: 1)
        presenter.didRequestMoveSelection(by: 1)

        #expect(interactor.calls == [.loadMore])
    }

    @Test("selects the first row of the page a move past the last row asked for")
    func landsOnTheNewPage() {
        presenter.didLoad(response([1, 2, 3], hasMore: true))
        presenter.didRequestMoveSelectionToLast()
        presenter.didRequestMoveSelection(by: 1)

        presenter.didLoadMore([summary(4), summary(5)], in: response([1, 2, 3, 4, 5]))

        #expect(view.selections.last == 3)
    }

    /// Guards `didSkipLoadMoreWhileLoading()`, which must leave `selectsNextPage` set: found by the screens
    /// fuzz target, where every other shape selected the new page's first row.
    @Test("still selects the new page's first row when more is typed while the page a move asked for loads")
    func landsOnTheNewPageAfterATypedMore() {
        presenter.didLoad(response([1, 2, 3], hasMore: true))
        presenter.didRequestMoveSelectionToLast()
        presenter.didRequestMoveSelection(by: 1)
        presenter.didSkipLoadMoreWhileLoading()

        presenter.didLoadMore([summary(4), summary(5)], in: response([1, 2, 3, 4, 5]))

        #expect(view.selections.last == 3)
    }

    /// Guards `selectsNextPage = false` in `didRequestCancelLoad()`: without it, a move past the last row
    /// after the stopped one asked for nothing, and a later page took the selection.
    @Test("asks for the next page again on a move past the last row after the page a move asked for stopped")
    func movesOnAfterAStop() {
        presenter.didLoad(response([1, 2, 3], hasMore: true))
        presenter.didRequestMoveSelectionToLast()
        presenter.didRequestMoveSelection(by: 1)

        presenter.didRequestCancelLoad()
        presenter.didRequestMoveSelection(by: 1)

        #expect(interactor.calls == [.loadMore, .cancelLoad, .loadMore])
    }

    @Test("keeps the selection on its question when the list is reported again with it elsewhere")
    func followsItsQuestion() {
        presenter.didLoad(response([1, 2, 3]))
        presenter.didRequestMoveSelection(by: 2)

        presenter.didLoad(response([3, 1, 2]))

        #expect(view.selections.last == 0)
    }

    @Test("unsaves with s a selected row the interactor reported saved, and saves one it did not")
    func togglesBySavedMark() {
        presenter.didLoad(response([1, 2], saved: [2]))
        interactor.ids = [1, 2]

        presenter.didRequestToggleSaveOfSelection()
        presenter.didRequestMoveSelection(by: 1)
        presenter.didRequestToggleSaveOfSelection()

        #expect(interactor.calls == [.save(row: 1), .unsave(row: 2)])
    }

    @Test("has the view draw a row again in place when the interactor reports its mark changed")
    func rowInPlace() {
        presenter.didLoad(response([1, 2]))

        presenter.didChangeMark(ofRow: 2, in: response([1, 2], saved: [2]))

        #expect(view.rowsInPlace.map(\.number) == [2])
        #expect(view.rowsInPlace.first?.stats.hasSuffix(SaveText.marker) == true)
    }
}
