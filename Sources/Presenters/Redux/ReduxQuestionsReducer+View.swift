import Entities
import Interactors

// The screen front's own events, decided here as every command is: the selection moves over the rows in
// state, a move past the last row asks for the next page once and lands on its first row, Enter and s
// are `open N` and `save N` (or `unsave N`) for the selected row, and the typed line and the scroll the
// view laid out are kept on the screen's state. The line front never sends these.
extension ReduxQuestionsReducer {
    /// `action`, sent by the view of `screen`; nothing for a screen no longer on the path.
    func reduce(_ action: ReduxViewAction, on screen: ReduxScreenID, in state: inout ReduxQuestionsState)
        -> ReduxQuestionsEffect
    {
        guard state.isShowing(screen) else { return .none }
        switch action {
        case .openCommandLine(let line):
            state[viewOf: screen].commandLine = line
        case .editCommandLine(let edit):
            state[viewOf: screen].commandLine?.apply(edit)
        case .closeCommandLine:
            state[viewOf: screen].commandLine = nil
        case .scrolled(let scroll):
            state[viewOf: screen].scroll = scroll
        case .moveToFirst:
            state[viewOf: screen].selection.moveToFirst()
        case .moveToLast:
            let count = state.rowCount(of: screen)
            state[viewOf: screen].selection.moveToLast(count: count)
        case .move(let rows):
            return move(by: rows, on: screen, in: &state)
        case .openSelection:
            // As `open N` typed for the selected row, so the newest command wins as it would.
            guard state.rowCount(of: screen) > 0 else { return .none }
            let row = state[viewOf: screen].selection.rowNumber
            return reduce(&state, .command(.open(row: row)))
        case .toggleSave:
            return toggleSave(on: screen, in: &state)
        }
        return .none
    }

    /// ↑/↓ and pages: the selection moves by `rows`; past the last row, the next page is asked for once,
    /// however many moves come while it loads, and its first row is selected when it comes.
    private func move(by rows: Int, on screen: ReduxScreenID, in state: inout ReduxQuestionsState)
        -> ReduxQuestionsEffect
    {
        var view = state[viewOf: screen]
        let move = view.selection.move(by: rows, count: state.rowCount(of: screen))
        state[viewOf: screen] = view
        guard move == .pastLastRow else { return .none }
        switch screen {
        case .list:
            guard state.list.loading == nil else { return .none }
            guard state.list.questions.hasMore else {
                state.queue(ListText.noMoreQuestions, isError: false, on: .list)
                return .none
            }
            let effect = load(.nextPage, of: state.list.questions.nextPageQuery, in: &state)
            state.list.view.selectsNextPage = true
            return effect
        case .path(let number) where state[user: number] != nil:
            guard state[user: number]?.loading == nil else { return .none }
            let effect = loadMoreOfUser(screen: number, in: &state)
            let isLoading = state[user: number]?.loading != nil
            state[user: number]?.view.selectsNextPage = isLoading
            return effect
        case .path(let number) where state[saved: number] != nil:
            let hasMore = state[saved: number]?.list.hasMore == true
            let effect = reduce(&state, .loadMoreSaved(screen: number))
            // The read answers as the effect runs, after this: the page it brings takes the selection.
            state[saved: number]?.view.selectsNextPage = hasMore
            return effect
        case .path:
            return .none
        }
    }

    /// s: the selected row's question is saved, or unsaved if it is saved, as `save N` or `unsave N`
    /// would; on a question, the question; on the saved screen, every row is saved, so it is unsaved.
    private func toggleSave(on screen: ReduxScreenID, in state: inout ReduxQuestionsState)
        -> ReduxQuestionsEffect
    {
        let row = state[viewOf: screen].selection.rowNumber
        switch screen {
        case .list:
            guard let question = state.list.questions.question(atRow: row) else { return .none }
            return reduce(&state, .save(.listRow(row), saving: !state.saved.contains(question.id)))
        case .path(let number):
            if let question = state[question: number] {
                let isSaved = question.loaded != nil && state.saved.contains(question.id)
                return reduce(&state, .save(.question(screen: number), saving: !isSaved))
            }
            if let user = state[user: number] {
                guard let question = user.page?.question(atRow: row) else { return .none }
                return reduce(
                    &state,
                    .save(.userRow(screen: number, row: row), saving: !state.saved.contains(question.id)))
            }
            guard state.rowCount(of: screen) > 0 else { return .none }
            return reduce(&state, .save(.savedRow(screen: number, row: row), saving: false))
        }
    }
}

extension ReduxQuestionsState {
    /// Whether `screen` is the list or a screen on the path.
    func isShowing(_ screen: ReduxScreenID) -> Bool {
        guard case .path(let number) = screen else { return true }
        return path.contains { $0.number == number }
    }

    /// How many rows `screen` has loaded: the list's questions, a user's, the saves read; none on a
    /// question.
    func rowCount(of screen: ReduxScreenID) -> Int {
        guard case .path(let number) = screen else { return list.questions.questions.count }
        if let user = self[user: number] { return user.page?.questions.count ?? 0 }
        if let saved = self[saved: number] { return saved.list.saves.count }
        return 0
    }
}
