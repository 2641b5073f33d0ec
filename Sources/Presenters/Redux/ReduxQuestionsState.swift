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
