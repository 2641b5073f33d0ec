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
}

/// The traced wiring, watched: it records, weakly, the real presenter and interactor of each question
/// module it connects, so a test can see that they are released.
@MainActor
final class WatchedWiring: VIPERWiring {
    private let wiring: TracedVIPERWiring
    private(set) weak var questionPresenter: AnyObject?
    private(set) weak var questionInteractor: AnyObject?

    init(tracer: Tracer) { wiring = TracedVIPERWiring(tracer: tracer) }

    func listInteractor(_ interactor: any QuestionListInteractorInput) -> any QuestionListInteractorInput {
        wiring.listInteractor(interactor)
    }

    func listOutput(
        _ presenter: any QuestionListInteractorOutput, keptAliveBy holder: any QuestionListInteractorInput
    ) -> any QuestionListInteractorOutput {
        wiring.listOutput(presenter, keptAliveBy: holder)
    }

    func listRouter(_ router: any QuestionListRouting) -> any QuestionListRouting {
        wiring.listRouter(router)
    }

    func questionInteractor(_ interactor: any QuestionInteractorInput) -> any QuestionInteractorInput {
        questionInteractor = interactor
        return wiring.questionInteractor(interactor)
    }

    func questionOutput(
        _ presenter: any QuestionInteractorOutput, keptAliveBy holder: any QuestionInteractorInput
    ) -> any QuestionInteractorOutput {
        questionPresenter = presenter
        return wiring.questionOutput(presenter, keptAliveBy: holder)
    }

    func questionRouter(_ router: any QuestionRouting) -> any QuestionRouting {
        wiring.questionRouter(router)
    }
}

@MainActor
@Suite("Traced VIPER modules")
struct TracedModuleLifetimeTests {
    let service = StubQuestionService()
    let host = KeepingHost()
    let tracer = Tracer(pattern: "viper", usesColor: false) { _ in }

    @Test("still work through their decorators, and a question module is still released after back")
    func modulesWorkAndAreReleased() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1, title: "One"), answers: [])
        let tracedHost = TracedVIPERViewHost(host, tracer: tracer)
        let wiring = WatchedWiring(tracer: tracer)
        QuestionListRouter.startModule(
            service: service, query: QuestionQuery(), formatters: ScreenFormatters(now: { Fixtures.now }),
            host: tracedHost, wiring: wiring)
        await host.listView?.eventHandler.viewDidLoad()
        host.listView?.eventHandler.didRequestOpenQuestion(atRow: 1)
        await host.questionView?.eventHandler.viewDidLoad()
        weak let questionView = host.questionView
        weak let eventHandler = host.questionView?.eventHandler as AnyObject?
        #expect(host.questionView?.shownTitles == ["One"])
        #expect(wiring.questionPresenter != nil)
        #expect(wiring.questionInteractor != nil)

        host.questionView?.eventHandler.didRequestGoBack()

        #expect(questionView == nil)
        #expect(eventHandler == nil)
        #expect(wiring.questionPresenter == nil)
        #expect(wiring.questionInteractor == nil)
        withExtendedLifetime(tracedHost) {}
    }
}
