import Entities
import Interactors
import Presenters
import Routers
import TestSupport
import Testing
import Tracing

/// A VIPER host double that keeps its views, as the terminal's stack does, and lets them go on pop.
@MainActor
final class VIPERKeepingHost: VIPERViewHost {
    final class ListView: VIPERQuestionListViewInterface {
        let eventHandler: any VIPERQuestionListEventHandler
        init(eventHandler: any VIPERQuestionListEventHandler) { self.eventHandler = eventHandler }
        func showLoading() {}
        func show(_ list: QuestionListDisplay) {}
        func showMore(_ rows: [QuestionRowDisplay], footer: String) {}
        func showNotice(_ text: String) {}
        func showError(_ text: String) {}
        func showSelection(atRow index: Int) {}
        func showRow(_ row: QuestionRowDisplay) {}
    }

    final class QuestionView: VIPERQuestionViewInterface {
        let eventHandler: any VIPERQuestionEventHandler
        private(set) var shownTitles: [String] = []
        init(eventHandler: any VIPERQuestionEventHandler) { self.eventHandler = eventHandler }
        func showLoading() {}
        func show(_ screen: QuestionScreenDisplay) { shownTitles.append(screen.title) }
        func showError(_ text: String) {}
        func showNotice(_ text: String) {}
        func showInPlace(_ screen: QuestionScreenDisplay) {}
    }

    private(set) var listView: ListView?
    private(set) var questionView: QuestionView?

    func showListView(eventHandler: any VIPERQuestionListEventHandler) -> any VIPERQuestionListViewInterface {
        let view = ListView(eventHandler: eventHandler)
        listView = view
        return view
    }

    func pushQuestionView(eventHandler: any VIPERQuestionEventHandler) -> any VIPERQuestionViewInterface {
        let view = QuestionView(eventHandler: eventHandler)
        questionView = view
        return view
    }

    func popQuestionView() { questionView = nil }

    func pushUserView(eventHandler: any VIPERUserEventHandler) -> any VIPERUserViewInterface {
        Issue.record("no test here opens a user's page")
        return UnexpectedUserView()
    }

    func popUserView() { Issue.record("no test here closes a user's page") }

    func pushSavedView(eventHandler: any VIPERSavedEventHandler) -> any VIPERSavedViewInterface {
        Issue.record("no test here opens the saved screen")
        return UnexpectedSavedView()
    }

    func popSavedView() { Issue.record("no test here closes the saved screen") }

    var hasLoadInFlight: Bool { false }
    var screenCount: Int { questionView == nil ? 1 : 2 }
    var isQuestionOnTop: Bool { questionView != nil }
    var listHasAppeared: Bool { true }
    func cancelEveryLoad() { Issue.record("no test here types a command that stops the loads") }
    func returnToList() { Issue.record("no test here returns to the list") }
    func leaveScreenOnTop() { Issue.record("no test here leaves the screen on top") }
    func showTopIfItNeverAppeared() { Issue.record("no test here shows a screen that never appeared") }
    func showUncoveredScreen() { Issue.record("no test here uncovers a screen") }
    func showErrorOnQuestion(_ text: String) { Issue.record("no test here refuses a row: \(text)") }

    /// What `pushSavedView` hands back when a test misuses the host; it records every call as an issue.
    final class UnexpectedSavedView: VIPERSavedViewInterface {
        func show(_ list: QuestionListDisplay) { Issue.record("unexpected show") }
        func showMore(_ rows: [QuestionRowDisplay], footer: String) { Issue.record("unexpected showMore") }
        func showNotice(_ text: String) { Issue.record("unexpected showNotice") }
        func showError(_ text: String) { Issue.record("unexpected showError") }
        func showSelection(atRow index: Int) { Issue.record("unexpected showSelection") }
    }

    /// What `pushUserView` hands back when a test misuses the host; it records every call as an issue.
    final class UnexpectedUserView: VIPERUserViewInterface {
        func showLoading() { Issue.record("unexpected showLoading") }
        func show(_ page: UserPageDisplay) { Issue.record("unexpected show") }
        func showMore(_ rows: [QuestionRowDisplay], footer: String) { Issue.record("unexpected showMore") }
        func showNotice(_ text: String) { Issue.record("unexpected showNotice") }
        func showError(_ text: String) { Issue.record("unexpected showError") }
        func showSelection(atRow index: Int) { Issue.record("unexpected showSelection") }
        func showRow(_ row: QuestionRowDisplay) { Issue.record("unexpected showRow") }
    }
}

/// What a test watches of a question module, weakly: its real interactor, and the presenter the router
/// set as the traced interactor's output.
@MainActor
final class QuestionModuleWatch {
    weak var interactor: AnyObject?
    weak var presenter: AnyObject?
}

/// Hands on the parts of `modules`, watching the question module's: beneath the traced factory it records
/// the real interactor; above it, the output the router sets on the traced interactor.
@MainActor
struct WatchingModules: VIPERModuleFactory {
    enum Place { case beneathTracing, aboveTracing }

    /// A question interactor passed through, which records the output the router sets.
    private final class WatchedQuestionInput: VIPERQuestionInteractorInput {
        private let interactor: any VIPERQuestionInteractorInput
        private let onOutput: (AnyObject?) -> Void

        init(_ interactor: any VIPERQuestionInteractorInput, onOutput: @escaping (AnyObject?) -> Void) {
            self.interactor = interactor
            self.onOutput = onOutput
        }

        var output: (any VIPERQuestionInteractorOutput)? {
            get { interactor.output }
            set {
                onOutput(newValue)
                interactor.output = newValue
            }
        }

        func loadQuestion() { interactor.loadQuestion() }
        func cancelLoad() { interactor.cancelLoad() }
        func reportCurrentQuestion() { interactor.reportCurrentQuestion() }
        func saveQuestion() -> Bool { interactor.saveQuestion() }
        func unsaveQuestion() -> Bool { interactor.unsaveQuestion() }
    }

    let modules: any VIPERModuleFactory
    let watch: QuestionModuleWatch
    let place: Place

    func makeQuestionInteractor(questionID: Int, site: String) -> any VIPERQuestionInteractorInput {
        let interactor = modules.makeQuestionInteractor(questionID: questionID, site: site)
        switch place {
        case .beneathTracing:
            watch.interactor = interactor
            return interactor
        case .aboveTracing:
            return WatchedQuestionInput(interactor) { [watch] in watch.presenter = $0 }
        }
    }

    func makeListInteractor(query: QuestionQuery) -> any VIPERQuestionListInteractorInput {
        modules.makeListInteractor(query: query)
    }

    func makeListPresenter(
        interactor: any VIPERQuestionListInteractorInput, router: any VIPERQuestionListRouting
    )
        -> VIPERQuestionListPresenter
    {
        modules.makeListPresenter(interactor: interactor, router: router)
    }

    func makeQuestionPresenter(interactor: any VIPERQuestionInteractorInput, router: any VIPERQuestionRouting)
        -> VIPERQuestionPresenter
    {
        modules.makeQuestionPresenter(interactor: interactor, router: router)
    }

    func makeUserInteractor(userID: Int, site: String) -> any VIPERUserInteractorInput {
        modules.makeUserInteractor(userID: userID, site: site)
    }

    func makeUserPresenter(interactor: any VIPERUserInteractorInput, router: any VIPERUserRouting)
        -> VIPERUserPresenter
    {
        modules.makeUserPresenter(interactor: interactor, router: router)
    }

    func makeSavedInteractor() -> any VIPERSavedInteractorInput {
        modules.makeSavedInteractor()
    }

    func makeSavedPresenter(interactor: any VIPERSavedInteractorInput, router: any VIPERSavedRouting)
        -> VIPERSavedPresenter
    {
        modules.makeSavedPresenter(interactor: interactor, router: router)
    }
}

@MainActor
@Suite("Traced VIPER modules")
struct TracedVIPERModuleLifetimeTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let host = VIPERKeepingHost()
    let tracer = Tracer(pattern: "viper", usesColor: false) { _ in }

    @Test("still work through the traced factory, and a question module is still released after back")
    func modulesWorkAndAreReleased() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1, title: "One"), answers: [])
        let tracedHost = TracedVIPERViewHost(host, tracer: tracer)
        let watch = QuestionModuleWatch()
        let modules = VIPERModules(
            service: service, saves: .inMemory(), formatters: ScreenFormatters(now: { Fixtures.now }),
            pageSize: 30, loads: loads)
        let traced = TracedVIPERModules(
            WatchingModules(modules: modules, watch: watch, place: .beneathTracing), tracer: tracer)
        VIPERQuestionListRouter.startModule(
            query: QuestionQuery(),
            modules: WatchingModules(modules: traced, watch: watch, place: .aboveTracing),
            host: tracedHost)
        host.listView?.eventHandler.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        host.listView?.eventHandler.didRequestOpenQuestion(atRow: 1)
        host.questionView?.eventHandler.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        weak let questionView = host.questionView
        weak let eventHandler = host.questionView?.eventHandler as AnyObject?
        #expect(host.questionView?.shownTitles == ["One"])
        #expect(watch.presenter != nil)
        #expect(watch.interactor != nil)

        host.questionView?.eventHandler.didRequestGoBack()

        #expect(questionView == nil)
        #expect(eventHandler == nil)
        #expect(watch.presenter == nil)
        #expect(watch.interactor == nil)
        withExtendedLifetime(tracedHost) {}
    }
}
