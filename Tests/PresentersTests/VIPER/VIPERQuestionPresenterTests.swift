import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// Records what the presenter asks of the question interactor.
@MainActor
final class VIPERRecordingQuestionInteractor: VIPERQuestionInteractorInput {
    private(set) var loadCount = 0
    private(set) var cancelCount = 0

    /// Only a router sets an interactor's output: a presenter that does fails the test.
    var output: (any VIPERQuestionInteractorOutput)? {
        get { nil }
        set { Issue.record("the presenter set the interactor's output, which is the router's job") }
    }

    private(set) var reportCount = 0
    /// Whether the question is loaded, as the interactor would know; `save` answers `false` until it is.
    var isLoaded = false
    private(set) var saveRequests: [Bool] = []

    func loadQuestion() { loadCount += 1 }
    func cancelLoad() { cancelCount += 1 }
    func reportCurrentQuestion() { reportCount += 1 }

    func saveQuestion() -> Bool {
        saveRequests.append(true)
        return isLoaded
    }

    func unsaveQuestion() -> Bool {
        saveRequests.append(false)
        return isLoaded
    }
}

/// Records the navigation the presenter asks for: dismissals, and the askers' pages opened.
@MainActor
final class VIPERRecordingQuestionRouter: VIPERRecordingFlow, VIPERQuestionRouting {
    private(set) var closeCount = 0
    private(set) var openedUsers: [Int] = []

    private(set) var savedOpenCount = 0

    func closeQuestion() { closeCount += 1 }
    func openUser(id: Int) { openedUsers.append(id) }
    func openSaved() { savedOpenCount += 1 }
}

/// Records what the presenter tells the question view to show.
@MainActor
final class VIPERRecordingQuestionView: VIPERQuestionViewInterface {
    enum Shown: Equatable {
        case loading
        case screen(QuestionScreenDisplay)
        case notice(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []

    func showLoading() { shown.append(.loading) }
    func show(_ screen: QuestionScreenDisplay) { shown.append(.screen(screen)) }
    func showNotice(_ text: String) { shown.append(.notice(text)) }
    func showError(_ text: String) { shown.append(.error(text)) }

    /// Every question shown again in place, in order: the screen front's, kept apart from `shown`.
    private(set) var shownInPlace: [QuestionScreenDisplay] = []
    func showInPlace(_ screen: QuestionScreenDisplay) { shownInPlace.append(screen) }
}

@MainActor
@Suite("VIPER question presenter")
struct VIPERQuestionPresenterTests {
    let interactor = VIPERRecordingQuestionInteractor()
    let router = VIPERRecordingQuestionRouter()
    let view = VIPERRecordingQuestionView()
    let presenter: VIPERQuestionPresenter

    init() {
        presenter = VIPERQuestionPresenter(
            interactor: interactor, router: router, formatter: QuestionScreenFormatter(now: { Fixtures.now }))
        presenter.view = view
    }

    /// A loaded question asked by Ana, whose account is `ownerID` (`nil` once deleted).
    private func detail(ownerID: Int?) -> VIPERQuestionDetail {
        VIPERQuestionDetail(
            id: 1, title: "Why?", link: "https://stackoverflow.com/questions/1/why", score: 3, viewCount: 10,
            tags: ["c"], ownerName: "Ana", creationDate: Fixtures.now, closedReason: nil, body: "<p>B</p>",
            answers: [], ownerID: ownerID)
    }

    @Test("asks the interactor for the question when the view loads")
    func loadsOnViewDidLoad() async {
        presenter.viewDidLoad()

        #expect(interactor.loadCount == 1)
    }

    /// Guards `interactor.cancelLoad()` in `didRequestGoBack()`: the interactor owns the load, and only
    /// the presenter knows that the module is closing.
    @Test("asks the interactor to cancel its load, and the router to dismiss the module, on back")
    func goesBack() {
        presenter.didRequestGoBack()

        #expect(interactor.cancelCount == 1)
        #expect(router.closeCount == 1)
    }

    @Test("asks the interactor to cancel its load, and stays, when a newer command or Ctrl-C comes")
    func cancelsAndStays() {
        presenter.didRequestCancelLoad()

        #expect(interactor.cancelCount == 1)
        #expect(router.closeCount == 0)
    }

    @Test("formats the loaded question and its answers for the view")
    func formatsTheQuestion() {
        let detail = VIPERQuestionDetail(
            id: 1, title: "Why?", link: "https://stackoverflow.com/questions/1/why", score: 3,
            viewCount: 1_200,
            tags: ["c"], ownerName: "Ana", creationDate: Fixtures.now.addingTimeInterval(-7_200),
            closedReason: nil, body: "<p>Because.</p>",
            answers: [
                VIPERAnswerDetail(
                    id: 2, score: 1, isAccepted: true, ownerName: "Bob",
                    creationDate: Fixtures.now.addingTimeInterval(-60), body: "<p>So.</p>")
            ])

        presenter.didLoad(detail)

        guard case .screen(let screen) = view.shown.last else {
            Issue.record("expected a screen, got \(view.shown)")
            return
        }
        #expect(screen.stats == "3 votes · 1,200 views · asked 2 h ago by Ana")
        #expect(screen.body == [.paragraph("Because.")])
        #expect(screen.answers.map(\.heading) == ["Accepted answer · 1 vote · Bob · answered 1 min ago"])
    }

    @Test("shows loading and failures as the interactor reports them")
    func showsStates() {
        presenter.didStartLoading()
        presenter.didFailToLoad(with: .timedOut(seconds: 15))

        #expect(
            view.shown == [
                .loading,
                .error("Couldn't load the question: no answer within 15 s. Type 'back' to leave it."),
            ])
    }

    @Test("asks the router for the asker's page once the question is shown")
    func opensTheAsker() {
        presenter.didLoad(detail(ownerID: 7))

        presenter.didRequestUser()

        #expect(router.openedUsers == [7])
        #expect(view.shown.count == 1)
    }

    @Test("says the asker is known once the question is shown, before it is, and does not navigate")
    func asksForTheAskerTooEarly() {
        presenter.didRequestUser()

        #expect(router.openedUsers.isEmpty)
        #expect(view.shown == [.error("The asker is known once the question is shown.")])
    }

    @Test("says the asker is unknown when the question could not be shown, and does not navigate")
    func asksForTheAskerOfAFailedQuestion() {
        presenter.didFailToLoad(with: .timedOut(seconds: 15))

        presenter.didRequestUser()

        #expect(router.openedUsers.isEmpty)
        #expect(view.shown.last == .error("The asker is known once the question is shown."))
    }

    @Test("says a deleted asker has no page, naming them, and does not navigate")
    func asksForADeletedAsker() {
        presenter.didLoad(detail(ownerID: nil))

        presenter.didRequestUser()

        #expect(router.openedUsers.isEmpty)
        #expect(view.shown.last == .error("Ana has no page: the account no longer exists."))
    }
}
