import Entities
import Interactors

// Saves in the store: the marks of the rows in state are state; a save is an action, persisting it an
// effect whose answer is an action; a change from another session arrives as an action too. Every screen
// draws from state, so the screen a `back` uncovers shows the marks as they are, with no request.
extension ReduxQuestionsReducer {
    func reduceSaves(_ state: inout ReduxQuestionsState, _ action: ReduxQuestionsAction)
        -> ReduxQuestionsEffect
    {
        switch action {
        case .save(let target, let saving):
            return save(target, saving: saving, in: &state)
        case .saveAnswered(let target, let id, let saving, let outcome):
            return answered(target, id: id, saving: saving, outcome, in: &state)
        case .openSaved(let above):
            let (site, pageSize) = (state.list.questions.query.site, state.list.questions.query.pageSize)
            return push(above: above, in: &state) {
                .saved(ReduxSavedState(number: $0, site: site, pageSize: pageSize))
            }
        case .savedAppeared(let screen):
            return readSaves(screen: screen, atLeast: 0, in: &state)
        case .redisplaySaved(let screen):
            guard let saved = state[saved: screen] else { return .none }
            guard !saved.isStale else {
                return readSaves(screen: screen, atLeast: saved.list.saves.count, in: &state)
            }
            // Drawn again from state; the view formats it as it draws, so its ages are counted from now.
            state.queue(.whole, on: .path(screen))
            return .none
        case .loadMoreSaved(let screen):
            return loadMoreSaves(screen: screen, in: &state)
        case .openSavedQuestion(let screen, let row):
            guard let saved = state[saved: screen] else { return .none }
            guard let question = saved.list.question(atRow: row) else {
                // On the screen on top: the question it was typed on, if any.
                state.queue(ListText.noSuchRow(row), isError: true, on: state.screenOnTop)
                return .none
            }
            return push(above: screen, in: &state) {
                .question(ReduxQuestionState(number: $0, id: question.id, site: saved.list.site))
            }
        case .savedRead(let screen, let read):
            present(read, onSaved: screen, in: &state)
            return .none
        case .redisplayQuestion(let screen):
            guard let question = state[question: screen] else { return .none }
            // A question never shown (its load cancelled by `saved` typed above it, or failed) loads again.
            guard question.loaded != nil else {
                return question.isLoading ? .none : loadQuestion(screen: screen, in: &state)
            }
            // Drawn again from state, its mark as it is now.
            state.queue(.whole, on: .path(screen))
            return .none
        case .redisplayUser(let screen):
            guard let user = state[user: screen] else { return .none }
            // A page never shown (its load cancelled by `saved` typed above it, or failed) loads again.
            guard user.page != nil else {
                return user.loading == nil ? loadUserPage(screen: screen, in: &state) : .none
            }
            // Drawn again from state, its marks as they are now.
            state.queue(.whole, on: .path(screen))
            return .none
        case .savesChangedElsewhere:
            return readMarks(in: &state)
        case .shown(let screen, let count):
            state.dropOutputs(count, of: screen)
            return .none
        case .marksRead(let saved, let ids, let drawing):
            state.mark(ids, saved: saved)
            if let drawing { state.queue(drawing.output, on: drawing.screen) }
            return .none
        // `reduce(_:_:)` reduces these itself and sends none of them here; named, not `default:`, so that a
        // new action is placed in one switch or the other by the compiler, not dropped.
        case .command, .interrupt, .view, .listAppeared, .redisplayList, .openQuestion, .loadMore, .refresh,
            .filter,
            .sort, .search,
            .cancelListLoad, .goBack, .questionAppeared, .openUser, .cancelQuestionLoad, .userAppeared,
            .openUserQuestion, .loadMoreOfUser, .cancelUserLoad, .listLoaded, .questionLoaded, .userLoaded,
            .userQuestionsLoaded:
            return .none
        }
    }

    // MARK: Saving

    /// The question `target` names, or the error line for its screen when there is none.
    private func question(for target: ReduxSaveTarget, in state: inout ReduxQuestionsState) -> Question? {
        switch target {
        case .listRow(let row):
            if let question = state.list.questions.question(atRow: row) { return question }
            state.queue(ListText.noSuchRow(row), isError: true, on: .list)
        case .userRow(let screen, let row):
            if let question = state[user: screen]?.page?.question(atRow: row) { return question }
            state.queue(UserText.noSuchRow(row), isError: true, on: .path(screen))
        case .question(let screen):
            if let question = state[question: screen]?.loaded?.question { return question }
            state.queue(SaveText.notShown, isError: true, on: .path(screen))
        case .savedRow(let screen, let row):
            if let question = state[saved: screen]?.list.question(atRow: row) { return question }
            state.queue(ListText.noSuchRow(row), isError: true, on: .path(screen))
        }
        return nil
    }

    /// The persisting effect: one save or unsave, committed before its answer comes back as an action.
    private func save(_ target: ReduxSaveTarget, saving: Bool, in state: inout ReduxQuestionsState)
        -> ReduxQuestionsEffect
    {
        guard let question = question(for: target, in: &state) else { return .none }
        return .present { environment in
            let outcome =
                saving ? environment.saves.save(question) : environment.saves.unsave(questionID: question.id)
            return .saveAnswered(target, id: question.id, saving: saving, outcome)
        }
    }

    /// The answer on the screen that asked, and the marks changed; a saved screen's unsave reads the
    /// saves again. A failure changes no mark: if saving turned off, `savesChangedElsewhere` follows.
    private func answered(
        _ target: ReduxSaveTarget, id: Int, saving: Bool, _ outcome: SaveOutcome,
        in state: inout ReduxQuestionsState
    ) -> ReduxQuestionsEffect {
        let screen: ReduxScreenID =
            switch target {
            case .listRow: .list
            case .userRow(let screen, _), .question(let screen), .savedRow(let screen, _): .path(screen)
            }
        state.queue(SaveText.answer(to: outcome), isError: SaveText.isError(outcome), on: screen)
        switch outcome {
        case .saved, .removed:
            state.mark(id, saved: outcome == .saved)
            state.markSavedScreensStale()
            if case .savedRow(let screen, _) = target, outcome == .removed, let saved = state[saved: screen] {
                return readSaves(screen: screen, atLeast: saved.list.saves.count - 1, in: &state)
            }
            return .none
        case .alreadySaved, .notSaved, .failed:
            return .none
        }
    }

    /// Reads the marks of every row in state again, in one query: another session changed the saves, or
    /// saving turned off (then none are read).
    private func readMarks(in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        state.markSavedScreensStale()
        return Self.readMarks(of: state.questionIDs, then: nil)
    }

    // MARK: The saved screen

    /// Reads the most recent saves of saved screen `screen` again, `count` of them (a page at least).
    private func readSaves(screen: Int, atLeast count: Int, in state: inout ReduxQuestionsState)
        -> ReduxQuestionsEffect
    {
        guard let saved = state[saved: screen] else { return .none }
        state[saved: screen]?.isStale = false
        let pageSize = saved.list.pageSize
        return .present { environment in
            switch environment.saves.firstSaves(atLeast: count, pageSize: pageSize) {
            case .success(let list):
                return .savedRead(screen: screen, .whole(list))
            case .failure(let error):
                return .savedRead(screen: screen, .failed(error))
            }
        }
    }

    private func loadMoreSaves(screen: Int, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        guard let saved = state[saved: screen] else { return .none }
        // Only a move past the last row, once this has asked for the page, lands on the page's first row.
        state[saved: screen]?.view.selectsNextPage = false
        guard saved.list.hasMore else {
            state.queue(SaveText.noMore, isError: false, on: .path(screen))
            return .none
        }
        let list = saved.list
        return .present { environment in
            switch environment.saves.nextSaves(of: list) {
            case .success(let (list, added)):
                return .savedRead(screen: screen, .appended(list, added: added))
            case .failure(let error):
                return .savedRead(screen: screen, .failed(error))
            }
        }
    }

    /// Keeps the saves read for saved screen `screen`, and has its view draw them: the whole screen, or
    /// the page added; or says why they could not be read.
    private func present(_ read: ReduxSavedRead, onSaved screen: Int, in state: inout ReduxQuestionsState) {
        switch read {
        case .whole(let list):
            state[saved: screen]?.list = list
            // An unsave here keeps the selection's row number, clamped to the saves left.
            state[saved: screen]?.view.selection.clamp(count: list.saves.count)
            state.queue(.whole, on: .path(screen))
        case .appended(let list, let added):
            state[saved: screen]?.list = list
            state[saved: screen]?.view.selectFirst(of: added.count, in: list.saves.count)
            state.queue(.appended(added.map(\.question)), on: .path(screen))
        case .failed(let error):
            state.queue(SaveText.off(error), isError: true, on: .path(screen))
        }
    }
}
