import Entities
import Foundation
import Presenters
import Routers
import TextFront

/// The composition root: builds one pattern's objects around the shared views and runs the session.
///
/// Every dependency is made here and handed down: the service, the clock,
/// the layout caches, the width, the console. Nothing below reaches for a shared
/// instance, so tests can build as many applications as they like.
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
    var showsPrompt: Bool
    var announcesLoading: Bool

    /// Shows the banner and the first page, then runs commands until the input ends or `quit`.
    func run() async {
        let styler = Styler(isEnabled: usesColor)
        output.writeLine(styler.apply(.bold, to: banner))
        let environment = ViewEnvironment(
            console: output, viewport: Viewport(source: widthSource), styler: styler,
            layoutCache: LayoutCache(), columnLayoutCache: LayoutCache(), listColumns: listColumns,
            announcesLoading: announcesLoading)
        let stack = ScreenStack()
        let owners = start(on: stack, environment: environment)
        let session = Session(
            input: input, output: output, screens: stack, environment: environment, showsPrompt: showsPrompt)
        await session.run()
        // The objects that own the pattern's navigation live as long as the session.
        withExtendedLifetime(owners) {}
    }

    /// Builds the pattern's list screen and puts it on `stack` (it loads its first page when the
    /// session shows it), and returns what must stay alive for the pattern to navigate.
    private func start(on stack: ScreenStack, environment: ViewEnvironment) -> [AnyObject] {
        let formatters = ScreenFormatters(now: now)
        switch pattern {
        case .mvc:
            let controller = MVCQuestionListController(
                service: service, query: query, formatters: formatters,
                view: TerminalListView(environment: environment), navigation: stack,
                makeQuestionView: { TerminalQuestionView(environment: environment) })
            stack.setRoot(controller)
            return []
        case .mvvm:
            let host = TerminalMVVMViewHost(stack: stack, environment: environment)
            let coordinator = QuestionsCoordinator(
                service: service, query: query, formatters: formatters, host: host)
            coordinator.start()
            return [host, coordinator]
        case .viper:
            let host = TerminalVIPERViewHost(stack: stack, environment: environment)
            QuestionListRouter.startModule(
                service: service, query: query, formatters: formatters, host: host)
            return [host]
        }
    }
}
