import Entities
import Interactors

/// Every event the state can change for: what the user asked for, and what each effect brought back.
public enum ReduxQuestionsAction: Equatable, Sendable {
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

    // MARK: The screens above the list

    /// `back`: close the screen on top of the path.
    case goBack

    // MARK: A question screen's intents, each naming its screen's number

    /// The question appeared: fetch it.
    case questionAppeared(screen: Int)
    /// `user`: open the page of the question's asker.
    case openUser(screen: Int)
    /// A newer command, or Ctrl-C: stop the question's load.
    case cancelQuestionLoad(screen: Int)

    // MARK: A user's page's intents, each naming its screen's number

    /// The page appeared: fetch the user and their first questions.
    case userAppeared(screen: Int)
    /// `open N` on the page: open the question on row N.
    case openUserQuestion(screen: Int, row: Int)
    /// `more` on the page: the next page of questions.
    case loadMoreOfUser(screen: Int)
    /// A newer command, or Ctrl-C: stop the page's load.
    case cancelUserLoad(screen: Int)

    // MARK: What effects send back

    /// The service answered `load`.
    case listLoaded(ReduxListLoad, Result<QuestionPage, ServiceError>)
    /// The list, formatted with the clock of the moment.
    case listPresented(ReduxListPresentation)
    /// The service answered for the question of screen `screen`.
    case questionLoaded(screen: Int, Result<QuestionWithAnswers, ServiceError>)
    /// The question of screen `screen`, formatted with the clock of the moment.
    case questionPresented(screen: Int, QuestionScreenDisplay)
    /// The service answered for the user's page of screen `screen`.
    case userLoaded(screen: Int, Result<UserPage, ServiceError>)
    /// The service answered `query`, the next page of questions of screen `screen`.
    case userQuestionsLoaded(screen: Int, UserQuestionsQuery, Result<QuestionPage, ServiceError>)
    /// The user's page of screen `screen`, formatted with the clock of the moment.
    case userPresented(screen: Int, ReduxUserPresentation)
}

/// A user's page as the formatter wrote it: drawn whole, or a page of questions added.
public enum ReduxUserPresentation: Equatable, Sendable {
    /// The whole page.
    case whole(UserPageDisplay)
    /// The questions a page added, numbered on, and the new footer.
    case appended(rows: [QuestionRowDisplay], footer: String)
}

/// The list as the formatters wrote it, and how it changed: drawn anew, a page added, or refreshed.
public enum ReduxListPresentation: Equatable, Sendable {
    /// The whole list, drawn anew: loaded, filtered, sorted, or shown again with `list`.
    case whole(QuestionListDisplay)
    /// The rows a page added, numbered on, and the new footer.
    case appended(rows: [QuestionRowDisplay], footer: String)
    /// The list after a refresh, new and updated rows marked, and the summary of what changed.
    case refreshed(QuestionListDisplay, summary: String)
}
