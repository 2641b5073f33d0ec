import Entities
import Foundation
import Interactors
import Presenters
import Routers
import ScreenFront
import TerminalUI
import TextFront
import Tracing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The composition root of the screen front (`--ui screen`): builds one pattern's objects behind the
/// screen front's views, takes the terminal, and runs the session until q, Ctrl-D or the end of input;
/// the terminal is given back on every way out.
///
/// It builds the same objects as the line front's root (`Application`) does,
/// with the screen front's views, factories and hosts in place of the line
/// front's: what replacing the view costs each pattern, at the root.
@MainActor
struct ScreenApplication: TracingSeams {
    var pattern: AppOptions.Pattern
    var query: QuestionQuery
    var service: any QuestionService
    /// The clock ages are measured from (offline: the capture time).
    var now: @Sendable () -> Date
    var usesColor: Bool
    /// Writes a line for every call across a layer boundary, with `--trace-file`.
    var tracer: Tracer?
    /// The store of saves, or why saving is off from the start.
    var saves: Result<any SavedQuestions, SaveError>
    /// Where the app starts: the list, or a link's question above it.
    var route: Route = .list
    /// Starts every screen's loads and knows when they have ended.
    var loads = LoadTracker()

    /// Takes the terminal, shows the first screen and handles keys until the session ends, then gives the
    /// terminal back; throws, having changed nothing, when the terminal cannot be taken.
    func run() async throws(RawTerminal.Failure) {
        let terminal = try RawTerminal()
        let keys = TerminalKeys(input: STDIN_FILENO, wake: terminal.wake.read)
        let palette = ScreenPalette(isColored: usesColor)
        let stack = tracer.map { tracedStack($0) } ?? ScreenStack()
        let savesModel = savedQuestionsModel()
        let (owners, checkSaves) = start(
            on: stack, environment: ScreenEnvironment(palette: palette, loads: loads), saves: savesModel)
        let session = ScreenSession(
            screens: stack, palette: palette, terminal: terminal, loads: loads,
            checkSavesChangedElsewhere: checkSaves)
        await session.run(keys.events)
        // The reader lets go of the terminal's descriptors before the terminal is given back.
        keys.stop()
        for await _ in keys.events {}
        terminal.giveBack()
        withExtendedLifetime((owners, session)) {}
    }

    /// The saves of the query's site, the store traced as a seam; when it could not be opened, saving is
    /// off, and each save says why.
    private func savedQuestionsModel() -> SavedQuestionsModel {
        switch saves {
        case .success(let store):
            let traced = tracer.map { TracedSavedQuestions(store, caller: callerOfTheStore, tracer: $0) }
            return SavedQuestionsModel(store: traced ?? store, site: query.site)
        case .failure(let error):
            return SavedQuestionsModel(off: error, site: query.site)
        }
    }

    /// Builds the pattern's screens for `route` on `stack`, as `Application` does, with the screen front's
    /// views; returns what must stay alive for the pattern to navigate, and how the session tells the
    /// pattern that another session changed the saves.
    func start(on stack: ScreenStack, environment: ScreenEnvironment, saves: SavedQuestionsModel)
        -> (owners: [AnyObject], checkSaves: () -> Void)
    {
        let formatters = ScreenFormatters(now: now, words: .screen)
        let checkSaves: () -> Void = { saves.checkForChangesElsewhere() }
        switch pattern {
        case .mvc:
            let plain = MVCFullScreenViews(environment: environment)
            let views: any MVCScreenViewFactory =
                tracer.map { TracedMVCScreenViews(plain, tracer: $0) } ?? plain
            let list = MVCScreenQuestionListController(
                service: traced(service, caller: .controller), saves: saves, query: query,
                formatters: formatters,
                loads: loads, view: views.makeListView(), navigation: stack, views: views)
            stack.setRoot(list)
            if case .question(let id) = route { list.showQuestion(id: id) }
            return ([], checkSaves)
        case .mvp:
            let plain = MVPFullScreens(
                service: traced(service, caller: .presenter), saves: saves, query: query,
                formatters: formatters,
                loads: loads, environment: environment)
            let screens: any MVPScreenFactory = tracer.map { TracedMVPScreens(plain, tracer: $0) } ?? plain
            let navigator = MVPTerminalNavigator(navigation: stack, screens: screens)
            stack.setRoot(screens.makeListView(presenter: screens.makeListPresenter(navigator: navigator)))
            if case .question(let id) = route { navigator.showQuestion(id: id, site: query.site) }
            return ([navigator], checkSaves)
        case .mvvm:
            let host = traced(
                MVVMTerminalViewHost(stack: stack, views: MVVMFullScreenViews(environment: environment)))
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
                    stack: stack, views: VIPERFullScreenViews(environment: environment), loads: loads))
            let modules = VIPERModules(
                service: traced(service, caller: .interactor), saves: saves, formatters: formatters,
                pageSize: query.pageSize, loads: loads)
            VIPERQuestionListRouter.startModule(
                query: query, modules: tracer.map { TracedVIPERModules(modules, tracer: $0) } ?? modules,
                host: host,
                route: route)
            return ([host], checkSaves)
        case .redux:
            let store = ReduxQuestionsStore(
                state: ReduxQuestionsState(query: query, route: route),
                reducer: traced(ReduxQuestionsReducer()),
                environment: ReduxQuestionsEnvironment(
                    service: traced(service, caller: .effect), saves: saves),
                loads: loads)
            let views = ReduxFullScreenViews(store: store, environment: environment, formatters: formatters)
            stack.setRoot(views.makeListView())
            let screens = ReduxScreens(store: store, navigation: stack, makeView: views.makeView)
            return ([store, screens, ReduxSavesRelay(store: store, saves: saves)], checkSaves)
        case .smalltalk:
            let screens = SmalltalkScreens(
                service: traced(service, caller: .model), saves: saves, formatters: formatters, loads: loads,
                pageSize: query.pageSize, displays: SmalltalkFrameDisplays(environment: environment),
                onModel: tracer.map(TracedSmalltalkModels.watchers) ?? SmalltalkModelWatchers())
            let list = screens.makeList(query: query, navigation: stack)
            stack.setRoot(list)
            if case .question(let id) = route { list.showQuestion(id: id) }
            return ([], checkSaves)
        case .model2:
            // The same server as the line front's (model, front controller, actions, templates), and a
            // browser of the screen's own, whose documents keep the selection, the scroll and the typed line.
            let model = Model2Model(
                service: traced(service, caller: .model), saves: saves, pageSize: query.pageSize)
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
            let browser = Model2ScreenBrowser(
                server: tracer.map { TracedModel2Server(server, tracer: $0) } ?? server, loads: loads,
                environment: environment)
            let list = browser.start(on: stack, query: query)
            if case .question(let id) = route { list.showQuestion(id: id) }
            return ([browser], checkSaves)
        }
    }
}

/// The rules for taking the terminal (SPEC §8): both ends a terminal, the process in its foreground,
/// and a `TERM` that is set and not `dumb`.
@MainActor
enum ScreenStart {
    /// Why the screen front cannot start with these facts, in one line; `nil` when it can.
    static func problem(
        inputIsTerminal: Bool, outputIsTerminal: Bool, isInForeground: Bool, term: String?
    ) -> String? {
        guard inputIsTerminal, outputIsTerminal else {
            return "--ui screen needs a terminal on standard input and output."
        }
        guard isInForeground else { return "--ui screen needs to run in the terminal's foreground." }
        guard let term, !term.isEmpty, term != "dumb" else {
            return "--ui screen needs TERM set to a terminal that is not 'dumb'."
        }
        return nil
    }

    /// Where a link asks the screen front to start: its question, or for a link to an answer, the question
    /// that holds it, asked of the service before the terminal is taken; the list when there is no link,
    /// or when the answer cannot be found, which one line on `errors` says.
    static func route(
        of link: QuestionLink?, service: any QuestionService, site: String, errors: some Console
    )
        async -> Route
    {
        guard let link else { return .list }
        switch link.target {
        case .question(let id):
            return .question(id: id)
        case .answer(let id):
            do {
                return .question(id: try await service.questionID(ofAnswer: id, site: site))
            } catch {
                errors.writeLine("questions: \(ErrorText.linkFailed(error))")
                return .list
            }
        }
    }

    /// Whether this process is in its terminal's foreground process group.
    static var isInForeground: Bool { tcgetpgrp(STDIN_FILENO) == getpgrp() }
}
