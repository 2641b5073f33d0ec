import Entities
import Foundation
import Interactors
import Presenters
import Routers
import TerminalUI
import TextFront
import Tracing

/// The composition root: builds one pattern's objects around the shared views and runs the session.
///
/// Every dependency is made here and handed down: the service, the clock,
/// the layout caches, the width, the console. Nothing below reaches for a shared
/// instance, so tests can build as many applications as they like. With a
/// tracer, this is also the one place that puts the tracing decorators at
/// the seams (see `start(on:environment:loads:)`); the layers never know.
@MainActor
struct Application {
    var pattern: AppOptions.Pattern
    var query: QuestionQuery
    var service: any QuestionService
    /// The clock ages are measured from (offline: the capture time).
    var now: @Sendable () -> Date
    var banner: String
    var input: any LineInput
    var output: any Console
    /// Where the views' width comes from: fixed, or the terminal's size read again before each screen.
    var widthSource: WidthSource
    var listColumns: ListColumns
    var usesColor: Bool
    /// Whether commands come from a terminal: then a prompt shows, and commands are read while loads run.
    var inputIsTerminal: Bool
    var announcesLoading: Bool
    /// Writes a line for every call across a layer boundary, when `--trace` is given.
    var tracer: Tracer?
    /// Starts every screen's loads and knows when they have ended (a test can wait on it too).
    var loads = LoadTracker()
    /// The store of saves, or why saving is off from the start (said in one line under the banner).
    var saves: Result<any SavedQuestions, SaveError>
    /// The link to open, from the command line (`questions URL`); the app then starts on its question.
    var link: QuestionLink? = nil
    /// The stack the screens go on: made here (traced, with a tracer) unless given, as a test gives one
    /// to look at the screens while the session runs.
    var stack: ScreenStack? = nil

    /// Shows the banner and the first page, then runs commands until the input ends or `quit`.
    func run() async {
        let styler = Styler(isEnabled: usesColor)
        // Every view writes through it, so that a load that ends while the user types keeps off their line.
        let console = PromptedConsole(output)
        console.writeLine(styler.apply(.bold, to: banner))
        let environment = ViewEnvironment(
            console: console, viewport: Viewport(source: widthSource), styler: styler,
            layoutCache: LayoutCache(), listEntryCache: ListEntryCache(), listColumns: listColumns,
            announcesLoading: announcesLoading)
        let stack = self.stack ?? tracer.map { tracedStack($0) } ?? ScreenStack()
        let savedQuestions = savedQuestionsModel(environment: environment)
        let route = await route(environment: environment)
        let (owners, checkSaves) = start(
            on: stack, environment: environment, loads: loads, saves: savedQuestions, route: route)
        let session = Session(
            input: input, output: console, screens: stack, environment: environment,
            inputIsTerminal: inputIsTerminal, loads: loads, checkSavesChangedElsewhere: checkSaves)
        await session.run()
        // The objects that own the pattern's navigation live as long as the session.
        withExtendedLifetime(owners) {}
    }

    /// The saves of the query's site, the store traced as a seam like the service; when it could not be
    /// opened, saving is off, and one line under the banner says why.
    private func savedQuestionsModel(environment: ViewEnvironment) -> SavedQuestionsModel {
        switch saves {
        case .success(let store):
            let traced = tracer.map { TracedSavedQuestions(store, caller: callerOfTheStore, tracer: $0) }
            return SavedQuestionsModel(store: traced ?? store, site: query.site)
        case .failure(let error):
            environment.writeMessage(SaveText.off(error), style: .yellow)
            return SavedQuestionsModel(off: error, site: query.site)
        }
    }

    /// Where the link asks the app to start: its question, or for a link to an answer, the question that
    /// holds it, asked of the service first. Without a link, or when the answer cannot be found (the
    /// reason is shown), the list.
    private func route(environment: ViewEnvironment) async -> Route {
        guard let link else { return .list }
        switch link.target {
        case .question(let id):
            return .question(id: id)
        case .answer(let id):
            environment.writeLoading()
            let service = traced(service, caller: .terminal)
            do {
                return .question(id: try await service.questionID(ofAnswer: id, site: query.site))
            } catch {
                environment.writeMessage(ErrorText.linkFailed(error), style: .red)
                return .list
            }
        }
    }

    /// Builds the pattern's screens for `route` and puts them on `stack`: the list, and the route's
    /// question above it. The screen on top loads when the session shows it, through `loads`; the list
    /// beneath a question loads when `back` shows it. Every screen shares `saves`. Returns what must stay
    /// alive for the pattern to navigate, and how the session tells the pattern that another session
    /// changed the saves.
    ///
    /// Tracing is dependency injection: each seam below takes either the real
    /// object or a traced one (a decorator around it, or for `stack` a
    /// subclass), and nothing else changes.
    private func start(
        on stack: ScreenStack, environment: ViewEnvironment, loads: LoadTracker, saves: SavedQuestionsModel,
        route: Route
    ) -> (owners: [AnyObject], checkSaves: () -> Void) {
        let formatters = ScreenFormatters(now: now)
        // The model tells its observers; the store hears of it as an action, through a relay.
        let checkSaves: () -> Void = { saves.checkForChangesElsewhere() }
        switch pattern {
        case .mvc:
            let terminalViews = MVCTerminalViews(environment: environment)
            let views: any MVCViewFactory =
                tracer.map { TracedMVCViews(terminalViews, tracer: $0) } ?? terminalViews
            let controller = MVCQuestionListController(
                service: traced(service, caller: .controller), saves: saves, query: query,
                formatters: formatters,
                loads: loads,
                view: views.makeListView(), navigation: stack, views: views)
            stack.setRoot(controller)
            // A deep link: the root asks the list controller to push the question, as a scene delegate asks
            // its root view controller.
            if case .question(let id) = route { controller.showQuestion(id: id) }
            return ([], checkSaves)
        case .mvp:
            let plain = MVPScreens(
                service: traced(service, caller: .presenter), saves: saves, query: query,
                formatters: formatters,
                loads: loads,
                environment: environment)
            let screens: any MVPScreenFactory = tracer.map { TracedMVPScreens(plain, tracer: $0) } ?? plain
            let navigator = MVPTerminalNavigator(navigation: stack, screens: screens)
            stack.setRoot(screens.makeListView(presenter: screens.makeListPresenter(navigator: navigator)))
            // A deep link: the navigator pushes the question's screen over the list, as a presenter would ask.
            if case .question(let id) = route { navigator.showQuestion(id: id, site: query.site) }
            return ([navigator], checkSaves)
        case .mvvm:
            let host = traced(
                MVVMTerminalViewHost(stack: stack, views: MVVMTerminalViews(environment: environment)))
            let viewModels = MVVMViewModels(
                service: traced(service, caller: .viewModel), saves: saves, query: query,
                formatters: formatters,
                loads: loads)
            let coordinator = MVVMQuestionsCoordinator(
                site: query.site,
                viewModels: tracer.map { TracedMVVMViewModels(viewModels, tracer: $0) } ?? viewModels,
                host: host)
            coordinator.start(at: route)
            return ([host, coordinator], checkSaves)
        case .viper:
            let host = traced(
                VIPERTerminalViewHost(
                    stack: stack, views: VIPERTerminalViews(environment: environment), loads: loads))
            let modules = VIPERModules(
                service: traced(service, caller: .interactor), saves: saves, formatters: formatters,
                pageSize: query.pageSize,
                loads: loads)
            VIPERQuestionListRouter.startModule(
                query: query, modules: tracer.map { TracedVIPERModules(modules, tracer: $0) } ?? modules,
                host: host, route: route)
            return ([host], checkSaves)
        case .smalltalk:
            // Each screen is a model with its dependent view and its controller; whichever controller the
            // user last spoke to has control, and Smalltalk's display cycle asks its view to display at the
            // end of each event.
            let screens = SmalltalkScreens(
                service: traced(service, caller: .model), saves: saves, formatters: formatters, loads: loads,
                pageSize: query.pageSize, displays: SmalltalkTerminalDisplays(environment: environment),
                onModel: tracer.map(TracedSmalltalkModels.watchers) ?? SmalltalkModelWatchers())
            let list = screens.makeList(query: query, navigation: stack)
            stack.setRoot(list)
            if case .question(let id) = route { list.showQuestion(id: id) }
            return ([], checkSaves)
        case .model2:
            // The session plays the browser: each screen is a page in its history, each command a request
            // to the front controller, which routes it to an action over the model.
            let model = Model2Model(
                service: traced(service, caller: .model), saves: saves, pageSize: query.pageSize)
            // Tracing wraps the templates each action renders with, and each resource's actions, so that
            // the trace reads as a server's log: the action a request was routed to, and what it rendered.
            let plainTemplates = Model2PageTemplates(formatters: formatters)
            let templates: any Model2Templates =
                tracer.map { TracedModel2Templates(plainTemplates, tracer: $0) } ?? plainTemplates
            let actions: (any Model2Actions) -> any Model2Actions = { actions in
                tracer.map { TracedModel2Actions(actions, tracer: $0) } ?? actions
            }
            let server = Model2FrontController(
                model: model, list: actions(Model2ListActions(model: model, templates: templates)),
                question: actions(Model2QuestionActions(model: model, templates: templates)),
                user: actions(Model2UserActions(model: model, templates: templates)),
                saved: actions(Model2SavedActions(model: model, templates: templates)))
            let browser = Model2Browser(
                server: tracer.map { TracedModel2Server(server, tracer: $0) } ?? server, loads: loads,
                environment: environment)
            let list = browser.start(on: stack, query: query)
            // A start from a URL is a history of two pages: the list, never shown, beneath the question.
            if case .question(let id) = route { list.showQuestion(id: id) }
            return ([browser], checkSaves)
        case .redux:
            // One store holds the state of every screen, navigation included; the views subscribe to it.
            let store = ReduxQuestionsStore(
                state: ReduxQuestionsState(query: query, route: route),
                reducer: traced(ReduxQuestionsReducer()),
                environment: ReduxQuestionsEnvironment(
                    service: traced(service, caller: .effect), saves: saves),
                loads: loads)
            // The views format what the state holds as they draw it, with the clock the formatters read.
            stack.setRoot(
                ReduxQuestionListView(
                    store: store, display: TerminalListView(environment: environment),
                    formatter: formatters.list))
            let screens = ReduxScreens(store: store, navigation: stack) { screen in
                switch screen {
                case .question(let question):
                    ReduxQuestionView(
                        store: store, screen: question.number,
                        display: TerminalQuestionView(environment: environment),
                        formatter: formatters.question)
                case .user(let user):
                    ReduxUserView(
                        store: store, screen: user.number,
                        display: TerminalUserView(environment: environment),
                        formatter: formatters.user)
                case .saved(let saved):
                    ReduxSavedView(
                        store: store, screen: saved.number,
                        display: TerminalListView(environment: environment), formatter: formatters.saved)
                }
            }
            // A change from another session arrives as an action, like every other change.
            let relay = ReduxSavesRelay(store: store, saves: saves)
            return ([store, screens, relay], checkSaves)
        }
    }
}
