/// Passes `event` on to the presenter, and takes it.
public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
    guard case .command(let command) = event else {
        presenter.interrupt()
        return true
    }
    switch command {
    case .back: presenter.back()
    case .list: presenter.showList()
    case .user: presenter.openUser()
    case .open(let number): presenter.openQuestion(atRow: number)
    case .more: presenter.loadMore()
    case .refresh: presenter.refresh()
    case .tag(let tag): presenter.filter(byTag: tag)
    case .sort(let order): presenter.sort(by: order)
    case .search(let words): presenter.search(for: words)
    case .save(let number?): presenter.saveQuestion(atRow: number)
    case .unsave(let number?): presenter.unsaveQuestion(atRow: number)
    case .save(nil): presenter.saveQuestion()
    case .unsave(nil): presenter.unsaveQuestion()
    case .saved: presenter.openSaved()
    }
    return true
}
