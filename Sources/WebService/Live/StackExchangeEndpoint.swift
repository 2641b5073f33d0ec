import Entities
import Foundation

/// The requests the app makes of the Stack Exchange API, and their exact URLs.
enum StackExchangeEndpoint: Hashable, Sendable {
    /// A page of the list: `/questions`, or `/search/advanced` when the query searches for words.
    case questions(QuestionQuery)
    case question(id: Int, site: String)
    case answers(questionID: Int, site: String)
    /// A user's profile, for their page.
    case user(id: Int, site: String)
    /// A page of a user's questions, by votes.
    case userQuestions(UserQuestionsQuery)
    /// An answer, to learn which question it answers.
    case answer(id: Int, site: String)

    /// The API method, as its backoff applies to: "no request to that method" (not to that URL).
    var method: String {
        switch self {
        case .questions(let query): query.search == nil ? "questions" : "search/advanced"
        case .question: "questions/{ids}"
        case .answers: "questions/{ids}/answers"
        case .user: "users/{ids}"
        case .userQuestions: "users/{ids}/questions"
        case .answer: "answers/{ids}"
        }
    }

    /// What the cache keeps this request's answer under: its parameters, never the key.
    var cacheKey: String {
        switch self {
        case .questions(let query): Self.listFamily(query) + "\(query.page)"
        case .question(let id, let site): "question \(site) \(id)"
        case .answers(let id, let site): "answers \(site) \(id)"
        case .user(let id, let site): "user \(site) \(id)"
        case .userQuestions(let query):
            "user questions \(query.site) \(query.userID) \(query.pageSize) page \(query.page)"
        case .answer(let id, let site): "answer \(site) \(id)"
        }
    }

    /// The start of the cache key of every page of `query`'s list, to forget them together.
    static func listFamily(_ query: QuestionQuery) -> String {
        // The words with their length before them, so that no search can end where another field starts.
        let search = query.search.map { "\($0.utf8.count):\($0)" } ?? "-"
        return
            "questions \(query.site) \(query.sort.rawValue) \(query.tag ?? "-") \(query.pageSize) \(search) page "
    }

    /// The URL relative to `base` (a trailing slash on the base is accepted), with `key` last when set.
    func url(base: URL, key: String?) -> URL? {
        var parameters: [(String, String)]
        let path: String
        switch self {
        case .questions(let query):
            path = query.search == nil ? "questions" : "search/advanced"
            parameters = [
                ("site", query.site), ("sort", query.sort.rawValue), ("order", "desc"),
                ("page", "\(query.page)"),
                ("pagesize", "\(query.pageSize)"),
            ]
            if let words = query.search { parameters.append(("q", words)) }
            if let tag = query.tag { parameters.append(("tagged", tag)) }
        case .question(let id, let site):
            path = "questions/\(id)"
            parameters = [("site", site), ("filter", "withbody")]
        case .answers(let id, let site):
            path = "questions/\(id)/answers"
            parameters = [("site", site), ("sort", "votes"), ("order", "desc"), ("filter", "withbody")]
        case .user(let id, let site):
            path = "users/\(id)"
            parameters = [("site", site)]
        case .userQuestions(let query):
            path = "users/\(query.userID)/questions"
            parameters = [
                ("site", query.site), ("sort", "votes"), ("order", "desc"), ("page", "\(query.page)"),
                ("pagesize", "\(query.pageSize)"),
            ]
        case .answer(let id, let site):
            path = "answers/\(id)"
            parameters = [("site", site)]
        }
        if let key { parameters.append(("key", key)) }
        let query = parameters.map { "\($0)=\(Self.escaped($1))" }.joined(separator: "&")
        var baseText = base.absoluteString
        while baseText.hasSuffix("/") { baseText.removeLast() }
        return URL(string: "\(baseText)/\(path)?\(query)")
    }

    /// `value` with everything but unreserved characters percent-encoded, so `c++` and `c#` survive.
    private static func escaped(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
