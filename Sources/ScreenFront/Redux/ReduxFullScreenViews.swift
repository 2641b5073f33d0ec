import Presenters
import TerminalUI

/// The store's views for the screen front: the list's, and one for each screen of the path, each
/// drawing into frames through the shared screen views. The store, its reducer and the renderer of the
/// path (`ReduxScreens`) are the line front's.
@MainActor
public struct ReduxFullScreenViews {
    private let store: ReduxQuestionsStore
    private let environment: ScreenEnvironment
    private let formatters: ScreenFormatters

    /// Views of `store`'s state, drawn with `environment`, formatted with `formatters`.
    public init(store: ReduxQuestionsStore, environment: ScreenEnvironment, formatters: ScreenFormatters) {
        self.store = store
        self.environment = environment
        self.formatters = formatters
    }

    /// A `ReduxScreenQuestionListView`.
    public func makeListView() -> ReduxScreenQuestionListView {
        ReduxScreenQuestionListView(
            store: store, rowsView: environment.rowsView, statusView: environment.statusView,
            formatter: formatters.list)
    }

    /// The view of `screen`, a screen of the path: what `ReduxScreens` pushes.
    public func makeView(for screen: ReduxPathScreen) -> any PushedScreen {
        switch screen {
        case .question(let question):
            ReduxScreenQuestionView(
                store: store, screen: question.number, textView: environment.makeQuestionTextView(),
                statusView: environment.statusView, formatter: formatters.question)
        case .user(let user):
            ReduxScreenUserView(
                store: store, screen: user.number, headerView: environment.userHeaderView,
                rowsView: environment.rowsView, statusView: environment.statusView, formatter: formatters.user
            )
        case .saved(let saved):
            ReduxScreenSavedView(
                store: store, screen: saved.number, rowsView: environment.rowsView,
                statusView: environment.statusView, formatter: formatters.saved)
        }
    }
}
