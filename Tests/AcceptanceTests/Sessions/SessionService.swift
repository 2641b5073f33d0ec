import Entities
import Foundation
import Synchronization
import WebService

/// A `QuestionService` that holds every request until the session answers it, then answers from the
/// offline data set, with the failure the session names, or as the live service answers a response
/// body the session gives.
///
/// One serves each pattern of a session, so that every pattern meets the
/// same answers in the same order. A request whose task is cancelled while
/// it is held ends at once with `ServiceError.cancelled`, as a live one does;
/// or, once `answersLate` is set, stays held until it is answered, as an
/// answer already on its way would arrive after all.
final class SessionService: QuestionService {
    /// One request, as the session names it to choose which is answered.
    enum Call: Hashable, Sendable {
        case questions(QuestionQuery, FetchPolicy)
        case question(id: Int)
        case answers(questionID: Int)
        case user(id: Int)
        case userQuestions(UserQuestionsQuery)
        case questionID(ofAnswer: Int)

        /// The service's "not found" for this request.
        var notFound: ServiceError {
            switch self {
            case .questions(let query, _): .siteNotAvailable(site: query.site)
            case .question(let id), .answers(let id): .questionNotFound(id: id)
            case .user(let id): .userNotFound(id: id)
            case .userQuestions(let query): .userNotFound(id: query.userID)
            case .questionID(let id): .answerNotFound(id: id)
            }
        }
    }

    private struct Held {
        let number: Int
        let call: Call
        let continuation: CheckedContinuation<SessionReply, Never>
    }

    private struct State {
        var calls: [Call] = []
        var held: [Held] = []
        var nextNumber = 0
        /// Requests cancelled before they were held: answered `.cancelled` as they arrive.
        var cancelledEarly: Set<Int> = []
        var answersLate = false
    }

    private let state = Mutex(State())
    private let data: OfflineQuestionService

    /// A service holding nothing, that answers from `data`.
    init(data: OfflineQuestionService) {
        self.data = data
    }

    /// Whether a request whose task is cancelled stays held (true) or ends at once (false, at first).
    var answersLate: Bool {
        get { state.withLock { $0.answersLate } }
        set { state.withLock { $0.answersLate = newValue } }
    }

    /// Every request so far, in the order they arrived.
    var calls: [Call] { state.withLock { $0.calls } }

    /// The requests held now, in the order they arrived.
    var heldCalls: [Call] { state.withLock { $0.held.map(\.call) } }

    /// Answers the first held request for `call` with `reply`; false when none is held.
    func answer(_ call: Call, with reply: SessionReply) -> Bool {
        let held = state.withLock { state -> Held? in
            guard let index = state.held.firstIndex(where: { $0.call == call }) else { return nil }
            return state.held.remove(at: index)
        }
        held?.continuation.resume(returning: reply)
        return held != nil
    }

    func questions(for query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError) -> QuestionPage {
        try await answered(.questions(query, policy)) { service async throws(ServiceError) in
            try await service.questions(for: query, policy: policy)
        }
    }

    func question(id: Int, site: String) async throws(ServiceError) -> Question {
        try await answered(.question(id: id)) { service async throws(ServiceError) in
            try await service.question(id: id, site: site)
        }
    }

    func answers(toQuestion id: Int, site: String) async throws(ServiceError) -> [Answer] {
        try await answered(.answers(questionID: id)) { service async throws(ServiceError) in
            try await service.answers(toQuestion: id, site: site)
        }
    }

    func user(id: Int, site: String) async throws(ServiceError) -> UserProfile {
        try await answered(.user(id: id)) { service async throws(ServiceError) in
            try await service.user(id: id, site: site)
        }
    }

    func questions(of query: UserQuestionsQuery) async throws(ServiceError) -> QuestionPage {
        try await answered(.userQuestions(query)) { service async throws(ServiceError) in
            try await service.questions(of: query)
        }
    }

    func questionID(ofAnswer id: Int, site: String) async throws(ServiceError) -> Int {
        try await answered(.questionID(ofAnswer: id)) { service async throws(ServiceError) in
            try await service.questionID(ofAnswer: id, site: site)
        }
    }

    /// Holds `call` until it is answered; then throws the failure named, or returns what `ask` gets from
    /// the service that answers: the data set, or a live service whose response is the one named.
    private func answered<Value>(
        _ call: Call, ask: (any QuestionService) async throws(ServiceError) -> Value
    ) async throws(ServiceError) -> Value {
        switch await hold(call) {
        case .data:
            return try await ask(data)
        case .response(let status, let body):
            return try await ask(Self.live(answering: HTTPResponse(status: status, body: Data(body.utf8))))
        case .notFound:
            throw call.notFound
        case let reply:
            throw reply.failure ?? .cancelled
        }
    }

    /// The live service, decoder and checks included, with a transport whose one answer is `response`.
    private static func live(answering response: HTTPResponse) -> LiveQuestionService {
        struct OneResponse: HTTPTransport {
            let response: HTTPResponse
            func get(_ url: URL, timeout: TimeInterval) async throws(TransportError) -> HTTPResponse {
                response
            }
        }
        return LiveQuestionService(
            configuration: LiveQuestionService.Configuration(
                baseURL: URL(string: "https://api.invalid/2.3") ?? URL(filePath: "/")),
            transport: OneResponse(response: response), cache: ResponseCache())
    }

    private func hold(_ call: Call) async -> SessionReply {
        let number = state.withLock { state in
            state.nextNumber += 1
            state.calls.append(call)
            return state.nextNumber
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let cancelled = state.withLock { state in
                    if state.cancelledEarly.remove(number) != nil { return true }
                    state.held.append(Held(number: number, call: call, continuation: continuation))
                    return false
                }
                if cancelled { continuation.resume(returning: .cancelled) }
            }
        } onCancel: {
            let held = state.withLock { state -> Held? in
                guard !state.answersLate else { return nil }
                guard let index = state.held.firstIndex(where: { $0.number == number }) else {
                    state.cancelledEarly.insert(number)
                    return nil
                }
                return state.held.remove(at: index)
            }
            held?.continuation.resume(returning: .cancelled)
        }
    }
}
