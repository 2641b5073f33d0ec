import Presenters

// What VIPER's views hand their presenters (the event handlers) for each event of the responder chain, in
// either front: the routing is the chain's (which screen takes which command), the meaning the
// presenter's. Each view, line or screen, calls its event handler's `forward(_:isFirstResponder:)` from its
// `respond(to:…)`.

extension VIPERQuestionListEventHandler {
    /// Hands `event` to the presenter as the matching event, undecided, and takes it: the list is the last
    /// stop of the chain.
    public func forward(_ event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard case .command(let command) = event else {
            didInterrupt()
            return true
        }
        switch command {
        case .back: didRequestBack()
        case .list: didRequestList()
        case .user: didRequestUser()
        case .open(let number): didRequestOpenQuestion(atRow: number)
        case .more: didRequestLoadMore()
        case .refresh: didRequestRefresh()
        case .tag(let tag): didRequestFilter(byTag: tag)
        case .sort(let order): didRequestSort(by: order)
        case .search(let words): didRequestSearch(for: words)
        case .save(let number?): didRequestSave(atRow: number)
        case .unsave(let number?): didRequestUnsave(atRow: number)
        case .save(nil): didRequestSave()
        case .unsave(nil): didRequestUnsave()
        case .saved: didRequestOpenSaved()
        }
        return true
    }
}

extension VIPERQuestionEventHandler {
    /// Hands the question's own commands, and Ctrl-C, to the presenter, asked first; hands on the list's
    /// commands.
    public func forward(_ event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard isFirstResponder else { return false }
        guard case .command(let command) = event else {
            didInterrupt()
            return true
        }
        switch command {
        case .back: didRequestBack()
        case .user: didRequestUser()
        case .saved: didRequestOpenSaved()
        case .save(nil): didRequestSave()
        case .unsave(nil): didRequestUnsave()
        case .save(let number?): didRequestSave(atRow: number)
        case .unsave(let number?): didRequestUnsave(atRow: number)
        case .list, .open, .more, .refresh, .tag, .sort, .search: return false
        }
        return true
    }
}

extension VIPERUserEventHandler {
    /// Hands `open N` and `more` to the presenter from any depth, and `back`, `save`, `unsave`, `saved`,
    /// `user` and Ctrl-C when asked first, so that what they answer shows where the user is looking;
    /// hands on the rest.
    public func forward(_ event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard case .command(let command) = event else {
            // Ctrl-C is answered on the screen on top, where the user is looking.
            if isFirstResponder { didInterrupt() }
            return isFirstResponder
        }
        switch (command, isFirstResponder) {
        case (.open(let number), _): didRequestOpenQuestion(atRow: number)
        case (.more, _): didRequestLoadMore()
        case (.back, true): didRequestBack()
        case (.save(let number?), true): didRequestSave(atRow: number)
        case (.unsave(let number?), true): didRequestUnsave(atRow: number)
        case (.saved, true): didRequestOpenSaved()
        case (.user, true): didRequestUser()
        case (.save(nil), true): didRequestSave()
        case (.unsave(nil), true): didRequestUnsave()
        case (.back, false), (.save, _), (.unsave, _), (.saved, false), (.list, _), (.user, false),
            (.refresh, _),
            (.tag, _), (.sort, _), (.search, _):
            return false
        }
        return true
    }
}

extension VIPERSavedEventHandler {
    /// Hands `open N` and `more` to the presenter from any depth, and `back`, `save`, `unsave`, `saved`,
    /// `user` and Ctrl-C when asked first, so that what they answer shows where the user is looking;
    /// hands on the rest.
    public func forward(_ event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard case .command(let command) = event else {
            // Ctrl-C is answered on the screen on top, where the user is looking.
            if isFirstResponder { didInterrupt() }
            return isFirstResponder
        }
        switch (command, isFirstResponder) {
        case (.open(let number), _): didRequestOpenQuestion(atRow: number)
        case (.more, _): didRequestLoadMore()
        case (.back, true): didRequestBack()
        case (.save(let number?), true): didRequestSave(atRow: number)
        case (.unsave(let number?), true): didRequestUnsave(atRow: number)
        case (.saved, true): didRequestOpenSaved()
        case (.user, true): didRequestUser()
        case (.save(nil), true): didRequestSave()
        case (.unsave(nil), true): didRequestUnsave()
        case (.back, false), (.save, _), (.unsave, _), (.saved, false), (.list, _), (.user, false),
            (.refresh, _),
            (.tag, _), (.sort, _), (.search, _):
            return false
        }
        return true
    }
}
