import Entities
import Interactors
import Presenters
import Routers
import ScreenFront
import TerminalUI
import TestSupport

/// The shapes whose screen-front views exist so far, each built over one stack as its composition root
/// would, for the tests that drive every shape by keys and compare what the terminal shows.
///
/// It lists the shapes one by one while the screen front is built a shape at
/// a time; once `--ui screen` runs every shape, these tests build through the
/// composition root over `AppOptions.Pattern.allCases` instead.
enum ScreenShape: String, CaseIterable, CustomStringConvertible {
    case mvc
    case mvp
    case mvvm
    case viper
    case redux
    case smalltalk
    case model2

    var description: String { rawValue }

    /// Builds this shape's screens for `query` on `stack`, its list at the root, fetching from `service`;
    /// returns what must stay alive for the shape to navigate.
    @MainActor
    func build(
        on stack: ScreenStack, service: any QuestionService, saves: SavedQuestionsModel, query: QuestionQuery,
        loads: LoadTracker, environment: ScreenEnvironment
    ) -> [AnyObject] {
        let formatters = ScreenFormatters(now: { Fixtures.now }, words: .screen)
        switch self {
        case .mvc:
            let views = MVCFullScreenViews(environment: environment)
            stack.setRoot(
                MVCScreenQuestionListController(
                    service: service, saves: saves, query: query, formatters: formatters, loads: loads,
                    view: views.makeListView(), navigation: stack, views: views))
            return []
        case .mvp:
            let screens = MVPFullScreens(
                service: service, saves: saves, query: query, formatters: formatters, loads: loads,
                environment: environment)
            let navigator = MVPTerminalNavigator(navigation: stack, screens: screens)
            stack.setRoot(screens.makeListView(presenter: screens.makeListPresenter(navigator: navigator)))
            return [navigator]
        case .mvvm:
            let host = MVVMTerminalViewHost(
                stack: stack, views: MVVMFullScreenViews(environment: environment))
            let viewModels = MVVMViewModels(
                service: service, saves: saves, query: query, formatters: formatters, loads: loads)
            let coordinator = MVVMQuestionsCoordinator(site: query.site, viewModels: viewModels, host: host)
            coordinator.start(at: .list)
            return [host, coordinator]
        case .viper:
            let host = VIPERTerminalViewHost(
                stack: stack, views: VIPERFullScreenViews(environment: environment), loads: loads)
            let modules = VIPERModules(
                service: service, saves: saves, formatters: formatters, pageSize: query.pageSize, loads: loads
            )
            VIPERQuestionListRouter.startModule(query: query, modules: modules, host: host, route: .list)
            return [host]
        case .redux:
            let store = ReduxQuestionsStore(
                state: ReduxQuestionsState(query: query), reducer: ReduxQuestionsReducer(),
                environment: ReduxQuestionsEnvironment(service: service, saves: saves), loads: loads)
            let views = ReduxFullScreenViews(store: store, environment: environment, formatters: formatters)
            stack.setRoot(views.makeListView())
            let screens = ReduxScreens(store: store, navigation: stack, makeView: views.makeView)
            return [store, screens, ReduxSavesRelay(store: store, saves: saves)]
        case .smalltalk:
            let screens = SmalltalkScreens(
                service: service, saves: saves, formatters: formatters, loads: loads,
                pageSize: query.pageSize,
                displays: SmalltalkFrameDisplays(environment: environment))
            stack.setRoot(screens.makeList(query: query, navigation: stack))
            return []
        case .model2:
            let model = Model2Model(service: service, saves: saves, pageSize: query.pageSize)
            let templates = Model2PageTemplates(formatters: formatters)
            let server = Model2FrontController(
                model: model, list: Model2ListActions(model: model, templates: templates),
                question: Model2QuestionActions(model: model, templates: templates),
                user: Model2UserActions(model: model, templates: templates),
                saved: Model2SavedActions(model: model, templates: templates))
            let browser = Model2ScreenBrowser(server: server, loads: loads, environment: environment)
            _ = browser.start(on: stack, query: query)
            return [browser]
        }
    }
}
