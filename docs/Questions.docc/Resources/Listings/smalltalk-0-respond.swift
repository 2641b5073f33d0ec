/// Takes `event`: Ctrl-C; `back`, `user` and `save` without a row with the feedback that says why not;
/// the list's own commands; `open N` and `more` typed on the question above; and `list`, `refresh`,
/// `tag`, `sort` and `search` from any depth, which return to the list first.
///
/// The newest command wins: each command that supersedes the loads in flight has every model stop
/// its load first (`supersedeLoads(_:)`).
public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
    guard let navigation else { return true }
    guard case .command(let command) = event else {
        interrupt(navigation)
        return true
    }
    // `open N` beneath a question opened from its URL: the list has no rows until it is shown.
    if case .open(let number) = command, !navigation.listHasAppeared {
        refuseOpening(ListText.notShownYet(number))
        return true
    }
    switch command {
    case .back:
        supersedeLoads(navigation)
        view.showFeedback(ListText.alreadyAtTheList, isError: false)
    case .list:
        supersedeLoads(navigation)
        navigation.returnToList()
        navigation.showUncoveredScreen()
    case .user: view.showFeedback(screens.formatters.list.words.notOnAQuestion, isError: true)
    case .open(let number):
        supersedeLoads(navigation)
        openQuestion(atRow: number)
    case .more:
        // Typed on the question above, `more` closes the question first.
        if !isFirstResponder { (navigation.top as? any PushedScreen)?.goBack() }
        navigation.showTopIfItNeverAppeared()
        loadMore()
    case .saved:
        supersedeLoads(navigation)
        openSaved()
    case .save(let number?): saveQuestion(atRow: number)
    case .unsave(let number?): unsaveQuestion(atRow: number)
    case .save(nil): view.showFeedback(SaveText.needsARow(saving: true), isError: true)
    case .unsave(nil): view.showFeedback(SaveText.needsARow(saving: false), isError: true)
    case .refresh:
        comeForward(navigation)
        refresh()
    case .tag(let tag):
        comeForward(navigation)
        filter(byTag: tag)
    case .sort(let order):
        comeForward(navigation)
        sort(by: order)
    case .search(let words):
        comeForward(navigation)
        search(for: words)
    }
    return true
}
