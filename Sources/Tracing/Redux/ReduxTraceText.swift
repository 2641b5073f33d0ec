import Entities
import Presenters

/// How the store's values are written in a trace line: an action, the state it left, an effect. Counts,
/// ids and the query, never remote text.
enum ReduxTraceText {
    /// An action, as the trace shows it going into the reducer.
    static func summary(of action: ReduxQuestionsAction) -> String {
        switch action {
        case .command(let command): "command(\(summary(of: command)))"
        case .interrupt: "interrupt"
        case .listAppeared: "listAppeared"
        case .redisplayList: "redisplayList"
        case .openQuestion(let row): "openQuestion(row: \(row))"
        case .loadMore: "loadMore"
        case .refresh: "refresh"
        case .filter(let tag): "filter(tag: \(TraceSummary.tag(tag)))"
        case .sort(let sort): "sort(\(sort.rawValue))"
        case .search(let words): "search(\(TraceSummary.optional(words)))"
        case .cancelListLoad: "cancelListLoad"
        case .goBack: "goBack"
        case .questionAppeared(let screen): "questionAppeared(screen: \(screen))"
        case .openUser(let screen): "openUser(screen: \(screen))"
        case .cancelQuestionLoad(let screen): "cancelQuestionLoad(screen: \(screen))"
        case .userAppeared(let screen): "userAppeared(screen: \(screen))"
        case .openUserQuestion(let screen, let row): "openUserQuestion(screen: \(screen), row: \(row))"
        case .loadMoreOfUser(let screen): "loadMoreOfUser(screen: \(screen))"
        case .cancelUserLoad(let screen): "cancelUserLoad(screen: \(screen))"
        case .listLoaded(let load, let result):
            "listLoaded(\(TraceSummary.fetch(load.fetch)), "
                + result.map(TraceSummary.page).summary(TraceSummary.failure) + ")"
        case .questionLoaded(let screen, let result):
            "questionLoaded(screen: \(screen), "
                + result.map {
                    "question \($0.question.id), \(TraceSummary.counted($0.answers.count, "answer"))"
                }
                .summary(TraceSummary.failure) + ")"
        case .userLoaded(let screen, let result):
            "userLoaded(screen: \(screen), "
                + result.map { "user, \(TraceSummary.counted($0.questions.count, "question"))" }
                .summary(TraceSummary.failure) + ")"
        case .userQuestionsLoaded(let screen, _, let result):
            "userQuestionsLoaded(screen: \(screen), "
                + result.map(TraceSummary.page).summary(TraceSummary.failure) + ")"
        case .save(let target, let saving): "\(saving ? "save" : "unsave")(\(summary(of: target)))"
        case .openSaved(let above): "openSaved(above: \(above.map(String.init) ?? "list"))"
        case .savedAppeared(let screen): "savedAppeared(screen: \(screen))"
        case .redisplaySaved(let screen): "redisplaySaved(screen: \(screen))"
        case .loadMoreSaved(let screen): "loadMoreSaved(screen: \(screen))"
        case .openSavedQuestion(let screen, let row): "openSavedQuestion(screen: \(screen), row: \(row))"
        case .redisplayQuestion(let screen): "redisplayQuestion(screen: \(screen))"
        case .redisplayUser(let screen): "redisplayUser(screen: \(screen))"
        case .savesChangedElsewhere: "savesChangedElsewhere"
        case .shown(.list, let count): "shown(list, count: \(count))"
        case .shown(.path(let screen), let count): "shown(screen: \(screen), count: \(count))"
        case .view(.list, let action): "view(list, \(summary(of: action)))"
        case .view(.path(let screen), let action): "view(screen: \(screen), \(summary(of: action)))"
        case .saveAnswered(let target, let id, _, let outcome):
            "saveAnswered(\(summary(of: target)), question \(id), \(TraceSummary.outcome(outcome)))"
        case .savedRead(let screen, .whole(let list)):
            "savedRead(screen: \(screen), whole, \(TraceSummary.counted(list.saves.count, "save")))"
        case .savedRead(let screen, .appended(_, let added)):
            "savedRead(screen: \(screen), appended, \(TraceSummary.counted(added.count, "save")))"
        case .savedRead(let screen, .failed): "savedRead(screen: \(screen), failed)"
        case .marksRead(let saved, let ids, let drawing):
            "marksRead(\(saved.count) of \(TraceSummary.counted(ids.count, "row"))"
                + (drawing.map { ", then \(summary(of: $0.output))" } ?? "") + ")"
        }
    }

    /// ", 2 saved": the marks an action carries, when there are any.
    private static func marked(_ saved: Set<Int>) -> String {
        saved.isEmpty ? "" : ", \(saved.count) saved"
    }

    /// "list row 2", "question#3", "user#2 row 1", "saved#4 row 1": which screen and row a save is for.
    private static func summary(of target: ReduxSaveTarget) -> String {
        switch target {
        case .listRow(let row): "list row \(row)"
        case .userRow(let screen, let row): "user#\(screen) row \(row)"
        case .question(let screen): "question#\(screen)"
        case .savedRow(let screen, let row): "saved#\(screen) row \(row)"
        }
    }

    /// "list(30 rows, loading next page, 1 queued), question#1, user#2(13964545, loading)": what the
    /// views draw from, the list, then the path: the screens beneath the top by name alone (the first and
    /// last of them, past three), since only the top one loads (a screen's load stopped by one pushed above
    /// it shows as the effect, a `cancel`), and the top screen in full. So the line stays short at any
    /// depth, and its end, the effect, is not cut off.
    static func summary(of state: ReduxQuestionsState) -> String {
        let list = state.list
        var parts = [TraceSummary.rows(list.questions.questions.count)]
        if let loading = list.loading { parts.append("loading \(TraceSummary.fetch(loading.fetch))") }
        if !list.outbox.isEmpty { parts.append(queued(list.outbox)) }
        var screens = ["list(\(parts.joined(separator: ", ")))"]
        let beneath = state.path.dropLast().map(name)
        screens +=
            beneath.count <= 3
            ? beneath : [beneath[0], "\(beneath.count - 2) more", beneath[beneath.count - 1]]
        screens += state.path.suffix(1).map { "\(name(of: $0))(\(summary(of: $0)))" }
        return screens.joined(separator: ", ")
    }

    /// "2 queued": how many outputs wait for the screen's view to draw them.
    private static func queued(_ outbox: [ReduxOutput]) -> String {
        "\(outbox.count) queued"
    }

    /// "whole", "3 rows appended", "notice": an output, by its kind, never its text.
    private static func summary(of output: ReduxOutput) -> String {
        switch output {
        case .loading: "loading"
        case .whole: "whole"
        case .appended(let added): "\(TraceSummary.rows(added.count)) appended"
        case .refreshed: "refreshed"
        case .notice: "notice"
        case .error: "error"
        case .howToLeave: "how to leave"
        case .failed: "error"
        }
    }

    /// "move(rows: 1)", "editCommandLine(3 characters)": a view's own event, never the text typed.
    private static func summary(of action: ReduxViewAction) -> String {
        switch action {
        case .move(let rows): "move(rows: \(rows))"
        case .moveToFirst: "moveToFirst"
        case .moveToLast: "moveToLast"
        case .openSelection: "openSelection"
        case .toggleSave: "toggleSave"
        case .openCommandLine(let line): "openCommandLine(\(line.prompt))"
        case .editCommandLine(.insert(let text)):
            "editCommandLine(\(TraceSummary.counted(text.count, "character")))"
        case .editCommandLine(.deleteBackward): "editCommandLine(deleteBackward)"
        case .editCommandLine(.clear): "editCommandLine(clear)"
        case .closeCommandLine: "closeCommandLine"
        case .scrolled(let scroll): "scrolled(top: \(scroll.top), offset: \(scroll.offset))"
        }
    }

    /// "question#3", "user#2": a screen of the path by its kind and number.
    private static func name(of screen: ReduxPathScreen) -> String {
        switch screen {
        case .question(let question): "question#\(question.number)"
        case .user(let user): "user#\(user.number)"
        case .saved(let saved): "saved#\(saved.number)"
        }
    }

    /// "97000368, loading", "13964545, loaded, 3 questions, 1 queued": what the screen on top draws from.
    private static func summary(of screen: ReduxPathScreen) -> String {
        switch screen {
        case .question(let question):
            var parts = ["\(question.id)"]
            if question.isLoading { parts.append("loading") }
            if let loaded = question.loaded {
                parts.append("loaded, \(TraceSummary.counted(loaded.answers.count, "answer"))")
            }
            if !question.outbox.isEmpty { parts.append(queued(question.outbox)) }
            return parts.joined(separator: ", ")
        case .user(let user):
            var parts = ["\(user.userID)"]
            if let loading = user.loading { parts.append(loading == .page ? "loading" : "loading more") }
            if let page = user.page {
                parts.append("loaded, \(TraceSummary.counted(page.questions.count, "question"))")
            }
            if !user.outbox.isEmpty { parts.append(queued(user.outbox)) }
            return parts.joined(separator: ", ")
        case .saved(let saved):
            var parts = [TraceSummary.counted(saved.list.saves.count, "save")]
            if saved.isStale { parts.append("stale") }
            if !saved.outbox.isEmpty { parts.append(queued(saved.outbox)) }
            return parts.joined(separator: ", ")
        }
    }

    private static func summary(of command: ReduxCommand) -> String {
        switch command {
        case .list: "list"
        case .open(let row): "open \(row)"
        case .back: "back"
        case .user: "user"
        case .more: "more"
        case .refresh: "refresh"
        case .tag(let tag): "tag \(TraceSummary.tag(tag))"
        case .sort(let order): "sort \(order.rawValue)"
        case .search(let words): "search \(TraceSummary.optional(words))"
        case .save(let row): row.map { "save \($0)" } ?? "save"
        case .unsave(let row): row.map { "unsave \($0)" } ?? "unsave"
        case .saved: "saved"
        }
    }

    /// The effect a reduction returned, after a ` · `; nothing for none.
    static func summary(of effect: ReduxQuestionsEffect) -> String {
        switch effect.work {
        case .none: ""
        case .present: " · present"
        case .run(let id, _): " · run(\(id))"
        case .cancel(let id): " · cancel(\(id))"
        case .send(let action): " · send(\(summary(of: action)))"
        case .merge(let effects): effects.map(summary(of:)).joined()
        }
    }
}

extension Result where Success == String, Failure == ServiceError {
    /// The success's words, or the failure's in `failure`'s.
    fileprivate func summary(_ failure: (ServiceError) -> String) -> String {
        switch self {
        case .success(let text): text
        case .failure(let error): failure(error)
        }
    }
}
