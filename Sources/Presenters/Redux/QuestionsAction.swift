import Entities
import Interactors

/// Every event the state can change for: what the user asked for, and what each effect brought back.
public enum QuestionsAction: Equatable, Sendable {
    // MARK: The list screen's intents, one per command

    /// The list appeared: load page 1.
    case listAppeared
    /// `list`: the whole list again, without the marks of a refresh.
    case redisplayList
    /// `open N`: open the question on row N.
    case openQuestion(row: Int)
    /// `more`: the next page.
    case loadMore
    /// `refresh`: page 1 again, marking what changed.
    case refresh
    /// `tag NAME`, or `tag` alone (`nil`).
    case filter(tag: String?)
    /// `sort ORDER`.
    case sort(QuestionSort)
    /// `search WORDS`, or `search` alone (`nil`).
    case search(String?)
    /// A newer command, or Ctrl-C: stop the list's load.
    case cancelListLoad

    // MARK: The question screen's intents

    /// The question appeared: fetch it.
    case questionAppeared
    /// `back`: close the question.
    case goBack
    /// A newer command, or Ctrl-C: stop the question's load.
    case cancelQuestionLoad

    // MARK: What effects send back

    /// The service answered `load`.
    case listLoaded(ListLoad, Result<QuestionPage, ServiceError>)
    /// The list, formatted with the clock of the moment.
    case listPresented(ListPresentation)
    /// The service answered for question `id`.
    case questionLoaded(id: Int, Result<QuestionWithAnswers, ServiceError>)
    /// Question `id`, formatted with the clock of the moment.
    case questionPresented(id: Int, QuestionScreenDisplay)
}

/// The list as the formatters wrote it, and how it changed: drawn anew, a page added, or refreshed.
public enum ListPresentation: Equatable, Sendable {
    /// The whole list, drawn anew: loaded, filtered, sorted, or shown again with `list`.
    case whole(QuestionListDisplay)
    /// The rows a page added, numbered on, and the new footer.
    case appended(rows: [QuestionRowDisplay], footer: String)
    /// The list after a refresh, new and updated rows marked, and the summary of what changed.
    case refreshed(QuestionListDisplay, summary: String)
}
