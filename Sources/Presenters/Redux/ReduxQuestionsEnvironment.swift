import Entities
import Interactors

/// What the store's effects may use, injected at the composition root: the work that leaves the process,
/// the service and the saves on disk. The reducer never sees it; the views format, with the clock.
public struct ReduxQuestionsEnvironment: Sendable {
    /// Where questions and answers come from, offline or live.
    public var service: any QuestionService
    /// The saves on disk: what the persisting effects write, and where marks are read.
    public var saves: SavedQuestionsModel

    /// An environment fetching from `service` and keeping saves in `saves`.
    public init(service: any QuestionService, saves: SavedQuestionsModel) {
        self.service = service
        self.saves = saves
    }
}

/// The names the store's effects run under: one load per kind of screen (only the screen on top loads),
/// so a newer one cancels the older.
public enum ReduxQuestionsEffectID: Hashable, Sendable {
    /// The list's fetch: page 1, the next page, a refresh, a tag or an order.
    case listLoad
    /// The fetch of the question on top, with its answers.
    case questionLoad
    /// The fetch of the user's page on top: the page, or its next page of questions.
    case userLoad
}

/// The store of this app: the questions' state, run by a reducer of its types (`ReduxQuestionsReducer`).
public typealias ReduxQuestionsStore = ReduxStore<
    ReduxQuestionsState, ReduxQuestionsAction, ReduxQuestionsEnvironment, ReduxQuestionsEffectID
>

/// An effect of this app: its actions, run with its environment, under its effect ids.
public typealias ReduxQuestionsEffect = ReduxEffect<
    ReduxQuestionsAction, ReduxQuestionsEnvironment, ReduxQuestionsEffectID
>
