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
