import Entities

/// What the screen front shows of one screen beyond its data: the selected row, the first line on the
/// screen and the line typed after `:` or `/`. The line front never changes it.
///
/// SPEC §8 keeps it where a shape keeps a view's state: here in each screen's state on the path, as a store
/// keeps everything a view shows. The scroll is the one part the reducer
/// cannot work out, since it needs the rows' heights at the screen's width:
/// the view works it out as it draws and sends it back (`ReduxViewAction.scrolled`).
public struct ReduxViewState: Equatable, Sendable {
    /// The selected row, with the arithmetic every shape shares.
    public var selection = RowSelection()
    /// The scroll as the view last laid it out: the first row on the screen (on a question: the first
    /// line), and how many of its lines are scrolled off.
    public var scroll = ScrollWindow()
    /// The line being typed, while it is open.
    public var commandLine: CommandLineText?
    /// Whether the page in flight was asked for by a move past the last row, and so takes the selection
    /// to its first new row when it comes.
    public var selectsNextPage = false

    /// Nothing selected but the first row, at the top, nothing typed.
    public init() {}
}

/// What a screen-front view sends of its own, beside the commands: the keys that move, open or save the
/// selection, the typed line's edits, and the scroll it worked out. What each means is the reducer's.
public enum ReduxViewAction: Equatable, Sendable {
    /// ↑/↓ or a page: the selection moves by `rows` (the view counts a page's rows).
    case move(rows: Int)
    /// Home: the first row.
    case moveToFirst
    /// End: the last loaded row.
    case moveToLast
    /// Enter: the selected row's question opens.
    case openSelection
    /// s: the selected row's question, or the question on screen, is saved, or unsaved if it was.
    case toggleSave
    /// `:`, `/` or t: the command line opens, as given.
    case openCommandLine(CommandLineText)
    /// A key typed on the open command line.
    case editCommandLine(CommandLineEdit)
    /// Esc, or Enter once the line was read: the command line closes.
    case closeCommandLine
    /// The view laid the screen out scrolled as `scroll` is.
    case scrolled(ScrollWindow)
}

extension ReduxQuestionsState {
    /// The screen-front state of `screen`: a default one, and left alone when set, for a screen no longer
    /// on the path.
    public subscript(viewOf screen: ReduxScreenID) -> ReduxViewState {
        get {
            guard case .path(let number) = screen else { return list.view }
            switch path.first(where: { $0.number == number }) {
            case .question(let question)?: return question.view
            case .user(let user)?: return user.view
            case .saved(let saved)?: return saved.view
            case nil: return ReduxViewState()
            }
        }
        set {
            guard case .path(let number) = screen else {
                list.view = newValue
                return
            }
            self[question: number]?.view = newValue
            self[user: number]?.view = newValue
            self[saved: number]?.view = newValue
        }
    }
}

extension ReduxViewState {
    /// A page of `added` rows arrived, `count` rows in all now: if a move past the last row asked for it,
    /// the selection lands on its first row. Either way no move is waiting for a page any more.
    mutating func selectFirst(of added: Int, in count: Int) {
        if selectsNextPage, added > 0 { selection.select(count - added, count: count) }
        selectsNextPage = false
    }

    /// The rows `previous` were loaded again as `questions`: the selection stays on the question it was
    /// on, or goes to the first row.
    mutating func follow(from previous: [Question], to questions: [Question]) {
        let selected = previous.indices.contains(selection.index) ? previous[selection.index].id : nil
        selection.follow(questionID: selected, in: questions.map(\.id))
    }
}
