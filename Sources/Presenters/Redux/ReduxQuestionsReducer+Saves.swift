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
            // Formatted again as it is drawn, so its ages are counted from now, as every drawing's are.
            let list = saved.list
            return .present { environment in
                .savedRead(screen: screen, .whole(list, environment.formatters.saved.display(of: list)))
            }
        case .loadMoreSaved(let screen):
            return loadMoreSaves(screen: screen, in: &state)
        case .openSavedQuestion(let screen, let row):
            guard let saved = state[saved: screen] else { return .none }
            guard let question = saved.list.question(atRow: row) else {
                state.queue(ListText.noSuchRow(row), isError: true, on: .path(screen))
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
            guard let loaded = question.loaded else {
                return question.isLoading ? .none : loadQuestion(screen: screen, in: &state)
            }
            let isSaved = state.saved.contains(question.id)
            return .present { environment in
                .questionPresented(
                    screen: screen,
                    environment.formatters.question.screen(
                        for: loaded.question, answers: loaded.answers, isSaved: isSaved),
                    isSaved: isSaved)
            }
        case .redisplayUser(let screen):
            guard let user = state[user: screen] else { return .none }
            // A page never shown (its load cancelled by `saved` typed above it, or failed) loads again.
            guard let page = user.page else {
                return user.loading == nil ? loadUserPage(screen: screen, in: &state) : .none
            }
            let saved = state.saved.intersection(page.questions.map(\.id))
            return .present { environment in
                .userPresented(
                    screen: screen, .whole(environment.formatters.user.display(of: page, saved: saved)),
                    saved: saved)
            }
        case .savesChangedElsewhere:
            return readMarks(in: &state)
        case .noticesShown(let screen, let count):
            state.dropNotices(count, of: screen)
            return .none
        case .marksRead(let saved, let ids):
            state.mark(ids, saved: saved)
            return .none
        // `reduce(_:_:)` reduces these itself and sends none of them here; named, not `default:`, so that a
        // new action is placed in one switch or the other by the compiler, not dropped.
        case .command, .interrupt, .listAppeared, .redisplayList, .openQuestion, .loadMore, .refresh, .filter,
            .sort, .search,
            .cancelListLoad, .goBack, .questionAppeared, .openUser, .cancelQuestionLoad, .userAppeared,
            .openUserQuestion, .loadMoreOfUser, .cancelUserLoad, .listLoaded, .listPresented, .questionLoaded,
            .questionPresented, .userLoaded, .userQuestionsLoaded, .userPresented:
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
        let ids = state.questionIDs
        return .present { environment in .marksRead(environment.saves.marks(among: ids), among: ids) }
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
                return .savedRead(
                    screen: screen, .whole(list, environment.formatters.saved.display(of: list)))
            case .failure(let error):
                return .savedRead(screen: screen, .failed(error))
            }
        }
    }

    private func loadMoreSaves(screen: Int, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        guard let saved = state[saved: screen] else { return .none }
        guard saved.list.hasMore else {
            state.queue(SaveText.noMore, isError: false, on: .path(screen))
            return .none
        }
        let list = saved.list
        return .present { environment in
            switch environment.saves.nextSaves(of: list) {
            case .success(let (list, added)):
                let (rows, footer) = environment.formatters.saved.appended(added.map(\.question), to: list)
                return .savedRead(screen: screen, .appended(list, rows: rows, footer: footer))
            case .failure(let error):
                return .savedRead(screen: screen, .failed(error))
            }
        }
    }

    private func present(_ read: ReduxSavedRead, onSaved screen: Int, in state: inout ReduxQuestionsState) {
        switch read {
        case .whole(let list, let display):
            state[saved: screen]?.list = list
            state[saved: screen]?.display = display
            state[saved: screen]?.listVersion += 1
            state[saved: screen]?.pagesAppended = 0
        case .appended(let list, let rows, let footer):
            state[saved: screen]?.list = list
            state[saved: screen]?.display?.rows += rows
            state[saved: screen]?.display?.footer = footer
            state[saved: screen]?.pagesAppended += 1
        case .failed(let error):
            state.queue(SaveText.off(error), isError: true, on: .path(screen))
        }
    }
}
