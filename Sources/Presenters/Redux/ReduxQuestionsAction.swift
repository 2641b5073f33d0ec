import Entities
import Interactors

/// Every event the state can change for: what the user asked for, and what each effect brought back.
public enum ReduxQuestionsAction: Equatable, Sendable {
    // MARK: What the user typed, on the screen on top

    /// A command typed on the screen on top: what it means is the reducer's to decide.
    case command(ReduxCommand)
    /// Ctrl-C: stop every load, or say how to leave.
    case interrupt

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

    // MARK: Saves, from any screen

    /// `save N`, `unsave N`, `save` or `unsave` (`saving` false) on `target`.
    case save(ReduxSaveTarget, saving: Bool)
    /// `saved`: the saved screen on top of screen `above` (`nil`: the list).
    case openSaved(above: Int?)
    /// The saved screen appeared: read its first page.
    case savedAppeared(screen: Int)
    /// `saved` typed on the saved screen, or the screen above it closed: draw it again, read again if stale.
    case redisplaySaved(screen: Int)
    /// `more` on the saved screen.
    case loadMoreSaved(screen: Int)
    /// `open N` on the saved screen.
    case openSavedQuestion(screen: Int, row: Int)
    /// The screen above the question closed: draw it again, with its mark as it is now.
    case redisplayQuestion(screen: Int)
    /// The screen above the user's page closed: draw it again, with its marks as they are now.
    case redisplayUser(screen: Int)
    /// Another session changed the saves: the marks of the rows in state are read again.
    case savesChangedElsewhere

    // MARK: What a view says it did

    /// The view of `screen` drew the first `count` outputs of its queue: they leave it.
    case shown(ReduxScreenID, count: Int)
    /// A screen-front view's own event on `screen`: a move of the selection, Enter, s, the typed line, or
    /// the scroll it laid out.
    case view(ReduxScreenID, ReduxViewAction)

    // MARK: What effects send back

    /// The service answered `load`.
    case listLoaded(ReduxListLoad, Result<QuestionPage, ServiceError>)
    /// The service answered for the question of screen `screen`.
    case questionLoaded(screen: Int, Result<QuestionWithAnswers, ServiceError>)
    /// The service answered for the user's page of screen `screen`.
    case userLoaded(screen: Int, Result<UserPage, ServiceError>)
    /// The service answered `query`, the next page of questions of screen `screen`.
    case userQuestionsLoaded(screen: Int, UserQuestionsQuery, Result<QuestionPage, ServiceError>)
    /// The persisting effect's answer: question `id` saved (or unsaved) for `target`, committed or not.
    case saveAnswered(ReduxSaveTarget, id: Int, saving: Bool, SaveOutcome)
    /// The saved screen's saves as read, or why they could not be.
    case savedRead(screen: Int, ReduxSavedRead)
    /// The marks of the rows `ids`, read from the saves: after a page arrived (then `then` is drawn), or
    /// after another session changed the saves.
    case marksRead(Set<Int>, among: [Int], then: ReduxDrawing?)
}

/// An output for one screen's view: what a marks read leads to once the marks are in state.
public struct ReduxDrawing: Hashable, Sendable {
    /// The screen whose view draws it.
    public var screen: ReduxScreenID
    /// What it draws.
    public var output: ReduxOutput

    /// `output`, for the view of `screen`.
    public init(_ output: ReduxOutput, on screen: ReduxScreenID) {
        self.screen = screen
        self.output = output
    }
}

/// Which screen a save is for, and which row of it.
public enum ReduxSaveTarget: Hashable, Sendable {
    /// Row `row` of the list.
    case listRow(Int)
    /// Row `row` of the user's page numbered `screen`.
    case userRow(screen: Int, row: Int)
    /// The question numbered `screen`.
    case question(screen: Int)
    /// Row `row` of the saved screen numbered `screen`.
    case savedRow(screen: Int, row: Int)
}

/// The saved screen's saves, as an effect read them.
public enum ReduxSavedRead: Equatable, Sendable {
    /// The saves read anew.
    case whole(SavedList)
    /// An older page added: the saves now, and those it added.
    case appended(SavedList, added: [SavedQuestion])
    /// They could not be read: saving is off.
    case failed(SaveError)
}
