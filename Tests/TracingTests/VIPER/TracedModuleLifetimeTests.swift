import Entities
import Interactors
import Presenters
import Routers
import TestSupport
import Testing
import Tracing

/// A VIPER host double that keeps its views, as the terminal's stack does, and lets them go on pop.
@MainActor
final class KeepingHost: VIPERViewHost {
    final class ListView: QuestionListViewInterface {
        let eventHandler: any QuestionListEventHandler
        init(eventHandler: any QuestionListEventHandler) { self.eventHandler = eventHandler }
        func showLoading() {}
        func show(_ list: QuestionListDisplay) {}
        func showMore(_ rows: [QuestionRowDisplay], footer: String) {}
        func showNotice(_ text: String) {}
        func showError(_ text: String) {}
    }

    final class QuestionView: QuestionViewInterface {
        let eventHandler: any QuestionEventHandler
        private(set) var shownTitles: [String] = []
        init(eventHandler: any QuestionEventHandler) { self.eventHandler = eventHandler }
        func showLoading() {}
        func show(_ screen: QuestionScreenDisplay) { shownTitles.append(screen.title) }
        func showError(_ text: String) {}
    }

    private(set) var listView: ListView?
    private(set) var questionView: QuestionView?

    func showListView(eventHandler: any QuestionListEventHandler) -> any QuestionListViewInterface {
        let view = ListView(eventHandler: eventHandler)
        listView = view
        return view
    }

    func pushQuestionView(eventHandler: any QuestionEventHandler) -> any QuestionViewInterface {
        let view = QuestionView(eventHandler: eventHandler)
        questionView = view
        return view
    }

    func popQuestionView() { questionView = nil }

    func pushUserView(eventHandler: any UserEventHandler) -> any UserViewInterface {
        Issue.record("no test here opens a user's page")
        return UnexpectedUserView()
    }

    func popUserView() { Issue.record("no test here closes a user's page") }

    /// What `pushUserView` hands back when a test misuses the host; it records every call as an issue.
    final class UnexpectedUserView: UserViewInterface {
        func showLoading() { Issue.record("unexpected showLoading") }
        func show(_ page: UserPageDisplay) { Issue.record("unexpected show") }
        func showMore(_ rows: [QuestionRowDisplay], footer: String) { Issue.record("unexpected showMore") }
        func showNotice(_ text: String) { Issue.record("unexpected showNotice") }
        func showError(_ text: String) { Issue.record("unexpected showError") }
    }
}

/// The traced decorators, watched: they record, weakly, the real interactor of each question module a
/// router builds, and the presenter the router sets as its output, so a test can see that they are
/// released.
@MainActor
final class WatchedDecorators: VIPERDecorators {
    /// The traced question interactor, passed through: it records the output the router sets.
    private final class WatchedQuestionInput: QuestionInteractorInput {
        private let traced: any QuestionInteractorInput
        private let onOutput: (AnyObject?) -> Void

        init(_ traced: any QuestionInteractorInput, onOutput: @escaping (AnyObject?) -> Void) {
            self.traced = traced
            self.onOutput = onOutput
        }

        var output: (any QuestionInteractorOutput)? {
            get { traced.output }
            set {
                onOutput(newValue)
                traced.output = newValue
            }
        }

        func loadQuestion() { traced.loadQuestion() }
        func cancelLoad() { traced.cancelLoad() }
    }

    private let decorators: TracedVIPERDecorators
    private(set) weak var questionPresenter: AnyObject?
    private(set) weak var questionInteractor: AnyObject?

    init(tracer: Tracer) { decorators = TracedVIPERDecorators(tracer: tracer) }

    func interactor(_ interactor: any QuestionListInteractorInput) -> any QuestionListInteractorInput {
        decorators.interactor(interactor)
    }

    func router(_ router: any QuestionListRouting) -> any QuestionListRouting {
        decorators.router(router)
    }

    func interactor(_ interactor: any QuestionInteractorInput) -> any QuestionInteractorInput {
        questionInteractor = interactor
        return WatchedQuestionInput(decorators.interactor(interactor)) { [weak self] in
            self?.questionPresenter = $0
        }
    }

    func router(_ router: any QuestionRouting) -> any QuestionRouting {
        decorators.router(router)
    }

    func interactor(_ interactor: any UserInteractorInput) -> any UserInteractorInput {
        decorators.interactor(interactor)
    }

    func router(_ router: any UserRouting) -> any UserRouting {
        decorators.router(router)
    }
}

@MainActor
@Suite("Traced VIPER modules")
struct TracedModuleLifetimeTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let host = KeepingHost()
    let tracer = Tracer(pattern: "viper", usesColor: false) { _ in }

    @Test("still work through their decorators, and a question module is still released after back")
    func modulesWorkAndAreReleased() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1, title: "One"), answers: [])
        let tracedHost = TracedVIPERViewHost(host, tracer: tracer)
        let decorators = WatchedDecorators(tracer: tracer)
        QuestionListRouter.startModule(
            service: service, query: QuestionQuery(), formatters: ScreenFormatters(now: { Fixtures.now }),
            loads: loads, host: tracedHost, decorators: decorators)
        host.listView?.eventHandler.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        host.listView?.eventHandler.didRequestOpenQuestion(atRow: 1)
        host.questionView?.eventHandler.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        weak let questionView = host.questionView
        weak let eventHandler = host.questionView?.eventHandler as AnyObject?
        #expect(host.questionView?.shownTitles == ["One"])
        #expect(decorators.questionPresenter != nil)
        #expect(decorators.questionInteractor != nil)

        host.questionView?.eventHandler.didRequestGoBack()

        #expect(questionView == nil)
        #expect(eventHandler == nil)
        #expect(decorators.questionPresenter == nil)
        #expect(decorators.questionInteractor == nil)
        withExtendedLifetime(tracedHost) {}
    }
}
