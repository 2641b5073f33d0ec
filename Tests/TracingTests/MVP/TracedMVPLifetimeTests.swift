import Entities
import Interactors
import Presenters
import TestSupport
import Testing
import Tracing

/// MVP's presenter holds its view weakly; traced, it is handed a stand-in that the decorator keeps
/// alive. These tests prove the stand-in still reaches the view, and that the view, the decorator and
/// the presenter are still released together when the screen closes.
@MainActor
@Suite("Traced MVP presenters", .timeLimit(.minutes(1)))
struct TracedMVPLifetimeTests {
    /// A passive question view that holds its presenter, as the terminal's does.
    final class View: MVPQuestionViewInterface {
        let presenter: any MVPQuestionEventHandler
        private(set) var shownTitles: [String] = []

        init(presenter: any MVPQuestionEventHandler) {
            self.presenter = presenter
            presenter.attach(self)
        }

        func showLoading() {}
        func show(_ screen: QuestionScreenDisplay) { shownTitles.append(screen.title) }
        func showError(_ text: String) {}
        func showNotice(_ text: String) {}
        func showInPlace(_ screen: QuestionScreenDisplay) {}
    }

    /// A navigator that does nothing, for a presenter that never navigates here.
    final class Navigator: MVPNavigation {
        func showQuestion(id: Int, site: String) {}
        func closeQuestion() {}
        func showUser(id: Int, site: String) { Issue.record("no test here opens a user's page") }
        func closeUser() { Issue.record("no test here closes a user's page") }
        func showSaved(site: String) { Issue.record("no test here opens the saved screen") }
        func closeSaved() { Issue.record("no test here closes the saved screen") }
        func showErrorOnQuestion(_ text: String) { Issue.record("no test here refuses a row: \(text)") }
        var hasScreenAboveList: Bool { true }
        var isQuestionOnTop: Bool { true }
        var listHasAppeared: Bool { true }
        func cancelEveryLoad() { Issue.record("no test here types a command that stops the loads") }
        func returnToList() { Issue.record("no test here returns to the list") }
        func leaveScreenOnTop() { Issue.record("no test here leaves the screen on top") }
        func showTopIfItNeverAppeared() { Issue.record("no test here shows a screen that never appeared") }
        func showUncoveredScreen() { Issue.record("no test here uncovers a screen") }
    }

    /// A passive user view that holds its presenter, as the terminal's does.
    final class UserView: MVPUserViewInterface {
        let presenter: any MVPUserEventHandler
        private(set) var shownNames: [String] = []

        init(presenter: any MVPUserEventHandler) {
            self.presenter = presenter
            presenter.attach(self)
        }

        func showLoading() {}
        func show(_ page: UserPageDisplay) { shownNames.append(page.name) }
        func showMore(_ rows: [QuestionRowDisplay], footer: String) {}
        func showNotice(_ text: String) {}
        func showError(_ text: String) {}
        func showSelection(atRow index: Int) {}
        func showRow(_ row: QuestionRowDisplay) {}
    }

    let loads = LoadTracker()
    let service = StubQuestionService()

    private func makePresenter() -> MVPQuestionPresenter {
        MVPQuestionPresenter(
            service: service, saves: .inMemory(), questionID: 2, site: "stackoverflow",
            formatter: QuestionScreenFormatter(now: { Fixtures.now }), loads: loads, navigator: Navigator())
    }

    @Test("tells the view through the traced stand-in, and traces both directions")
    func standInReachesTheView() async {
        service.willReturn(Fixtures.question(id: 2), answers: [])
        var lines: [String] = []
        let tracer = Tracer(pattern: "mvp", usesColor: false) { lines.append($0) }
        let view = View(presenter: TracedMVPQuestionEventHandler(makePresenter(), tracer: tracer))

        view.presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(view.shownTitles == ["Question 2"])
        #expect(lines.contains { $0.contains("view        → presenter    viewDidLoad()") })
        #expect(lines.contains { $0.contains("presenter   → view         show(question, 0 answers)") })
    }

    /// Guards `private weak var view` in the traced stand-in: held strongly, it would make a cycle
    /// through the decorator the view holds.
    @Test("releases the view, the decorator and the presenter together")
    func releasedTogether() {
        let tracer = Tracer(pattern: "mvp", usesColor: false) { _ in }
        weak var releasedPresenter: MVPQuestionPresenter?
        var view: View?
        do {
            let presenter = makePresenter()
            releasedPresenter = presenter
            view = View(presenter: TracedMVPQuestionEventHandler(presenter, tracer: tracer))
        }
        weak let releasedView = view
        weak let decorator = view?.presenter

        view = nil

        #expect(releasedView == nil)
        #expect(decorator == nil)
        #expect(releasedPresenter == nil)
    }

    private func makeUserPresenter() -> MVPUserPresenter {
        MVPUserPresenter(
            service: service, saves: .inMemory(), userID: 7, site: "stackoverflow", pageSize: 2,
            formatter: UserPageFormatter(now: { Fixtures.now }), loads: loads, navigator: Navigator())
    }

    @Test("tells a user's view through the traced stand-in, and traces both directions")
    func userStandInReachesTheView() async {
        service.willReturn(UserProfile(id: 7, displayName: "Ana", reputation: 10))
        service.willReturnUserQuestions(Fixtures.page([1]))
        var lines: [String] = []
        let tracer = Tracer(pattern: "mvp", usesColor: false) { lines.append($0) }
        let view = UserView(presenter: TracedMVPUserEventHandler(makeUserPresenter(), tracer: tracer))

        view.presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(view.shownNames == ["Ana"])
        #expect(lines.contains { $0.contains("view        → presenter    viewDidLoad()") })
        #expect(lines.contains { $0.contains("presenter   → view         show(user, 1 question)") })
    }

    /// Guards `private weak var view` in `TracedMVPUserViewInterface`: held strongly, it would make a cycle
    /// through the decorator the view holds, and a closed user's page would never be released.
    @Test("releases a user's view, the decorator and the presenter together")
    func userReleasedTogether() {
        let tracer = Tracer(pattern: "mvp", usesColor: false) { _ in }
        weak var releasedPresenter: MVPUserPresenter?
        var view: UserView?
        do {
            let presenter = makeUserPresenter()
            releasedPresenter = presenter
            view = UserView(presenter: TracedMVPUserEventHandler(presenter, tracer: tracer))
        }
        weak let releasedView = view
        weak let decorator = view?.presenter

        view = nil

        #expect(releasedView == nil)
        #expect(decorator == nil)
        #expect(releasedPresenter == nil)
    }
}
