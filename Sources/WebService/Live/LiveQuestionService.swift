import Entities
import Foundation
import Synchronization

/// Serves questions from the live Stack Exchange API (v2.3), keeping the API's rules.
///
/// Before a request: a fresh cached body answers it (unless the user asked
/// to reload), and a pending `backoff` for the method refuses it with the
/// seconds left. After: `backoff` is recorded (and a throttle error's wait),
/// the quota is noted, error bodies become typed errors, and successful
/// bodies are cached. Reloading a list's page 1 forgets its other pages, so
/// that `more` after `refresh` does not serve a page from before it.
public final class LiveQuestionService: QuestionService {
    /// Where the API is and how to call it.
    public struct Configuration: Sendable {
        /// The API's base, such as `https://api.stackexchange.com/2.3`.
        public var baseURL: URL
        /// The app key sent as `key`, for a larger quota; from `STACKEXCHANGE_KEY`.
        public var key: String?
        /// Seconds to wait for an answer.
        public var timeout: TimeInterval

        /// The API at `baseURL`, with an optional app key and a time limit of `timeout` seconds.
        public init(baseURL: URL, key: String? = nil, timeout: TimeInterval = 15) {
            self.baseURL = baseURL
            self.key = key
            self.timeout = timeout
        }
    }

    private let configuration: Configuration
    private let transport: any HTTPTransport
    private let cache: ResponseCache
    private let gate: BackoffGate
    private let decoder = StackExchangeDecoder()
    private let quota: QuotaTracker

    /// A service for the API `configuration` names, sending through `transport`, remembering answers in
    /// `cache`, and keeping backoffs and the quota by `now`.
    public init(
        configuration: Configuration, transport: any HTTPTransport, cache: ResponseCache,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.configuration = configuration
        self.transport = transport
        self.cache = cache
        self.gate = BackoffGate(now: now)
        self.quota = QuotaTracker(now: now)
    }

    /// One page of `GET /questions`, from the cache unless `policy` asks to reload.
    public func questions(for query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError)
        -> QuestionPage
    {
        var page = try await fetch(.questions(query), policy: policy) { body in
            decoder.questionPageResponse(from: body)
        }
        if policy == .reload {
            let family = StackExchangeEndpoint.listFamily(query)
            let reloaded = StackExchangeEndpoint.questions(query).cacheKey
            cache.removeAll { $0.hasPrefix(family) && $0 != reloaded }
        }
        page.quotaRemaining = quota.remaining ?? page.quotaRemaining
        return page
    }

    /// `GET /questions/{id}` with its body, from the cache when fresh.
    public func question(id: Int, site: String) async throws(ServiceError) -> Question {
        let questions = try await fetch(.question(id: id, site: site), policy: .useCache) { body in
            decoder.questionsResponse(from: body)
        }
        guard let question = questions.first else { throw .questionNotFound(id: id) }
        return question
    }

    /// `GET /questions/{id}/answers` with their bodies, by votes, from the cache when fresh.
    public func answers(toQuestion id: Int, site: String) async throws(ServiceError) -> [Answer] {
        try await fetch(.answers(questionID: id, site: site), policy: .useCache) { body in
            decoder.answersResponse(from: body)
        }
    }

    /// `GET /users/{id}`, from the cache when fresh.
    public func user(id: Int, site: String) async throws(ServiceError) -> UserProfile {
        let users = try await fetch(.user(id: id, site: site), policy: .useCache) { body in
            decoder.usersResponse(from: body)
        }
        guard var user = users.first else { throw .userNotFound(id: id) }
        user.quotaRemaining = quota.remaining
        return user
    }

    /// One page of `GET /users/{id}/questions`, by votes, from the cache when fresh.
    public func questions(of query: UserQuestionsQuery) async throws(ServiceError) -> QuestionPage {
        var page = try await fetch(.userQuestions(query), policy: .useCache) { body in
            decoder.questionPageResponse(from: body)
        }
        page.quotaRemaining = quota.remaining ?? page.quotaRemaining
        return page
    }

    /// `GET /answers/{id}`: the question it answers, from the cache when fresh.
    public func questionID(ofAnswer id: Int, site: String) async throws(ServiceError) -> Int {
        let answers = try await fetch(.answer(id: id, site: site), policy: .useCache) { body in
            decoder.answersResponse(from: body)
        }
        guard let answer = answers.first else { throw .answerNotFound(id: id) }
        return answer.questionID
    }

    /// Answers `endpoint` from the cache, or from the network within the API's rules, then decodes it.
    ///
    /// `decode` reads a body once, giving both its limits and its content.
    private func fetch<Value>(
        _ endpoint: StackExchangeEndpoint, policy: FetchPolicy,
        decode: (Data) -> DecodedResponse<Value>
    ) async throws(ServiceError) -> Value {
        guard let url = endpoint.url(base: configuration.baseURL, key: configuration.key) else {
            throw .unreachable(detail: "the request's URL could not be built")
        }
        let cacheKey = endpoint.cacheKey
        if policy == .useCache, let body = cache.body(for: cacheKey) {
            return try decode(body).content.get()
        }
        if let seconds = gate.remainingWait(for: endpoint.method) {
            throw .backoff(seconds: seconds)
        }
        if Task.isCancelled { throw .cancelled }
        let response = try await send(url)
        let decoded = decode(response.body)
        let limits = decoded.limits
        if let backoff = limits.backoff {
            gate.record(backoff: backoff, for: endpoint.method)
        }
        if let remaining = limits.quotaRemaining {
            quota.record(remaining)
        }
        // A response that beat the cancel by a hair is dropped: the user has moved on, so its content is
        // neither returned nor cached. Its backoff and quota were kept above: the API's rules hold
        // whoever is still waiting for the answer.
        if Task.isCancelled { throw .cancelled }
        let value: Value
        do {
            value = try decoded.content.get()
        } catch .malformedResponse where response.status != 200 {
            // An error page that is not the API's JSON (a proxy's 502, say): its status says most.
            throw .http(status: response.status)
        } catch .api(let id, let name, let message) where name == "throttle_violation" {
            // The API's throttle says how long in words; keep to it as to a backoff, or to a
            // minute when neither the words nor a `backoff` say.
            if let seconds = Self.throttleWait(in: message) ?? (limits.backoff == nil ? 60 : nil) {
                gate.record(backoff: seconds, for: endpoint.method)
            }
            throw .api(id: id, name: name, message: message)
        }
        guard response.status == 200 else { throw .http(status: response.status) }
        cache.store(response.body, for: cacheKey)
        return value
    }

    /// The seconds in "more requests available in 82 seconds", at most a day; nil when it does not say.
    private static func throttleWait(in message: String) -> Int? {
        guard let match = message.firstMatch(of: /available in (\d+) seconds?/) else { return nil }
        return min(Int(match.1) ?? ResponseLimits.longestBackoff, ResponseLimits.longestBackoff)
    }

    private func send(_ url: URL) async throws(ServiceError) -> HTTPResponse {
        do {
            return try await transport.get(url, timeout: configuration.timeout)
        } catch {
            switch error {
            case .timedOut: throw .timedOut(seconds: Int(configuration.timeout.rounded(.up)))
            case .unreachable(let detail): throw .unreachable(detail: detail)
            case .badResponse(let detail): throw .malformedResponse(detail: detail)
            case .cancelled: throw .cancelled
            }
        }
    }
}
