import Entities
import Foundation
import Interactors
import Presenters
import Routers
import SQLiteStore
import Synchronization
import TextFront
import WebService

/// The hard path's budgets, with held responses: a command typed while a load is in flight draws within
/// 50 ms; 50 question screens opened one over the other, each with its load in flight, then `back` to
/// the list, give back their memory (within 1 MiB); and so do 50 screens stacked deep (question, user's
/// page, question, …, each loaded, the one on top still loading), left with `list`.
///
/// Each pattern is assembled as the composition root assembles it, around
/// the shared views, writing to a console that keeps nothing. The list's
/// first page comes from the offline data set; every other request is held
/// until its task is cancelled, as a slow network's would be. Each command
/// is what the session does for it on a terminal: cancel the load in
/// flight, then the screen's method, then the next screen's `viewDidLoad()`.
@MainActor
struct WorkInFlightBenchmark {
    /// How many questions are opened, one over the other, before `back`.
    let depth: Int

    func run() async -> [ReportRow] {
        var rows: [ReportRow] = []
        for pattern in Pattern.allCases {
            let run = await PatternRun(pattern)
            let before = Stopwatch.heapBytes()
            var slowestOpen = 0.0
            for number in 1...depth {
                slowestOpen = max(slowestOpen, run.command { $0.openQuestion(atRow: (number - 1) % 30 + 1) })
            }
            let back = run.command { list in
                (run.stack.top as? any PushedScreen)?.goBack()
                list.redisplayList()
            }
            await run.loads.waitUntilIdle()
            let after = Stopwatch.heapBytes()
            let name = pattern.rawValue
            rows.append(
                ReportRow(
                    "`open N` typed while a question loads, until drawn (slowest of \(depth)), \(name)",
                    Figure.milliseconds(slowestOpen), target: "≤ 50 ms", isMet: slowestOpen <= 0.050))
            rows.append(
                ReportRow(
                    "`back` typed while a question loads, until the list is drawn, \(name)",
                    Figure.milliseconds(back), target: "≤ 50 ms", isMet: back <= 0.050))
            if let before, let after {
                let grown = Double(after - before)
                rows.append(
                    ReportRow(
                        "heap after \(depth) questions opened with loads in flight and back, \(name)",
                        String(format: "%+.1f KiB", grown / 1_024), target: "≤ +1 MiB",
                        isMet: grown <= 1_048_576))
            }
            withExtendedLifetime(run) {}
            rows += await deepStack(pattern)
        }
        return rows
    }

    /// `depth` screens stacked one on the other (a question, its asker's page, that page's first question,
    /// …), each loaded from the offline data set but the one on top, whose load is held; then `list`
    /// typed: the time until the list is drawn, and the heap compared with before the first screen.
    private func deepStack(_ pattern: Pattern) async -> [ReportRow] {
        let service = HeldOnRequest()
        let run = await PatternRun(pattern, service: service, now: service.captureDate)
        let before = Stopwatch.heapBytes()
        for level in 1...depth {
            if level == depth { service.holds = true }
            _ = run.command(cancellingLoads: false) { _ in
                switch run.stack.top {
                case let question as any QuestionScreen: question.openUser()
                case let listing as any QuestionListingScreen: listing.openQuestion(atRow: 1)
                default: break
                }
            }
            if level < depth { await run.loads.waitUntilIdle() }
        }
        let reached = run.stack.screens.count - 1
        let back = run.command { list in
            while run.stack.screens.count > 1, let top = run.stack.top as? any PushedScreen { top.goBack() }
            list.redisplayList()
        }
        await run.loads.waitUntilIdle()
        let after = Stopwatch.heapBytes()
        let name = pattern.rawValue
        var rows = [
            ReportRow(
                "`list` typed \(reached) screens deep, the top one loading, until the list is drawn, \(name)",
                Figure.milliseconds(back), target: "≤ 50 ms", isMet: back <= 0.050 && reached == depth)
        ]
        if let before, let after {
            let grown = Double(after - before)
            rows.append(
                ReportRow(
                    "heap after \(reached) screens stacked deep (question, user, …) and `list`, \(name)",
                    String(format: "%+.1f KiB", grown / 1_024), target: "≤ +1 MiB",
                    isMet: grown <= 1_048_576 && reached == depth))
        }
        withExtendedLifetime(run) {}
        return rows
    }

    enum Pattern: String, CaseIterable {
        case mvc = "MVC"
        case mvp = "MVP"
        case mvvm = "MVVM"
        case viper = "VIPER"
        case redux = "Redux"
    }

    /// One pattern's screens on a stack, its list loaded, and what keeps its navigation alive.
    @MainActor
    final class PatternRun {
        let stack = ScreenStack()
        let loads = LoadTracker()
        private let console = DiscardingConsole()
        private var owners: [AnyObject] = []

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
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "questions-bench-\(UUID().uuidString)")
            do throws(SaveError) {
                let store = try SQLiteSavedQuestions(
                    folder: folder, shownFolder: folder.path, source: "offline")
                return SavedQuestionsModel(store: store, site: site)
            } catch {
                return SavedQuestionsModel(off: error, site: site)
            }
        }

        /// The screens of `pattern` on `service`, ages measured from `now`, the list's first page loaded.
        init(_ pattern: Pattern, service: any QuestionService, now: Date) async {
            let environment = ViewEnvironment(
                console: console, width: 80, styler: Styler(isEnabled: false), layoutCache: LayoutCache(),
                announcesLoading: true)
            let formatters = ScreenFormatters(now: { now })
            let query = QuestionQuery()
            switch pattern {
            case .mvc:
                stack.setRoot(
                    MVCQuestionListController(
                        service: service, saves: Self.noSaves(site: query.site), query: query,
                        formatters: formatters, loads: loads,
                        view: TerminalListView(environment: environment), navigation: stack,
                        views: MVCTerminalViews(environment: environment)))
            case .mvp:
                let screens = MVPScreens(
                    service: service, saves: Self.noSaves(site: query.site), query: query,
                    formatters: formatters, loads: loads,
                    environment: environment)
                let navigator = MVPTerminalNavigator(navigation: stack, screens: screens)
                stack.setRoot(
                    screens.makeListView(presenter: screens.makeListPresenter(navigator: navigator)))
                owners = [navigator]
            case .mvvm:
                let host = MVVMTerminalViewHost(stack: stack, environment: environment)
                let coordinator = MVVMQuestionsCoordinator(
                    site: query.site,
                    viewModels: MVVMViewModels(
                        service: service, saves: Self.noSaves(site: query.site), query: query,
                        formatters: formatters, loads: loads),
                    host: host)
                coordinator.start()
                owners = [host, coordinator]
            case .viper:
                let host = VIPERTerminalViewHost(stack: stack, environment: environment)
                VIPERQuestionListRouter.startModule(
                    query: query,
                    modules: VIPERModules(
                        service: service, saves: Self.noSaves(site: query.site), formatters: formatters,
                        pageSize: query.pageSize, loads: loads),
                    host: host)
                owners = [host]
            case .redux:
                let store = ReduxQuestionsStore(
                    state: ReduxQuestionsState(query: query, formatter: formatters.list),
                    reducer: ReduxQuestionsReducer(),
                    environment: ReduxQuestionsEnvironment(
                        service: service, formatters: formatters, saves: Self.noSaves(site: query.site)),
                    loads: loads)
                stack.setRoot(
                    ReduxQuestionListView(store: store, display: TerminalListView(environment: environment)))
                let screens = ReduxScreens(store: store, navigation: stack) { screen in
                    switch screen {
                    case .question(let question):
                        ReduxQuestionView(
                            store: store, screen: question.number,
                            display: TerminalQuestionView(environment: environment))
                    case .user(let user):
                        ReduxUserView(
                            store: store, screen: user.number,
                            display: TerminalUserView(environment: environment))
                    case .saved(let saved):
                        ReduxSavedView(
                            store: store, screen: saved.number,
                            display: TerminalListView(environment: environment))
                    }
                }
                owners = [store, screens]
            }
            stack.takeAppearingScreen()?.viewDidLoad()
            await loads.waitUntilIdle()
        }

        /// Seconds from the keystroke until `command` has run on the list and what it put up has drawn
        /// and started its own load, the load in flight cancelled first when `cancellingLoads`.
        func command(cancellingLoads: Bool = true, _ command: (any ListScreen) -> Void) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            if cancellingLoads {
                for screen in stack.screens.reversed() { screen.cancelLoad() }
            }
            if let list = stack.list { command(list) }
            stack.takeAppearingScreen()?.viewDidLoad()
            console.flush()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
    }
}

/// A console that counts what it is given and keeps nothing, so that memory measures the screens alone.
@MainActor
private final class DiscardingConsole: Console {
    private(set) var bytes = 0
    func writeLine(_ line: String) { bytes += line.utf8.count + 1 }
    func writePrompt(_ prompt: String) { bytes += prompt.utf8.count }
}

/// The offline data set's answers at once, until `holds` is set; from then on every request is held until
/// its task is cancelled, as a slow network's would be.
private final class HeldOnRequest: QuestionService {
    private let offline = OfflineQuestionService()
    private let holding = Mutex(Holding())

    /// Whether requests are held; set once, before the screen on top asks.
    private struct Holding {
        var isOn = false
    }

    nonisolated var captureDate: Date { offline.captureDate }

    var holds: Bool {
        get { holding.withLock { $0.isOn } }
        set { holding.withLock { $0.isOn = newValue } }
    }

    func questions(for query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError) -> QuestionPage {
        if holds { throw await heldUntilCancelled() }
        return try await offline.questions(for: query, policy: policy)
    }

    func question(id: Int, site: String) async throws(ServiceError) -> Question {
        if holds { throw await heldUntilCancelled() }
        return try await offline.question(id: id, site: site)
    }

    func answers(toQuestion id: Int, site: String) async throws(ServiceError) -> [Answer] {
        if holds { throw await heldUntilCancelled() }
        return try await offline.answers(toQuestion: id, site: site)
    }

    func user(id: Int, site: String) async throws(ServiceError) -> UserProfile {
        if holds { throw await heldUntilCancelled() }
        return try await offline.user(id: id, site: site)
    }

    func questions(of query: UserQuestionsQuery) async throws(ServiceError) -> QuestionPage {
        if holds { throw await heldUntilCancelled() }
        return try await offline.questions(of: query)
    }

    func questionID(ofAnswer id: Int, site: String) async throws(ServiceError) -> Int {
        if holds { throw await heldUntilCancelled() }
        return try await offline.questionID(ofAnswer: id, site: site)
    }
}

/// Waits until the task is cancelled (a sleep that only a cancel ends), then reports the cancel.
private func heldUntilCancelled() async -> ServiceError {
    while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(3_600))
    }
    return .cancelled
}
