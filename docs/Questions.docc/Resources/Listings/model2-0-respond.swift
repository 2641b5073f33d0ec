/// Takes `event`: Ctrl-C (the browser's Stop); `back` at the first entry, `user` and `save` without a
/// row with the line that says why not; its own links and forms; `open N` and `more` typed on the
/// question above it; and its forms sent from any depth, which go back to the list first.
///
/// Every command but `more`, `user`, `save` and `unsave` presses the browser's Stop first
/// (`stopForNewerCommand()`), as a click on a link does while a page loads: `more` is answered by the
/// page in flight, and `user`, `save` and `unsave` act on what is shown.
public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
    guard case .command(let command) = event else {
        guard browser.hasLoadInFlight else {
            display.showNotice(ListText.howToLeave)
            return true
        }
        browser.stopForNewerCommand()
        display.showNotice(ListText.loadCancelled)
        return true
    }
    // `open N` beneath a question opened from its URL: the list has no rows until it is shown.
    if case .open(let number) = command, !browser.listHasAppeared {
        display.showError(ListText.notShownYet(number))
        return true
    }
    switch command {
    case .back:
        browser.stopForNewerCommand()
        display.showNotice(ListText.alreadyAtTheList)
    case .list:
        browser.stopForNewerCommand()
        browser.returnToList()
        browser.showUncoveredPage()
    case .user: display.showError(UserText.notOnAQuestion)
    case .open(let number):
        browser.stopForNewerCommand()
        openQuestion(atRow: number)
    case .more:
        // Typed on the question above, `more` leaves the question's entry first.
        if !isFirstResponder { browser.leavePageOnTop() }
        browser.showTopIfItNeverAppeared()
        loadMore()
    case .saved:
        browser.stopForNewerCommand()
        openSaved()
    case .save(let number?): saveQuestion(atRow: number)
    case .unsave(let number?): unsaveQuestion(atRow: number)
    case .save(nil): display.showError(SaveText.needsARow(saving: true))
    case .unsave(nil): display.showError(SaveText.needsARow(saving: false))
    case .refresh:
        comeForward()
        refresh()
    case .tag(let tag):
        comeForward()
        filter(byTag: tag)
    case .sort(let order):
        comeForward()
        sort(by: order)
    case .search(let words):
        comeForward()
        search(for: words)
    }
    return true
}
