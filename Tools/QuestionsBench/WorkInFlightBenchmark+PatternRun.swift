import Entities
import Foundation
import Interactors
import Patterns
import Presenters
import Routers
import SQLiteStore
import TerminalUI
import TextFront
import WebService

extension WorkInFlightBenchmark {
    /// One pattern's screens on a stack, its list loaded, and what keeps its navigation alive.
    @MainActor
    final class PatternRun {
        let stack = ScreenStack()
        let loads = LoadTracker()
        private let console = DiscardingConsole()
        private var owners: [AnyObject] = []
        /// Smalltalk MVC's display cycle, run after each command and each load as the session runs it.

        /// The screens of `pattern`, the list's first page loaded from the offline data set, and every
        /// request after it held until its task is cancelled.
        convenience init(_ pattern: Pattern) async {
            let service = HeldOnRequest()
            await self.init(pattern, service: service, now: service.captureDate)
            service.holds = true
        }

        /// The saves of a folder that does not exist: each draw asks for its marks, as the app's does, and
        /// nothing is made on disk, as nothing is saved.
        static func noSaves(site: String) -> SavedQuestionsModel {
            saves(
                in: FileManager.default.temporaryDirectory.appendingPathComponent(
                    "questions-bench-\(UUID().uuidString)"), site: site)
        }

        /// The saves of `folder`, made at the first save, as the app's are.
        static func saves(in folder: URL, site: String) -> SavedQuestionsModel {
            do throws(SaveError) {
                let store = try SQLiteSavedQuestions(
                    folder: folder, shownFolder: folder.path, source: "offline")
                return SavedQuestionsModel(store: store, site: site)
            } catch {
                return SavedQuestionsModel(off: error, site: site)
            }
        }

        /// The screens of `pattern` on `service`, ages measured from `now`, the list's first page loaded;
        /// saves go to `savesFolder` when given, otherwise to a folder that is never made.
        init(_ pattern: Pattern, service: any QuestionService, now: Date, savesFolder: URL? = nil) async {
            let environment = ViewEnvironment(
                console: console, width: 80, styler: Styler(isEnabled: false), layoutCache: LayoutCache(),
                announcesLoading: true)
            let formatters = ScreenFormatters(now: { now })
            let query = QuestionQuery()
            let saves =
                savesFolder.map { Self.saves(in: $0, site: query.site) } ?? Self.noSaves(site: query.site)
            switch pattern {
            case .mvc:
                stack.setRoot(
                    MVCQuestionListController(
                        service: service, saves: saves, query: query,
                        formatters: formatters, loads: loads,
                        view: TerminalListView(environment: environment), navigation: stack,
                        views: MVCTerminalViews(environment: environment)))
            case .mvp:
                let screens = MVPScreens(
                    service: service, saves: saves, query: query,
                    formatters: formatters, loads: loads,
                    environment: environment)
                let navigator = MVPTerminalNavigator(navigation: stack, screens: screens)
                stack.setRoot(
                    screens.makeListView(presenter: screens.makeListPresenter(navigator: navigator)))
                owners = [navigator]
            case .mvvm:
                let host = MVVMTerminalViewHost(
                    stack: stack, views: MVVMTerminalViews(environment: environment))
                let coordinator = MVVMQuestionsCoordinator(
                    site: query.site,
                    viewModels: MVVMViewModels(
                        service: service, saves: saves, query: query,
                        formatters: formatters, loads: loads),
                    host: host)
                coordinator.start()
                owners = [host, coordinator]
            case .viper:
                let host = VIPERTerminalViewHost(
                    stack: stack, views: VIPERTerminalViews(environment: environment), loads: loads)
                VIPERQuestionListRouter.startModule(
                    query: query,
                    modules: VIPERModules(
                        service: service, saves: saves, formatters: formatters,
                        pageSize: query.pageSize, loads: loads),
                    host: host)
                owners = [host]
            case .redux:
                let store = ReduxQuestionsStore(
                    state: ReduxQuestionsState(query: query),
                    reducer: ReduxQuestionsReducer(),
                    environment: ReduxQuestionsEnvironment(
                        service: service, saves: saves),
                    loads: loads)
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
                            display: TerminalUserView(environment: environment), formatter: formatters.user)
                    case .saved(let saved):
                        ReduxSavedView(
                            store: store, screen: saved.number,
                            display: TerminalListView(environment: environment), formatter: formatters.saved)
                    }
                }
                owners = [store, screens, ReduxSavesRelay(store: store, saves: saves)]
            case .smalltalk:
                let screens = SmalltalkScreens(
                    service: service, saves: saves, formatters: formatters,
                    loads: loads, pageSize: query.pageSize,
                    displays: SmalltalkTerminalDisplays(environment: environment))
                stack.setRoot(screens.makeList(query: query, navigation: stack))
            case .model2:
                let model = Model2Model(
                    service: service, saves: saves, pageSize: query.pageSize)
                let browser = Model2Browser(
                    server: Model2FrontController(
                        model: model, templates: Model2PageTemplates(formatters: formatters)),
                    loads: loads, environment: environment)
                _ = browser.start(on: stack, query: query)
                owners = [browser]
            }
            loads.afterEachLoad = { [weak stack] in stack?.endEvent() }
            stack.takeAppearingScreen()?.viewDidLoad()
            stack.endEvent()
            await loads.waitUntilIdle()
        }

        /// Seconds from the keystroke until `command` has gone along the responder chain, as the session
        /// hands it, the shape that took it has decided what it means, and what it put up has drawn and
        /// started its own load.
        func type(_ command: ScreenCommand) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            stack.deliver(.command(command))
            stack.takeAppearingScreen()?.viewDidLoad()
            stack.endEvent()
            console.flush()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
    }
}
