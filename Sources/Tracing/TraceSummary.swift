import Entities
import Interactors
import Presenters
import ScreenFront
import TerminalUI

/// How the decorators put arguments and results into a few words: counts, ids and the query, never
/// remote text.
enum TraceSummary {
    /// "move 1", "page -1", "openSelection", "commandLine(3 characters)": a screen-front view event, never
    /// the text typed.
    static func viewEvent(_ event: ViewEvent) -> String {
        switch event {
        case .move(let rows): "move \(rows)"
        case .page(let pages): "page \(pages)"
        case .moveToFirst: "moveToFirst"
        case .moveToLast: "moveToLast"
        case .openSelection: "openSelection"
        case .toggleSave: "toggleSave"
        case .openCommandLine(let line): "openCommandLine(\(line.prompt))"
        case .editCommandLine(.insert(let text)): "editCommandLine(\(counted(text.count, "character")))"
        case .editCommandLine(.deleteBackward): "editCommandLine(deleteBackward)"
        case .editCommandLine(.clear): "editCommandLine(clear)"
        case .closeCommandLine: "closeCommandLine"
        }
    }

    /// An event handed along the responder chain, as the user would type it (Ctrl-C as `interrupt`).
    static func event(_ event: ScreenEvent) -> String {
        guard case .command(let command) = event else { return "interrupt" }
        return switch command {
        case .list: "list"
        case .open(let number): "open \(number)"
        case .back: "back"
        case .user: "user"
        case .more: "more"
        case .refresh: "refresh"
        case .tag(let name): "tag \(self.tag(name))"
        case .sort(let order): "sort \(order.rawValue)"
        case .search(let words): "search \(optional(words))"
        case .save(let number): number.map { "save \($0)" } ?? "save"
        case .unsave(let number): number.map { "unsave \($0)" } ?? "unsave"
        case .saved: "saved"
        }
    }

    static func query(_ query: QuestionQuery, policy: FetchPolicy) -> String {
        var parts = ["page: \(query.page)", "pagesize: \(query.pageSize)", "sort: \(query.sort.rawValue)"]
        if let tag = query.tag { parts.append("tag: \(tag)") }
        if let search = query.search { parts.append("search: \(quoted(search))") }
        if policy == .reload { parts.append("reload") }
        return "questions(\(parts.joined(separator: ", ")))"
    }

    static func page(_ page: QuestionPage) -> String {
        let count = counted(page.questions.count, "question")
        return "\(count), " + (page.hasMore ? "has more" : "last page")
    }

    /// The kind of failure, with its numbers: the API's own words are remote text and stay out. A
    /// cancelled request did not fail (the user moved on), so it reads `cancelled`, a line of its own.
    static func failure(_ error: ServiceError) -> String {
        let kind =
            switch error {
            case .api(let id, _, _): "API error \(id)"
            case .backoff(let seconds): "backoff \(seconds) s"
            case .http(let status): "HTTP \(status)"
            case .malformedResponse: "malformed response"
            case .timedOut(let seconds): "timed out after \(seconds) s"
            case .unreachable: "unreachable"
            case .questionNotFound(let id): "no question \(id)"
            case .userNotFound(let id): "no user \(id)"
            case .answerNotFound(let id): "no answer \(id)"
            case .siteNotAvailable: "site not available"
            case .cancelled: "cancelled"
            }
        if case .cancelled = error { return kind }
        return "failed: \(kind)"
    }

    static func fetch(_ fetch: ListFetch) -> String {
        switch fetch {
        case .firstPage: "firstPage"
        case .refresh: "refresh"
        case .nextPage: "nextPage"
        case .tag(let tag): tag.map { "tag(\($0))" } ?? "tag(nil)"
        case .sort(let sort): "sort(\(sort.rawValue))"
        case .search(let search): "search(\(optional(search)))"
        }
    }

    /// "saved", "already saved", "removed", "not saved", "failed": what a save or unsave did.
    static func outcome(_ outcome: SaveOutcome) -> String {
        switch outcome {
        case .saved: "saved"
        case .alreadySaved: "already saved"
        case .removed: "removed"
        case .notSaved: "not saved"
        case .failed: "failed"
        }
    }

    static func rows(_ count: Int) -> String { counted(count, "row") }
    static func list(_ list: QuestionListDisplay) -> String { rows(list.rows.count) }
    static func tag(_ tag: String?) -> String { optional(tag) }

    /// Words the user typed, in quotes: `"async let"`, or `nil`.
    static func optional(_ words: String?) -> String { words.map(quoted) ?? "nil" }
    static func quoted(_ words: String) -> String { "\"\(words)\"" }

    static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
