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
    final class View: PassiveQuestionView {
        let presenter: any QuestionPresenting
        private(set) var shownTitles: [String] = []

        init(presenter: any QuestionPresenting) {
            self.presenter = presenter
            presenter.attach(self)
        }

        func showLoading() {}
        func show(_ screen: QuestionScreenDisplay) { shownTitles.append(screen.title) }
        func showError(_ text: String) {}
    }

    /// A navigator that does nothing, for a presenter that never navigates here.
    final class Navigator: QuestionsNavigator {
        func showQuestion(id: Int, site: String) {}
        func closeQuestion() {}
        func showUser(id: Int, site: String) { Issue.record("no test here opens a user's page") }
        func closeUser() { Issue.record("no test here closes a user's page") }
    }

    let loads = LoadTracker()
    let service = StubQuestionService()

    private func makePresenter() -> MVPQuestionPresenter {
        MVPQuestionPresenter(
            service: service, questionID: 2, site: "stackoverflow",
            formatter: QuestionScreenFormatter(now: { Fixtures.now }), loads: loads, navigator: Navigator())
    }

    @Test("tells the view through the traced stand-in, and traces both directions")
    func standInReachesTheView() async {
        service.willReturn(Fixtures.question(id: 2), answers: [])
        var lines: [String] = []
        let tracer = Tracer(pattern: "mvp", usesColor: false) { lines.append($0) }
        let view = View(presenter: TracedQuestionPresenter(makePresenter(), tracer: tracer))

        view.presenter.viewDidLoad()
        await loads.waitUntilIdle()

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
            view = View(presenter: TracedQuestionPresenter(presenter, tracer: tracer))
        }
        weak let releasedView = view
        weak let decorator = view?.presenter

        view = nil

        #expect(releasedView == nil)
        #expect(decorator == nil)
        #expect(releasedPresenter == nil)
    }
}
