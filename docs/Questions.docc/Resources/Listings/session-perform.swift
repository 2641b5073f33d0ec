/// Runs a screen command on the screen it is for.
///
/// `back` leaves the screen on top, and the one uncovered shows again.
/// `list` leaves every screen above the list. `open N` and `more` act on
/// the screen that lists questions: the one on top, or, on a question,
/// the one beneath it (`more` leaves the question first; `open N` puts
/// the new question in its place only if row N exists, and otherwise the
/// question stays, with the error). `user` asks the question on top.
/// `refresh`, `tag`, `sort` and `search` are the list's: they return to
/// it first, each screen above it leaving through its own pattern.
///
/// The newest command wins, as a click on a link does while a page loads: a load in flight is
/// cancelled first. `more` and `user` are the exceptions: the owner of a page in flight answers
/// `more`, and `user` is asked of the question as it stands. `save` and `unsave` act on what is
/// shown and leave a load alone; `saved` is a screen command like the others.
private func perform(_ command: ScreenCommand) {
    if case .save(let number) = command {
        return save(number, saving: true)
    }
    if case .unsave(let number) = command {
        return save(number, saving: false)
    }
    guard let list = screens.list, let top = screens.top else { return }
    // `open N` on a question opened from its URL reads the list beneath, which has no rows until it is
    // shown: say so, and leave the question (and its load) alone.
    if case .open(let number) = command, !screens.listHasAppeared,
        listingScreen(leavingQuestion: false) is any ListScreen
    {
        environment.writeMessage(ListText.notShownYet(number), style: .red)
        return
    }
    if command != .more, command != .user, loads.hasLoadInFlight {
        cancelLoads()
    }
    switch command {
    case .back:
        guard let pushed = top as? any PushedScreen else {
            environment.writeMessage(ListText.alreadyAtTheList, style: .yellow)
            return
        }
        pushed.goBack()
        showUncoveredScreen()
    case .list:
        returnToList()
        showUncoveredScreen()
    case .user:
        guard let question = top as? any QuestionScreen else {
            environment.writeMessage(UserText.notOnAQuestion, style: .red)
            return
        }
        question.openUser()
    case .open(let number):
        listingScreen(leavingQuestion: false)?.openQuestion(atRow: number)
    case .more:
        listingScreen(leavingQuestion: true)?.loadMore()
    case .saved:
        top.openSaved()
    case .save, .unsave:
        break
    case .refresh, .tag, .sort, .search:
        returnToList()
        // The list appears now if it never has (beneath a question opened from its URL), then obeys.
        screens.takeAppearingScreen()?.viewDidLoad()
        switch command {
        case .tag(let tag): list.filter(byTag: tag)
        case .sort(let sort): list.sort(by: sort)
        case .search(let words): list.search(for: words)
        default: list.refresh()
        }
    }
}
