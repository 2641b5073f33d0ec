import Presenters

// What MVVM's bound views hand their view models for each event of the responder chain, in either front:
// the routing is the chain's (which screen takes which command), the meaning the view model's. Each view,
// line or screen, calls its view model's `forward(_:isFirstResponder:)` from its `respond(to:…)`.

extension MVVMQuestionListEventHandler {
    /// Hands `event` to the view model as the matching event, undecided, and takes it: the list is the last
    /// stop of the chain.
    public func forward(_ event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard case .command(let command) = event else {
            interrupt()
            return true
        }
        switch command {
        case .back: back()
        case .list: showList()
        case .user: openUser()
        case .open(let number): openQuestion(atRow: number)
        case .more: loadMore()
        case .refresh: refresh()
        case .tag(let tag): filter(byTag: tag)
        case .sort(let order): sort(by: order)
        case .search(let words): search(for: words)
        case .save(let number?): saveQuestion(atRow: number)
        case .unsave(let number?): unsaveQuestion(atRow: number)
        case .save(nil): saveQuestion()
        case .unsave(nil): unsaveQuestion()
        case .saved: openSaved()
        }
        return true
    }
}

extension MVVMQuestionEventHandler {
    /// Hands the question's own commands, and Ctrl-C, to the view model, asked first; hands on the list's
    /// commands.
    public func forward(_ event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard isFirstResponder else { return false }
        guard case .command(let command) = event else {
            interrupt()
            return true
        }
        switch command {
        case .back: back()
        case .user: openUser()
        case .saved: openSaved()
        case .save(nil): saveQuestion()
        case .unsave(nil): unsaveQuestion()
        case .save(let number?): saveQuestion(atRow: number)
        case .unsave(let number?): unsaveQuestion(atRow: number)
        case .list, .open, .more, .refresh, .tag, .sort, .search: return false
        }
        return true
    }
}

extension MVVMUserEventHandler {
    /// Hands `open N` and `more` to the view model from any depth, and `back`, `save`, `unsave`, `saved`,
    /// `user` and Ctrl-C when asked first, so that what they answer shows where the user is looking;
    /// hands on the rest.
    public func forward(_ event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard case .command(let command) = event else {
            // Ctrl-C is answered on the screen on top, where the user is looking.
            if isFirstResponder { interrupt() }
            return isFirstResponder
        }
        switch (command, isFirstResponder) {
        case (.open(let number), _): openQuestion(atRow: number)
        case (.more, _): loadMore()
        case (.back, true): back()
        case (.save(let number?), true): saveQuestion(atRow: number)
        case (.unsave(let number?), true): unsaveQuestion(atRow: number)
        case (.saved, true): openSaved()
        case (.user, true): openUser()
        case (.save(nil), true): saveQuestion()
        case (.unsave(nil), true): unsaveQuestion()
        case (.back, false), (.save, _), (.unsave, _), (.saved, false), (.list, _), (.user, false),
            (.refresh, _),
            (.tag, _), (.sort, _), (.search, _):
            return false
        }
        return true
    }
}

extension MVVMSavedEventHandler {
    /// Hands `open N` and `more` to the view model from any depth, and `back`, `save`, `unsave`, `saved`,
    /// `user` and Ctrl-C when asked first, so that what they answer shows where the user is looking;
    /// hands on the rest.
    public func forward(_ event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard case .command(let command) = event else {
            // Ctrl-C is answered on the screen on top, where the user is looking.
            if isFirstResponder { interrupt() }
            return isFirstResponder
        }
        switch (command, isFirstResponder) {
        case (.open(let number), _): openQuestion(atRow: number)
        case (.more, _): loadMore()
        case (.back, true): back()
        case (.save(let number?), true): saveQuestion(atRow: number)
        case (.unsave(let number?), true): unsaveQuestion(atRow: number)
        case (.saved, true): openSaved()
        case (.user, true): openUser()
        case (.save(nil), true): saveQuestion()
        case (.unsave(nil), true): unsaveQuestion()
        case (.back, false), (.save, _), (.unsave, _), (.saved, false), (.list, _), (.user, false),
            (.refresh, _),
            (.tag, _), (.sort, _), (.search, _):
            return false
        }
        return true
    }
}
