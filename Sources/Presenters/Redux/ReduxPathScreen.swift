import Entities
import Interactors

/// One screen above the list: a question, a user's page, or the saved questions.
public enum ReduxPathScreen: Equatable, Sendable {
    /// A question screen.
    case question(ReduxQuestionState)
    /// A user's page.
    case user(ReduxUserState)
    /// The saved screen.
    case saved(ReduxSavedState)

    /// The screen's number, given when it was opened.
    public var number: Int {
        switch self {
        case .question(let question): question.number
        case .user(let user): user.number
        case .saved(let saved): saved.number
        }
    }
}

/// A question screen's part of the state, present while the question is on the path.
public struct ReduxQuestionState: Equatable, Sendable {
    /// The screen's number on the path.
    public var number: Int
    /// The question's id.
    public var id: Int
    /// The site it is on.
    public var site: String
    /// Whether the question is being fetched.
    public var isLoading = false
    /// The question and its answers as they arrived: what `save` keeps, and what is drawn again.
    public var loaded: QuestionWithAnswers?
    /// Who asked the question, once it has arrived: where `user` leads.
    public var asker: User?
    /// What the view is to draw once, oldest first.
    public var outbox: [ReduxOutput] = []
    /// The screen front's selection, scroll and typed line: state the line front never changes.
    public var view = ReduxViewState()

    /// Question `id` of `site`, opened as screen `number` and not yet fetched.
    public init(number: Int, id: Int, site: String) {
        self.number = number
        self.id = id
        self.site = site
    }
}

/// A user's page's part of the state, present while the page is on the path.
public struct ReduxUserState: Equatable, Sendable {
    /// The screen's number on the path.
    public var number: Int
    /// The user's id.
    public var userID: Int
    /// The site they are on.
    public var site: String
    /// The page as loaded so far, once its first load has arrived.
    public var page: UserPage?
    /// The fetch under way, if any: the first one (`nil` query), or the next page of questions.
    public var loading: ReduxUserLoad?
    /// What the view is to draw once, oldest first.
    public var outbox: [ReduxOutput] = []
    /// The screen front's selection, scroll and typed line: state the line front never changes.
    public var view = ReduxViewState()

    /// The page of user `userID` of `site`, opened as screen `number` and not yet fetched.
    public init(number: Int, userID: Int, site: String) {
        self.number = number
        self.userID = userID
        self.site = site
    }
}

/// One fetch of a user's page: the whole page first, then each next page of questions.
public enum ReduxUserLoad: Hashable, Sendable {
    /// The user and their first page of questions.
    case page
    /// The page of questions `query` asks for.
    case more(UserQuestionsQuery)
}

/// The saved screen's part of the state, present while the screen is on the path.
public struct ReduxSavedState: Equatable, Sendable {
    /// The screen's number on the path.
    public var number: Int
    /// The saves shown, read from the store.
    public var list: SavedList
    /// Whether the saves changed since they were read: the next draw reads them again.
    public var isStale = false
    /// What the view is to draw once, oldest first.
    public var outbox: [ReduxOutput] = []
    /// The screen front's selection, scroll and typed line: state the line front never changes.
    public var view = ReduxViewState()

    /// The saved screen of `site`, `pageSize` saves a page, opened as screen `number` and not yet read.
    public init(number: Int, site: String, pageSize: Int) {
        self.number = number
        self.list = SavedList(site: site, pageSize: pageSize)
    }
}
