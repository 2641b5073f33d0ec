/// Passes `event` on to the view model as its input, and takes it.
public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
    guard case .command(let command) = event else {
        viewModel.interrupt()
        return true
    }
    switch command {
    case .back: viewModel.back()
    case .list: viewModel.showList()
    case .user: viewModel.openUser()
    case .open(let number): viewModel.openQuestion(atRow: number)
    case .more: viewModel.loadMore()
    case .refresh: viewModel.refresh()
    case .tag(let tag): viewModel.filter(byTag: tag)
    case .sort(let order): viewModel.sort(by: order)
    case .search(let words): viewModel.search(for: words)
    case .save(let number?): viewModel.saveQuestion(atRow: number)
    case .unsave(let number?): viewModel.unsaveQuestion(atRow: number)
    case .save(nil): viewModel.saveQuestion()
    case .unsave(nil): viewModel.unsaveQuestion()
    case .saved: viewModel.openSaved()
    }
    return true
}
