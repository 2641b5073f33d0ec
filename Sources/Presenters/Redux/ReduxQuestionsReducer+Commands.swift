import Entities
import Interactors

// What a command typed on the screen on top means, decided from the state alone: the newest command stops
// the loads in flight, the list's own commands return to it first, `open N` and `more` typed on a question
// act on the screen of rows beneath, and a command no screen takes gets its line. Each step is the
// reduction of the screen's own action, so every rule stays where it was, and a command's steps that each
// draw are sent one after the other.
extension ReduxQuestionsReducer {
    /// `command`, typed on the screen on top of the path (the list, when the path is empty).
    func reduce(_ command: ReduxCommand, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        // `open N` on a question opened from its URL reads the list beneath, which has no rows until it is
        // shown: say so, and leave the question and its load alone.
        if case .open(let row) = command, state.path.count == 1, case .question? = state.path.last,
            !state.list.hasAppeared
        {
            note(ListText.notShownYet(row), isError: true, onTopOf: &state)
            return .none
        }
        // The newest command wins, as a click on a link does while a page loads: every load stops, and is
        // drawn stopped, before the command runs, as its next step; so a command that starts the same load
        // again is seen to start it.
        if command.supersedesLoad, state.hasLoadInFlight {
            return .merge(stopEveryLoad(in: &state) + [.send(.command(command))])
        }
        var effects: [ReduxQuestionsEffect] = []
        let top = state.path.last
        switch command {
        case .back:
            guard top != nil else {
                note(ListText.alreadyAtTheList, isError: false, onTopOf: &state)
                break
            }
            effects.append(reduce(&state, .goBack))
            effects.append(showUncoveredScreen(in: &state))
        case .list:
            while !state.path.isEmpty { effects.append(reduce(&state, .goBack)) }
            effects.append(showUncoveredScreen(in: &state))
        case .user:
            guard case .question(let question)? = top else {
                state.queue(.failed(.userOffAQuestion), on: state.screenOnTop)
                break
            }
            effects.append(reduce(&state, .openUser(screen: question.number)))
        case .open(let row):
            effects.append(open(row, in: &state))
        case .more:
            // Typed on a question, `more` leaves it first; the list uncovered appears if it never has.
            if case .question? = top {
                effects.append(reduce(&state, .goBack))
                if state.path.isEmpty { effects.append(reduce(&state, .listAppeared)) }
            }
            effects.append(loadMore(in: &state))
        case .refresh:
            effects += listCommand(.refresh, in: &state)
        case .tag(let tag):
            effects += listCommand(.filter(tag: tag), in: &state)
        case .sort(let order):
            effects += listCommand(.sort(order), in: &state)
        case .search(let words):
            effects += listCommand(.search(words), in: &state)
        case .save(let row):
            effects.append(save(row, saving: true, in: &state))
        case .unsave(let row):
            effects.append(save(row, saving: false, in: &state))
        case .saved:
            if case .saved(let saved)? = top {
                effects.append(reduce(&state, .redisplaySaved(screen: saved.number)))
            } else {
                effects.append(reduce(&state, .openSaved(above: top?.number)))
            }
        }
        return .merge(effects)
    }

    /// Ctrl-C: stops every load in flight and says so; with nothing loading, says how to leave.
    func interrupt(in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        guard state.hasLoadInFlight else {
            state.queue(.howToLeave, on: state.screenOnTop)
            return .none
        }
        let effects = stopEveryLoad(in: &state)
        note(ListText.loadCancelled, isError: false, onTopOf: &state)
        return .merge(effects)
    }

    /// Stops the load of every screen, the top one first, each by its own action.
    private func stopEveryLoad(in state: inout ReduxQuestionsState) -> [ReduxQuestionsEffect] {
        guard state.hasLoadInFlight else { return [] }
        var effects: [ReduxQuestionsEffect] = []
        for screen in state.path.reversed() {
            switch screen {
            case .question(let question):
                effects.append(reduce(&state, .cancelQuestionLoad(screen: question.number)))
            case .user(let user): effects.append(reduce(&state, .cancelUserLoad(screen: user.number)))
            case .saved: break
            }
        }
        effects.append(reduce(&state, .cancelListLoad))
        return effects
    }

    /// After `back` or `list`: the screen now on top is drawn again from the state; a list that never
    /// appeared (beneath a question opened from its URL) appears, and loads, instead.
    private func showUncoveredScreen(in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        switch state.path.last {
        case nil: reduce(&state, state.list.hasAppeared ? .redisplayList : .listAppeared)
        case .question(let question)?: reduce(&state, .redisplayQuestion(screen: question.number))
        case .user(let user)?: reduce(&state, .redisplayUser(screen: user.number))
        case .saved(let saved)?: reduce(&state, .redisplaySaved(screen: saved.number))
        }
    }

    /// A command of the list's own, typed on any screen: every screen above leaves, then the list obeys.
    /// A list that never appeared appears first, and its first page is drawn loading before the command's
    /// own load replaces it: the command is sent as the next step.
    private func listCommand(_ action: ReduxQuestionsAction, in state: inout ReduxQuestionsState)
        -> [ReduxQuestionsEffect]
    {
        var effects: [ReduxQuestionsEffect] = []
        while !state.path.isEmpty { effects.append(reduce(&state, .goBack)) }
        if state.list.hasAppeared {
            effects.append(reduce(&state, action))
        } else {
            effects.append(reduce(&state, .listAppeared))
            effects.append(.send(action))
        }
        return effects
    }

    /// `open N`, on the screen of rows on top, or on the one beneath the question on top, whose place the
    /// new question takes.
    private func open(_ row: Int, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        var listing = state.path.last
        if case .question? = listing { listing = state.path.dropLast().last }
        switch listing {
        case nil: return reduce(&state, .openQuestion(row: row))
        case .user(let user)?: return reduce(&state, .openUserQuestion(screen: user.number, row: row))
        case .saved(let saved)?: return reduce(&state, .openSavedQuestion(screen: saved.number, row: row))
        case .question?: return .none
        }
    }

    /// `more` on the screen of rows now on top.
    private func loadMore(in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        switch state.path.last {
        case nil: reduce(&state, .loadMore)
        case .user(let user)?: reduce(&state, .loadMoreOfUser(screen: user.number))
        case .saved(let saved)?: reduce(&state, .loadMoreSaved(screen: saved.number))
        case .question?: .none
        }
    }

    /// `save N`, `unsave N` on a screen of rows on top; `save`, `unsave` on a question; else the line that
    /// says which to type.
    private func save(_ row: Int?, saving: Bool, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect
    {
        let target: ReduxSaveTarget
        switch (state.path.last, row) {
        case (.question(let question)?, nil): target = .question(screen: question.number)
        case (.question?, _?):
            note(SaveText.onAQuestion(saving: saving), isError: true, onTopOf: &state)
            return .none
        case (nil, let row?): target = .listRow(row)
        case (.user(let user)?, let row?): target = .userRow(screen: user.number, row: row)
        case (.saved(let saved)?, let row?): target = .savedRow(screen: saved.number, row: row)
        case (nil, nil), (.user?, nil), (.saved?, nil):
            note(SaveText.needsARow(saving: saving), isError: true, onTopOf: &state)
            return .none
        }
        return reduce(&state, .save(target, saving: saving))
    }

    /// Queues `text` on the screen on top: a notice, or an error.
    private func note(_ text: String, isError: Bool, onTopOf state: inout ReduxQuestionsState) {
        state.queue(text, isError: isError, on: state.screenOnTop)
    }
}

extension ReduxCommand {
    /// Whether the command, typed while a load is in flight, stops it: every command but `more`, which the
    /// owner of a page in flight answers, `user`, asked of the question as it stands, and `save` and
    /// `unsave`, which act on what is shown.
    public var supersedesLoad: Bool {
        switch self {
        case .more, .user, .save, .unsave: false
        case .list, .open, .back, .refresh, .tag, .sort, .search, .saved: true
        }
    }
}

extension ReduxQuestionsState {
    /// Whether any screen has a load in flight: the list, a question, or a user's page.
    var hasLoadInFlight: Bool {
        list.loading != nil
            || path.contains { screen in
                switch screen {
                case .question(let question): question.isLoading
                case .user(let user): user.loading != nil
                case .saved: false
                }
            }
    }
}
