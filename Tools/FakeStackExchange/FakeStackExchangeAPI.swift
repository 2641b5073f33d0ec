import Foundation
import Markup
import Synchronization
import WebService

/// Answers like the Stack Exchange API (v2.3) from the offline data set: the same requests, in the wire format.
///
/// The app's live mode can run against it with no network, and it then shows
/// the same screens as offline mode. It filters, sorts and pages as the API
/// does, gzips every body, counts the quota down, and answers an unknown site
/// or path with the API's error body.
public final class FakeStackExchangeAPI: Sendable {
    /// The path prefix the API lives under, as in `https://api.stackexchange.com/2.3`.
    public static let pathPrefix = "/2.3"

    private let questions: [FakeItem]
    private let answers: [FakeItem]
    private let quotaRemaining = Mutex(10_000)

    /// Serves capture 1 (the default) or capture 2 of the offline data set.
    public init(capture: Int = 1) {
        let (questionsJSON, answersJSON) =
            capture == 2
            ? (OfflineWireData.secondCaptureQuestions, OfflineWireData.secondCaptureAnswers)
            : (OfflineWireData.firstCaptureQuestions, OfflineWireData.firstCaptureAnswers)
        questions = FakeItem.items(of: questionsJSON)
        answers = FakeItem.items(of: answersJSON)
    }

    /// The response to `request`, as the API would send it.
    public func respond(to request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
        let query = request.query
        guard request.path.hasPrefix(Self.pathPrefix) else {
            return error(400, "no_method", "no method found with this name")
        }
        let parts = request.path.dropFirst(Self.pathPrefix.count).split(separator: "/").map(String.init)
        guard query["site"] == "stackoverflow" else {
            return error(400, "bad_parameter", "No site found for name `\(query["site"] ?? "")`")
        }
        switch (parts.count, parts.first, parts.last) {
        case (1, "questions", _):
            return list(query)
        case (2, "search", "advanced"):
            // The API needs at least one of its search parameters; the app sends `q`.
            guard let words = query["q"], !words.isEmpty else {
                return error(400, "bad_parameter", "one of q, title, body, tagged... must be set")
            }
            return list(query, matching: SearchMatch(words))
        case (2, "questions", let id?):
            return wrapper(questions.filter { $0.id == Int(id) }.map(\.json), hasMore: false)
        case (3, "questions", "answers"):
            let id = Int(parts[1])
            let matching = answers.filter { $0.questionID == id }.sorted { $0.score > $1.score }
            return wrapper(matching.map(\.json), hasMore: false)
        case (2, "users", let id?):
            return wrapper(user(Int(id)).map { [$0] } ?? [], hasMore: false)
        case (3, "users", "questions"):
            return userQuestions(Int(parts[1]), query)
        case (2, "answers", let id?):
            return wrapper(answers.filter { $0.id == Int(id) }.map(\.jsonWithoutBody), hasMore: false)
        default:
            return error(400, "no_method", "no method found with this name")
        }
    }

    /// A page of `/questions`, or of `/search/advanced` when `search` is given, searched as offline.
    private func list(_ query: [String: String], matching search: SearchMatch? = nil)
        -> LoopbackHTTPServer.Response
    {
        let tag = query["tagged"]
        let matching = questions.filter { question in
            (tag == nil || question.tags.contains(tag ?? ""))
                && (search?.matches(title: question.title, bodyHTML: question.body) ?? true)
        }
        return page(of: Self.sorted(matching, by: query["sort"] ?? "activity"), query)
    }

    /// The user `id` as the data set knows them: the owner object of their newest post, which holds the
    /// fields of a profile but its creation date. Nil when no post of theirs is held.
    private func user(_ id: Int?) -> Data? {
        (questions + answers).filter { $0.ownerID != nil && $0.ownerID == id }
            .max { $0.creationDate < $1.creationDate }?.ownerJSON
    }

    /// A page of `/users/{id}/questions`, by votes as the app asks.
    private func userQuestions(_ id: Int?, _ query: [String: String]) -> LoopbackHTTPServer.Response {
        let theirs = questions.filter { $0.ownerID != nil && $0.ownerID == id }
        return page(of: Self.sorted(theirs, by: "votes"), query)
    }

    /// `items` in `sort` order, highest first, ties broken by the higher id.
    private static func sorted(_ items: [FakeItem], by sort: String) -> [FakeItem] {
        items.sorted { lhs, rhs in
            let (left, right) = (lhs.key(for: sort), rhs.key(for: sort))
            return left != right ? left > right : lhs.id > rhs.id
        }
    }

    /// The page `query` asks for of `sorted`, without bodies. Page and size are clamped as the API clamps
    /// them; a page past the end is simply empty.
    private func page(of sorted: [FakeItem], _ query: [String: String]) -> LoopbackHTTPServer.Response {
        let page = min(1_000_000, max(1, Int(query["page"] ?? "") ?? 1))
        let size = min(100, max(1, Int(query["pagesize"] ?? "") ?? 30))
        let start = min((page - 1) * size, sorted.count)
        let end = min(start + size, sorted.count)
        return wrapper(sorted[start..<end].map(\.jsonWithoutBody), hasMore: end < sorted.count)
    }

    private func wrapper(_ items: [Data], hasMore: Bool) -> LoopbackHTTPServer.Response {
        let quota = quotaRemaining.withLock { quota in
            quota -= 1
            return quota
        }
        var body = Data(#"{"items":["#.utf8)
        body.append(Data(items.joined(separator: Data(",".utf8))))
        body.append(Data(#"],"has_more":\#(hasMore),"quota_max":10000,"quota_remaining":\#(quota)}"#.utf8))
        return Self.json(200, body)
    }

    /// The API's error body; the API sends every error with HTTP 400.
    private func error(_ id: Int, _ name: String, _ message: String) -> LoopbackHTTPServer.Response {
        let fields: [String: Any] = ["error_id": id, "error_name": name, "error_message": message]
        let body =
            (try? JSONSerialization.data(withJSONObject: fields, options: .sortedKeys)) ?? Data("{}".utf8)
        return Self.json(400, body)
    }

    /// A gzip-encoded JSON response, as the API sends every one.
    public static func json(_ status: Int, _ body: Data) -> LoopbackHTTPServer.Response {
        LoopbackHTTPServer.Response(
            status: status,
            headers: [("Content-Type", "application/json; charset=utf-8"), ("Content-Encoding", "gzip")],
            body: Gzip.wrap(body))
    }
}

/// One question or answer of a wire document, with the fields the fake API sorts and filters by.
struct FakeItem: Sendable {
    var id: Int
    var questionID: Int
    var tags: [String]
    /// The title and body as the wire sends them, for a search.
    var title: String
    var body: String?
    var score: Int
    var creationDate: Int
    var lastActivityDate: Int
    var json: Data
    var jsonWithoutBody: Data
    /// The owner's id, when the account exists, and the owner object as the wire sent it.
    var ownerID: Int?
    var ownerJSON: Data?

    /// The items of a wire document, each kept as its own JSON.
    static func items(of document: String) -> [FakeItem] {
        guard let wrapper = try? JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any],
            let items = wrapper["items"] as? [[String: Any]]
        else { return [] }
        return items.compactMap { item in
            var withoutBody = item
            withoutBody["body"] = nil
            let owner = item["owner"] as? [String: Any]
            guard let json = try? JSONSerialization.data(withJSONObject: item),
                let short = try? JSONSerialization.data(withJSONObject: withoutBody)
            else { return nil }
            return FakeItem(
                id: item["answer_id"] as? Int ?? item["question_id"] as? Int ?? 0,
                questionID: item["question_id"] as? Int ?? 0, tags: item["tags"] as? [String] ?? [],
                title: HTMLEntities.decode(item["title"] as? String ?? ""), body: item["body"] as? String,
                score: item["score"] as? Int ?? 0, creationDate: item["creation_date"] as? Int ?? 0,
                lastActivityDate: item["last_activity_date"] as? Int ?? 0, json: json, jsonWithoutBody: short,
                ownerID: owner?["user_type"] as? String == "does_not_exist" ? nil : owner?["user_id"] as? Int,
                ownerJSON: owner.flatMap {
                    try? JSONSerialization.data(withJSONObject: $0, options: .sortedKeys)
                })
        }
    }

    func key(for sort: String) -> Int {
        switch sort {
        case "votes": score
        case "creation": creationDate
        default: lastActivityDate
        }
    }
}
