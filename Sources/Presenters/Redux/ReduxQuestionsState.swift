import Entities
import Interactors

/// Everything the app shows, as one value: the list, and the path of screens above it.
///
/// Navigation is state: the screens above the list are on the terminal
/// exactly as `path` lists them, so `back` is `path.removeLast()` and nothing
/// else, and `list` from any depth is `back` until the path is empty. Only
/// the reducer changes it; the views draw it, as a SwiftUI `NavigationStack`
/// follows its path.
public struct ReduxQuestionsState: Equatable, Sendable {
    /// The list screen, always there, beneath the path.
    public var list: ReduxListState
    /// The screens above the list, bottom first: questions and users' pages.
    public var path: [ReduxPathScreen] = []
    /// Counts the screens opened. Each gets the next number, by which its view and the answers to its
    /// fetches find it: a question opened again is a new screen, pushed anew and fetched anew, as in
    /// every pattern.
    public var screensOpened = 0
    /// The saved marks of the rows in state: which of the questions on the screens are saved. Not every
    /// save: nothing loads them all. Each page's marks arrive with it, and each save changes them.
    public var saved: Set<Int> = []

    /// The state at launch: `query`'s list, nothing loaded yet; above it, the screens `route` asks for, as
    /// a path (a link's question, not yet fetched).
    public init(query: QuestionQuery, route: Route = .list) {
        list = ReduxListState(questions: QuestionList(query: query))
        if case .question(let id) = route {
            screensOpened = 1
            path = [.question(ReduxQuestionState(number: 1, id: id, site: query.site))]
        }
    }

    /// The question screen numbered `number`, if it is on the path.
    public subscript(question number: Int) -> ReduxQuestionState? {
        get {
            path.lazy.compactMap { screen -> ReduxQuestionState? in
                if case .question(let question) = screen, question.number == number { question } else { nil }
            }.first
        }
        set {
            guard let newValue, let index = path.firstIndex(where: { $0.number == number }) else { return }
            path[index] = .question(newValue)
        }
    }

    /// The user's page numbered `number`, if it is on the path.
    public subscript(user number: Int) -> ReduxUserState? {
        get {
            path.lazy.compactMap { screen -> ReduxUserState? in
                if case .user(let user) = screen, user.number == number { user } else { nil }
            }.first
        }
        set {
            guard let newValue, let index = path.firstIndex(where: { $0.number == number }) else { return }
            path[index] = .user(newValue)
        }
    }

    /// The saved screen numbered `number`, while it is on the path.
    public subscript(saved number: Int) -> ReduxSavedState? {
        get {
            path.lazy.compactMap { screen -> ReduxSavedState? in
                if case .saved(let saved) = screen, saved.number == number { saved } else { nil }
            }.first
        }
        set {
            guard let newValue, let index = path.firstIndex(where: { $0.number == number }) else { return }
            path[index] = .saved(newValue)
        }
    }

    /// The screen on top of the path, the list when the path is empty: where the user is looking.
    var screenOnTop: ReduxScreenID { path.last.map { .path($0.number) } ?? .list }

    /// Queues `text` on `screen`, a notice or an error, for its view to show once; nothing when the screen
    /// is no longer on the path.
    mutating func queue(_ text: String, isError: Bool, on screen: ReduxScreenID) {
        queue(isError ? .error(text) : .notice(text), on: screen)
    }

    /// Queues `output` on `screen` for its view to draw once; nothing when the screen is no longer on the
    /// path.
    mutating func queue(_ output: ReduxOutput, on screen: ReduxScreenID) {
        self[outboxOf: screen].append(output)
    }

    /// Drops the first `count` outputs of `screen`'s queue: its view has drawn them.
    mutating func dropOutputs(_ count: Int, of screen: ReduxScreenID) {
        let queued = self[outboxOf: screen].count
        self[outboxOf: screen].removeFirst(min(count, queued))
    }

    /// The queue of what `screen`'s view is to draw: empty, and left alone when set, for a screen no
    /// longer on the path.
    subscript(outboxOf screen: ReduxScreenID) -> [ReduxOutput] {
        get {
            guard case .path(let number) = screen else { return list.outbox }
            switch path.first(where: { $0.number == number }) {
            case .question(let question)?: return question.outbox
            case .user(let user)?: return user.outbox
            case .saved(let saved)?: return saved.outbox
            case nil: return []
            }
        }
        set {
            guard case .path(let number) = screen else {
                list.outbox = newValue
                return
            }
            self[question: number]?.outbox = newValue
            self[user: number]?.outbox = newValue
            self[saved: number]?.outbox = newValue
        }
    }
}

/// Which screen of the state: the list, or the screen numbered so on the path.
public enum ReduxScreenID: Hashable, Sendable {
    /// The list, beneath the path.
    case list
    /// The screen on the path with this number.
    case path(Int)
}

/// What a screen's view is to draw once, from the state as it is: queued in the screen's state until the
/// view has drawn it and says so with `.shown`, as TCA keeps an alert in state until the view dismisses
/// it. Each names what changed, in domain values; the view formats it.
public enum ReduxOutput: Hashable, Sendable {
    /// A load started: "Loading…".
    case loading
    /// The whole screen, as the state holds it now.
    case whole
    /// These questions were added at the end, by a next page.
    case appended([Question])
    /// The list was loaded afresh; `previous` is every row listed before, as it was.
    case refreshed(previous: [Question])
    /// A notice: "Still loading.", a save's answer.
    case notice(String)
    /// An error, with what to do next.
    case error(String)
    /// Ctrl-C with nothing to stop: how to leave, in the words of the front that draws it.
    case howToLeave
    /// An error whose line says what to do next, in the words of the front that draws it.
    case failed(ReduxFailure)
}

/// The list screen's part of the state: the questions, what is under way, and what its view is to draw.
public struct ReduxListState: Equatable, Sendable {
    /// The questions loaded so far, with the paging rules every pattern shares.
    public var questions: QuestionList
    /// The fetch under way, if any: the request a response must answer to be used.
    public var loading: ReduxListLoad?
    /// Whether the list has appeared: not yet beneath a question opened from its URL, until a command
    /// uncovers it.
    public var hasAppeared = false
    /// What the view is to draw once, oldest first.
    public var outbox: [ReduxOutput] = []
    /// The screen front's selection, scroll and typed line: state the line front never changes.
    public var view = ReduxViewState()

    /// A list holding `questions`, nothing under way.
    public init(questions: QuestionList) {
        self.questions = questions
    }
}

/// One fetch of the list: which kind, for which request. A response carries it back, and the reducer
/// uses the response only while it is still the fetch under way.
public struct ReduxListLoad: Hashable, Sendable {
    /// Which way the list is fetched, to name it when it fails.
    public var fetch: ListFetch
    /// The request sent.
    public var query: QuestionQuery

    /// A fetch of `query`, of kind `fetch`.
    public init(_ fetch: ListFetch, of query: QuestionQuery) {
        self.fetch = fetch
        self.query = query
    }

    /// `refresh` bypasses the cache; every other fetch may use it.
    public var policy: FetchPolicy { fetch == .refresh ? .reload : .useCache }
}

/// One screen above the list: a question, or a user's page.
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
