/// Takes `event`: Ctrl-C; `back`, `user` and `save` without a row with the line that says why not;
/// the list's own commands; `open N` and `more` asked beneath the question on top; and `list`,
/// `refresh`, `tag`, `sort` and `search` from any depth, which return to the list first.
///
/// The newest command wins: each command that supersedes the loads in flight cancels them first
/// (`supersedeLoads(_:)`), on every screen, as a click on a link does while a page loads.
public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
    guard let navigation else { return true }
    guard case .command(let command) = event else {
        interrupt(navigation)
        return true
    }
    // `open N` beneath a question opened from its URL: the list has no rows until it is shown, so say
    // so, and leave the question (and its load) alone.
    if case .open(let number) = command, !navigation.listHasAppeared {
        view.showError(ListText.notShownYet(number))
        return true
    }
    switch command {
    case .back:
        supersedeLoads(navigation)
        view.showNotice(ListText.alreadyAtTheList)
    case .list:
        supersedeLoads(navigation)
        navigation.returnToList()
        navigation.showUncoveredScreen()
    case .user: view.showError(UserText.notOnAQuestion)
    case .open(let number):
        supersedeLoads(navigation)
        openQuestion(atRow: number)
    case .more:
        // Asked beneath a question, `more` leaves the question first.
        if !isFirstResponder { (navigation.top as? any PushedScreen)?.goBack() }
        navigation.showTopIfItNeverAppeared()
        loadMore()
    case .saved:
        supersedeLoads(navigation)
        openSaved()
    case .save(let number?): saveQuestion(atRow: number)
    case .unsave(let number?): unsaveQuestion(atRow: number)
    case .save(nil): view.showError(SaveText.needsARow(saving: true))
    case .unsave(nil): view.showError(SaveText.needsARow(saving: false))
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
