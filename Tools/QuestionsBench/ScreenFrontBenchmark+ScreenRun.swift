import Entities
import Foundation
import Interactors
import Patterns
import Presenters
import Routers
import ScreenFront
import TerminalUI
import WebService

extension ScreenFrontBenchmark {
    /// One pattern behind the screen front's views, as the screen front's composition root
    /// (`ScreenApplication.start`) assembles it, on a terminal that counts what it is given; its first
    /// frame written.
    @MainActor
    final class ScreenRun {
        let stack = ScreenStack()
        let loads = LoadTracker()
        let terminal: CountingTerminal
        private var owners: [AnyObject] = []
        private var session: ScreenSession?

        /// The screens of `pattern` on `service`, ages measured from `now`, on a terminal of `size`; returns
        /// once the list's first page has loaded and its frame is written.
        init(
            _ pattern: Pattern, service: any QuestionService, now: Date,
            size: (columns: Int, rows: Int)
        ) async {
            terminal = CountingTerminal(size: size)
            let query = QuestionQuery()
            let saves = WorkInFlightBenchmark.PatternRun.noSaves(site: query.site)
            let environment = ScreenEnvironment(palette: ScreenPalette(isColored: true), loads: loads)
            let formatters = ScreenFormatters(now: { now }, words: .screen)
            switch pattern {
            case .mvc:
                let views = MVCFullScreenViews(environment: environment)
                stack.setRoot(
                    MVCScreenQuestionListController(
                        service: service, saves: saves, query: query, formatters: formatters, loads: loads,
                        view: views.makeListView(), navigation: stack, views: views))
            case .mvp:
                let screens = MVPFullScreens(
                    service: service, saves: saves, query: query, formatters: formatters, loads: loads,
                    environment: environment)
                let navigator = MVPTerminalNavigator(navigation: stack, screens: screens)
                stack.setRoot(
                    screens.makeListView(presenter: screens.makeListPresenter(navigator: navigator)))
                owners = [navigator]
            case .mvvm:
                let host = MVVMTerminalViewHost(
                    stack: stack, views: MVVMFullScreenViews(environment: environment))
                let coordinator = MVVMQuestionsCoordinator(
                    site: query.site,
                    viewModels: MVVMViewModels(
                        service: service, saves: saves, query: query, formatters: formatters, loads: loads),
                    host: host)
                coordinator.start()
                owners = [host, coordinator]
            case .viper:
                let host = VIPERTerminalViewHost(
                    stack: stack, views: VIPERFullScreenViews(environment: environment), loads: loads)
                VIPERQuestionListRouter.startModule(
                    query: query,
                    modules: VIPERModules(
                        service: service, saves: saves, formatters: formatters, pageSize: query.pageSize,
                        loads: loads),
                    host: host)
                owners = [host]
            case .redux:
                let store = ReduxQuestionsStore(
                    state: ReduxQuestionsState(query: query), reducer: ReduxQuestionsReducer(),
                    environment: ReduxQuestionsEnvironment(service: service, saves: saves), loads: loads)
                let views = ReduxFullScreenViews(
                    store: store, environment: environment, formatters: formatters)
                stack.setRoot(views.makeListView())
                let screens = ReduxScreens(store: store, navigation: stack, makeView: views.makeView)
                owners = [store, screens, ReduxSavesRelay(store: store, saves: saves)]
            case .smalltalk:
                let screens = SmalltalkScreens(
                    service: service, saves: saves, formatters: formatters, loads: loads,
                    pageSize: query.pageSize, displays: SmalltalkFrameDisplays(environment: environment))
                stack.setRoot(screens.makeList(query: query, navigation: stack))
            case .model2:
                let model = Model2Model(service: service, saves: saves, pageSize: query.pageSize)
                let browser = Model2ScreenBrowser(
                    server: Model2FrontController(
                        model: model, templates: Model2PageTemplates(formatters: formatters)),
                    loads: loads, environment: environment)
                _ = browser.start(on: stack, query: query)
                owners = [browser]
            }
            let session = ScreenSession(
                screens: stack, palette: ScreenPalette(isColored: true), terminal: terminal, loads: loads)
            self.session = session
            session.start()
            await loads.waitUntilIdle()
        }

        /// The frame the session would draw now.
        func lastFrame() -> Frame {
            session?.frame() ?? Frame(width: 0, height: 0)
        }

        /// Seconds from a key's arrival until its frame is written, as the session handles a key read from
        /// the terminal; `terminal.lastWrite` then holds the bytes written for it.
        func press(_ key: Key) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = session?.handle(.keys([key]))
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
    }

    /// A terminal of a fixed size that keeps only how many bytes each frame was, so that what is measured
    /// is the session's work, not a terminal's.
    @MainActor
    final class CountingTerminal: ScreenTerminal {
        private let fixedSize: (columns: Int, rows: Int)
        /// The bytes of the last frame written.
        private(set) var lastWrite = 0
        /// Whether the last frame scrolled rows: it reset a scroll region (ESC [ r).
        private(set) var lastWriteScrolled = false

        init(size: (columns: Int, rows: Int)) {
            fixedSize = size
        }

        func size() -> (columns: Int, rows: Int)? { fixedSize }
        func write(_ bytes: [UInt8]) {
            lastWrite = bytes.count
            lastWriteScrolled = bytes.firstRange(of: Array("\u{1B}[r".utf8)) != nil
        }
        func suspend() {}
        func enterRawMode() {}
    }

    /// The offline data set, but with a first page of `count` questions (the data set's, repeated with ids
    /// and titles of their own), as a list scrolled through many `more`s would hold.
    final class ManyQuestions: QuestionService {
        private let offline = OfflineQuestionService()
        private let page: QuestionPage

        init(count: Int, sample: [Question]) {
            let questions = (0..<count).map { index in
                var question = sample[index % max(1, sample.count)]
                question.id = 90_000_000 + index
                question.title = "\(question.title) (\(index + 1))"
                return question
            }
            page = QuestionPage(questions: questions, hasMore: false)
        }

        nonisolated var captureDate: Date { offline.captureDate }

        func questions(for query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError)
            -> QuestionPage
        { page }

        func question(id: Int, site: String) async throws(ServiceError) -> Question {
            try await offline.question(id: id, site: site)
        }

        func answers(toQuestion id: Int, site: String) async throws(ServiceError) -> [Answer] {
            try await offline.answers(toQuestion: id, site: site)
        }

        func user(id: Int, site: String) async throws(ServiceError) -> UserProfile {
            try await offline.user(id: id, site: site)
        }

        func questions(of query: UserQuestionsQuery) async throws(ServiceError) -> QuestionPage {
            try await offline.questions(of: query)
        }

        func questionID(ofAnswer id: Int, site: String) async throws(ServiceError) -> Int {
            try await offline.questionID(ofAnswer: id, site: site)
        }
    }
}
