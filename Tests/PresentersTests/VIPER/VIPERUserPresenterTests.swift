import Entities
import Foundation
import Interactors
import Presenters
import TestSupport
import Testing

/// Records what the presenter asks of the user interactor; knows the ids it was told to hold.
@MainActor
final class VIPERRecordingUserInteractor: VIPERUserInteractorInput {
    enum Call: Equatable {
        case loadPage, loadMore, cancelLoad, reportCurrentPage
        case save(row: Int)
        case unsave(row: Int)
    }

    private(set) var calls: [Call] = []
    var ids: [Int] = []

    /// Only a router sets an interactor's output: a presenter that does fails the test.
    var output: (any VIPERUserInteractorOutput)? {
        get { nil }
        set { Issue.record("the presenter set the interactor's output, which is the router's job") }
    }

    func loadPage() { calls.append(.loadPage) }
    func loadMore() { calls.append(.loadMore) }
    func cancelLoad() { calls.append(.cancelLoad) }
    func questionID(atRow number: Int) -> Int? { number >= 1 && number <= ids.count ? ids[number - 1] : nil }
    func reportCurrentPage() { calls.append(.reportCurrentPage) }

    func saveQuestion(atRow number: Int) -> Bool {
        calls.append(.save(row: number))
        return questionID(atRow: number) != nil
    }

    func unsaveQuestion(atRow number: Int) -> Bool {
        calls.append(.unsave(row: number))
        return questionID(atRow: number) != nil
    }
}

/// Records the navigation the presenter asks for, and what the interactor had been asked when it closed.
@MainActor
final class VIPERRecordingUserRouter: VIPERRecordingFlow, VIPERUserRouting {
    private(set) var openedQuestions: [Int] = []
    private(set) var closeCount = 0
    /// The interactor whose calls are noted when the module closes.
    var interactor: VIPERRecordingUserInteractor?
    /// The interactor's calls at the moment the router was asked to close the module.
    private(set) var interactorCallsAtClose: [VIPERRecordingUserInteractor.Call] = []

    private(set) var savedOpenCount = 0

    func openQuestion(id: Int) { openedQuestions.append(id) }
    func openSaved() { savedOpenCount += 1 }

    func closeUser() {
        closeCount += 1
        interactorCallsAtClose = interactor?.calls ?? []
    }
}

/// Records what the presenter tells the user view to show.
@MainActor
final class VIPERRecordingUserView: VIPERUserViewInterface {
    enum Shown: Equatable {
        case loading
        case page(UserPageDisplay)
        case more([QuestionRowDisplay], footer: String)
        case notice(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []

    func showLoading() { shown.append(.loading) }
    func show(_ page: UserPageDisplay) { shown.append(.page(page)) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) { shown.append(.more(rows, footer: footer)) }
    func showNotice(_ text: String) { shown.append(.notice(text)) }
    func showError(_ text: String) { shown.append(.error(text)) }
    /// Every selection shown, in order: the screen front's, kept apart from `shown`.
    private(set) var selections: [Int] = []
    /// Every row shown again in place, in order.
    private(set) var rowsInPlace: [QuestionRowDisplay] = []
    func showSelection(atRow index: Int) { selections.append(index) }
    func showRow(_ row: QuestionRowDisplay) { rowsInPlace.append(row) }
}

@MainActor
@Suite("VIPER user presenter")
struct VIPERUserPresenterTests {
    let interactor = VIPERRecordingUserInteractor()
    let router = VIPERRecordingUserRouter()
    let view = VIPERRecordingUserView()
    let presenter: VIPERUserPresenter

    init() {
        presenter = VIPERUserPresenter(
            interactor: interactor, router: router, formatter: UserPageFormatter(now: { Fixtures.now }))
        presenter.view = view
        router.interactor = interactor
    }

    private func summary(_ id: Int) -> VIPERQuestionSummary {
        VIPERQuestionSummary(
            id: id, title: "Q\(id)", score: 12, answerCount: 1, viewCount: 1_500, hasAcceptedAnswer: true,
            isClosed: false, tags: ["git"], ownerName: "Ana Lima",
            creationDate: Fixtures.now.addingTimeInterval(-7_200),
            lastActivityDate: Fixtures.now.addingTimeInterval(-300))
    }

    private func response(_ ids: [Int], hasMore: Bool = false) -> VIPERUserPageResponse {
        VIPERUserPageResponse(
            displayName: "Ana Lima", reputation: 1_234,
            creationDate: Date(timeIntervalSince1970: 1_415_016_000),  // Nov 3, 2014, noon UTC
            link: "https://stackoverflow.com/users/7/ana-lima", questions: ids.map(summary), hasMore: hasMore,
            quotaRemaining: nil)
    }

    @Test("answers user, and save or unsave without a row, on the page itself, in the list's words")
    func listCommandsAnsweredHere() {
        presenter.didRequestUser()
        presenter.didRequestSave()
        presenter.didRequestUnsave()

        #expect(
            view.shown == [
                .error(UserText.notOnAQuestion), .error(SaveText.needsARow(saving: true)),
                .error(SaveText.needsARow(saving: false)),
            ])
        #expect(router.openedQuestions.isEmpty && router.savedOpenCount == 0 && router.closeCount == 0)
    }

    @Test("asks the interactor for the page when the view loads")
    func loadsOnViewDidLoad() {
        presenter.viewDidLoad()

        #expect(interactor.calls == [.loadPage])
        #expect(view.shown.isEmpty)
    }

    @Test("asks the interactor for the next page on more, deciding nothing")
    func forwardsMore() {
        presenter.didRequestLoadMore()

        #expect(interactor.calls == [.loadMore])
    }

    @Test("formats the loaded page into the user, their numbered questions by votes, and the footer")
    func formatsThePage() {
        presenter.didLoad(response([4, 5], hasMore: true))

        guard case .page(let page) = view.shown.last else {
            Issue.record("expected a page, got \(view.shown)")
            return
        }
        #expect(page.name == "Ana Lima")
        #expect(page.details == "1,234 reputation · member since Nov 3, 2014")
        #expect(page.link == "https://stackoverflow.com/users/7/ana-lima")
        #expect(page.heading == "Questions by votes")
        #expect(page.rows.map(\.number) == [1, 2])
        #expect(page.rows[0].title == "Q4")
        #expect(page.rows[0].details == "[git] · Ana Lima · asked 2 h ago")
        #expect(page.rows[0].stats == "12 votes · 1 answer ✓ · 1.5k views")
        #expect(page.footer == "2 questions shown · type 'more' for the next page")
    }

    @Test("says the user has asked nothing when the page has no questions")
    func formatsAnEmptyPage() {
        presenter.didLoad(response([]))

        guard case .page(let page) = view.shown.last else {
            Issue.record("expected a page, got \(view.shown)")
            return
        }
        #expect(page.rows.isEmpty)
        #expect(page.footer == "No questions by Ana Lima.")
    }

    @Test("numbers the rows of a new page on from the last one, with the new footer")
    func numbersMoreRows() {
        presenter.didLoadMore([summary(7)], in: response([4, 5, 7]))

        guard case .more(let rows, let footer) = view.shown.last else {
            Issue.record("expected more rows, got \(view.shown)")
            return
        }
        #expect(rows.map(\.number) == [3])
        #expect(rows.map(\.title) == ["Q7"])
        #expect(footer == "All 3 questions shown")
    }

    @Test("asks the router to show the question of the chosen row")
    func opensARow() {
        interactor.ids = [40, 50]

        presenter.didRequestOpenQuestion(atRow: 2)

        #expect(router.openedQuestions == [50])
        #expect(view.shown.isEmpty)
    }

    @Test("says there is no such question for a row not on the page, and does not navigate")
    func rejectsAMissingRow() {
        interactor.ids = [40]

        presenter.didRequestOpenQuestion(atRow: 2)

        #expect(router.openedQuestions.isEmpty)
        #expect(view.shown == [.error("No question 2 on this page.")])
    }

    /// Guards `interactor.cancelLoad()` in `didRequestGoBack()`, and its place before `router.closeUser()`:
    /// the interactor owns the load, and once the router has closed the module nothing may reach it.
    @Test("asks the interactor to cancel its load, then the router to close the module, on back")
    func goesBack() {
        presenter.didRequestGoBack()

        #expect(interactor.calls == [.cancelLoad])
        #expect(router.closeCount == 1)
        #expect(router.interactorCallsAtClose == [.cancelLoad])
    }

    @Test("asks the interactor to cancel its load, and stays, when a newer command or Ctrl-C comes")
    func cancelsAndStays() {
        presenter.didRequestCancelLoad()

        #expect(interactor.calls == [.cancelLoad])
        #expect(router.closeCount == 0)
    }

    @Test("shows loading, the end of the page and a skipped more as the interactor reports them")
    func showsStates() {
        presenter.didStartLoading()
        presenter.didReachEnd()
        presenter.didSkipLoadMoreWhileLoading()

        #expect(view.shown == [.loading, .notice("No more questions."), .notice(ListText.stillLoading)])
    }

    @Test("says how to come back to a page whose first load failed")
    func reportsAFailedFirstLoad() {
        presenter.didFail(isFirstLoad: true, with: .timedOut(seconds: 15))

        #expect(
            view.shown == [
                .error(
                    "Couldn't load the user's page: no answer within 15 s. Type 'back', then 'user' to try again."
                )
            ])
    }

    @Test("says 'more' retries a next page that failed")
    func reportsAFailedNextPage() {
        presenter.didFail(isFirstLoad: false, with: .timedOut(seconds: 15))

        #expect(
            view.shown == [
                .error("Couldn't load questions: no answer within 15 s. Type 'more' to try again.")
            ])
    }
}
