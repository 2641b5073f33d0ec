/// Reports `event` to the presenter, and takes it.
public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
    guard case .command(let command) = event else {
        eventHandler.didInterrupt()
        return true
    }
    switch command {
    case .back: eventHandler.didRequestBack()
    case .list: eventHandler.didRequestList()
    case .user: eventHandler.didRequestUser()
    case .open(let number): eventHandler.didRequestOpenQuestion(atRow: number)
    case .more: eventHandler.didRequestLoadMore()
    case .refresh: eventHandler.didRequestRefresh()
    case .tag(let tag): eventHandler.didRequestFilter(byTag: tag)
    case .sort(let order): eventHandler.didRequestSort(by: order)
    case .search(let words): eventHandler.didRequestSearch(for: words)
    case .save(let number?): eventHandler.didRequestSave(atRow: number)
    case .unsave(let number?): eventHandler.didRequestUnsave(atRow: number)
    case .save(nil): eventHandler.didRequestSave()
    case .unsave(nil): eventHandler.didRequestUnsave()
    case .saved: eventHandler.didRequestOpenSaved()
    }
    return true
}
