import Entities
import Markup

/// Explains a service error on screen, with what the user can do next.
public enum ErrorText {
    /// "Couldn't load questions: REASON. Type 'refresh' to try again.", in the `words` of the front.
    ///
    /// - Parameters:
    ///   - fetch: the fetch that failed; the message names the command that repeats it.
    ///   - words: the front's, which say how to repeat it: a command to type, or a key.
    public static func listFailed(
        _ error: ServiceError, retrying fetch: ListFetch, words: FrontWords = .lines
    )
        -> String
    {
        let next = nextStep(after: error, retry: retry(fetch, words: words))
        return "Couldn't load questions: \(reason(for: error))." + (next.isEmpty ? "" : " " + next)
    }

    /// How to repeat `fetch` on a front, in a clause: "type 'refresh'", "press r", "type ':tag swift'".
    private static func retry(_ fetch: ListFetch, words: FrontWords) -> String {
        switch fetch {
        case .firstPage, .refresh: words.refresh
        case .nextPage: words.more
        case .tag, .sort, .search: "type '\(words.commandPrefix)\(retryCommand(for: fetch))'"
        }
    }

    /// The command a user types to repeat `fetch`: the one mapping, which `listFailed(_:retrying:words:)`
    /// applies for every pattern.
    public static func retryCommand(for fetch: ListFetch) -> String {
        switch fetch {
        case .firstPage, .refresh: "refresh"
        case .nextPage: "more"
        case .tag(let tag): tag.map { "tag \(TerminalText.singleLine($0))" } ?? "tag"
        case .sort(let sort): "sort \(sort.rawValue)"
        case .search(let words): words.map { "search \(TerminalText.singleLine($0))" } ?? "search"
        }
    }

    /// "Couldn't load the question: REASON. Type 'back' to leave it.", in the `words` of the front. `back`
    /// leads to the screen beneath: the list, or the user's page the question was opened from.
    public static func questionFailed(_ error: ServiceError, words: FrontWords = .lines) -> String {
        let next =
            if case .backoff(let seconds) = error {
                "\(words.back) to leave it, and open it again in \(seconds) s."
            } else {
                "\(words.back) to leave it."
            }
        return "Couldn't load the question: \(reason(for: error)). \(next)"
    }

    /// "Couldn't open the link: REASON." The app then starts on the list.
    public static func linkFailed(_ error: ServiceError) -> String {
        "Couldn't open the link: \(reason(for: error))."
    }

    /// The error in a few words, starting in lower case to follow a colon.
    public static func reason(for error: ServiceError) -> String {
        switch error {
        case .api(_, let name, let message):
            "the API said \"\(TerminalText.singleLine(message))\" (\(TerminalText.singleLine(name)))"
        case .backoff(let seconds):
            "the API asked for a pause of \(seconds) s"
        case .http(let status):
            "the server answered HTTP \(status)"
        case .malformedResponse(let detail):
            "the response was malformed (\(TerminalText.singleLine(detail)))"
        case .timedOut(let seconds):
            "no answer within \(seconds) s"
        case .unreachable(let detail):
            "the network could not be reached (\(TerminalText.singleLine(detail)))"
        case .questionNotFound(let id):
            "question \(id) does not exist; it may have been deleted"
        case .userNotFound(let id):
            "user \(id) does not exist; the account may have been deleted"
        case .answerNotFound(let id):
            "answer \(id) does not exist; it may have been deleted"
        case .siteNotAvailable(let site):
            "this source has no site '\(TerminalText.singleLine(site))'"
        case .cancelled:
            "the request was cancelled"
        }
    }

    private static func nextStep(after error: ServiceError, retry: String) -> String {
        switch error {
        case .backoff(let seconds):
            "Wait \(seconds) s, then \(retry)."
        case .siteNotAvailable, .questionNotFound, .userNotFound, .answerNotFound:
            // Trying again cannot help; say nothing rather than suggest it.
            ""
        default:
            retry.prefix(1).uppercased() + retry.dropFirst() + " to try again."
        }
    }
}
