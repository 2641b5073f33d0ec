import Entities
import Synchronization
import Testing

/// A `QuestionService` double that holds every request until the test answers it, in any order.
///
/// A race is then written as steps, with no sleeping and no timing: start
/// the work, wait until its requests have arrived (`waitForCalls(_:)`),
/// answer them in the order the scenario needs (`answer(_:with:)`), and
/// look at what was cancelled (`cancelledCalls`). A request whose task is
/// cancelled while it is held ends at once with `ServiceError.cancelled`,
/// as the live service's does; or, made with `honoursCancellation: false`,
/// it stays held until the test answers it, as an answer already on its
/// way would, to prove that a late answer is still kept off the screen. It fails the test loudly when a test answers
/// a request that is not held, or answers it with the wrong kind of reply.
public final class HeldQuestionService: QuestionService {
    /// One request the code under test made.
    public typealias Call = StubQuestionService.Call

    /// What a held request is answered with.
    public enum Reply: Sendable {
        /// A page, for `questions(for:policy:)`.
        case page(QuestionPage)
        /// A question, for `question(id:site:)`.
        case question(Question)
        /// Answers, for `answers(toQuestion:site:)`.
        case answers([Answer])
        /// A user, for `user(id:site:)`.
        case user(UserProfile)
        /// A question's id, for `questionID(ofAnswer:site:)`.
        case questionID(Int)
        /// A failure, for any request.
        case failure(ServiceError)
    }

    private struct Held: Sendable {
        let call: Call
        let continuation: CheckedContinuation<Reply, Never>
    }

    private struct State {
        var calls: [Call] = []
        var held: [Int: Held] = [:]
        var cancelled: [Call] = []
        /// Requests cancelled before their continuation was registered: answered `.cancelled` at once.
        var cancelledEarly: Set<Int> = []
        var nextNumber = 0
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        /// How many times a request has arrived, been answered or been cancelled.
        var changes = 0
        /// The waits of `waitUntil` for the next change.
        var changeWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())
    private let honoursCancellation: Bool

    /// A service holding nothing, with no calls recorded; when `honoursCancellation` is false, a
    /// cancelled request is recorded as cancelled but still waits for its answer.
    public init(honoursCancellation: Bool = true) {
        self.honoursCancellation = honoursCancellation
    }

    /// Every request so far, in the order they arrived.
    public var calls: [Call] { state.withLock { $0.calls } }

    /// The requests held now, unanswered, in the order they arrived.
    public var heldCalls: [Call] {
        state.withLock { state in state.held.sorted { $0.key < $1.key }.map(\.value.call) }
    }

    /// The requests whose task was cancelled while they were held, in order.
    public var cancelledCalls: [Call] { state.withLock { $0.cancelled } }

    /// Returns once `count` requests have arrived in all; or, after `WaitLimit.duration`, fails the test,
    /// naming the requests that did arrive.
    public func waitForCalls(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard await WaitLimit.finishes({ await self.arrival(of: count) }) else {
            Issue.record(
                "Gave up after \(WaitLimit.duration) waiting for \(count) requests; \(calls.count) arrived: \(calls)",
                sourceLocation: sourceLocation)
            return
        }
    }

    /// Returns once `condition` holds of the service, looked at now and after each request that arrives,
    /// is answered or is cancelled; or, after `WaitLimit.duration`, fails the test, naming `what` it waited
    /// for.
    public func waitUntil(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: @escaping @Sendable (HeldQuestionService) -> Bool
    ) async {
        let holds = await WaitLimit.finishes {
            while true {
                let seen = self.state.withLock { $0.changes }
                if condition(self) { return }
                await self.change(after: seen)
            }
        }
        guard holds, condition(self) else {
            Issue.record(
                "Gave up after \(WaitLimit.duration) waiting for \(what); held: \(heldCalls), cancelled: \(cancelledCalls)",
                sourceLocation: sourceLocation)
            return
        }
    }

    /// Returns once the state has changed since it had made `seen` changes: at once if it has already.
    private func change(after seen: Int) async {
        await withCheckedContinuation { continuation in
            let changed = state.withLock { state in
                if state.changes != seen { return true }
                state.changeWaiters.append(continuation)
                return false
            }
            if changed { continuation.resume() }
        }
    }

    /// Runs `body` on the state under the lock as a change, then wakes the waits for one.
    ///
    /// `body` runs inside `withLock`'s body, so it has that body's type (`inout sending` state, a
    /// `sending` result): the thread sanitizer's one suppression (`.ci/tsan-suppressions.txt`) knows the
    /// false report a Mutex gives by that type, and a closure of another type inside the lock would be
    /// reported as a race.
    private func changing<Outcome: Sendable>(_ body: (inout sending State) -> sending Outcome) -> Outcome {
        let (outcome, woken) = state.withLock { state in
            let outcome = body(&state)
            state.changes += 1
            defer { state.changeWaiters = [] }
            return (outcome, state.changeWaiters)
        }
        for waiter in woken { waiter.resume() }
        return outcome
    }

    private func arrival(of count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                if state.calls.count >= count { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Answers the held request `call` (the oldest, if several are alike) with `reply`.
    public func answer(_ call: Call, with reply: Reply) {
        let held = changing { state -> Held? in
            guard let entry = state.held.filter({ $0.value.call == call }).min(by: { $0.key < $1.key }) else {
                return nil
            }
            state.held[entry.key] = nil
            return entry.value
        }
        guard let held else {
            Issue.record("answered \(call), which is not held; held: \(heldCalls)")
            return
        }
        held.continuation.resume(returning: reply)
    }

    /// Answers every request still held with `reply`, oldest first: the late answers of requests a test
    /// cancelled on a service that does not honour cancellation, so that no task outlives the test.
    public func answerEveryHeldCall(with reply: Reply) {
        let held = changing { state in
            defer { state.held = [:] }
            return state.held.sorted { $0.key < $1.key }.map(\.value)
        }
        for request in held { request.continuation.resume(returning: reply) }
    }

    /// Holds the request for a page until the test answers it.
    public func questions(for query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError)
        -> QuestionPage
    {
        let reply = await hold(.questions(query, policy))
        if case .page(let page) = reply { return page }
        throw Self.failure(in: reply, for: "a page")
    }

    /// Holds the request for a question until the test answers it.
    public func question(id: Int, site: String) async throws(ServiceError) -> Question {
        let reply = await hold(.question(id: id, site: site))
        if case .question(let question) = reply { return question }
        throw Self.failure(in: reply, for: "a question")
    }

    /// Holds the request for a question's answers until the test answers it.
    public func answers(toQuestion id: Int, site: String) async throws(ServiceError) -> [Answer] {
        let reply = await hold(.answers(questionID: id, site: site))
        if case .answers(let answers) = reply { return answers }
        throw Self.failure(in: reply, for: "answers")
    }

    /// Holds the request for a user until the test answers it.
    public func user(id: Int, site: String) async throws(ServiceError) -> UserProfile {
        let reply = await hold(.user(id: id, site: site))
        if case .user(let user) = reply { return user }
        throw Self.failure(in: reply, for: "a user")
    }

    /// Holds the request for a page of a user's questions until the test answers it (with `.page`).
    public func questions(of query: UserQuestionsQuery) async throws(ServiceError) -> QuestionPage {
        let reply = await hold(.userQuestions(query))
        if case .page(let page) = reply { return page }
        throw Self.failure(in: reply, for: "a page of a user's questions")
    }

    /// Holds the request for an answer's question until the test answers it.
    public func questionID(ofAnswer id: Int, site: String) async throws(ServiceError) -> Int {
        let reply = await hold(.answer(id: id, site: site))
        if case .questionID(let questionID) = reply { return questionID }
        throw Self.failure(in: reply, for: "an answer's question")
    }

    /// Records `call` and waits for its answer, or for its task to be cancelled.
    private func hold(_ call: Call) async -> Reply {
        let number = state.withLock { state in
            state.nextNumber += 1
            return state.nextNumber
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let (cancelledAlready, ready) = changing { state in
                    state.calls.append(call)
                    let ready = state.waiters.filter { state.calls.count >= $0.count }.map(\.continuation)
                    state.waiters.removeAll { state.calls.count >= $0.count }
                    if state.cancelledEarly.remove(number) != nil {
                        state.cancelled.append(call)
                        return (true, ready)
                    }
                    state.held[number] = Held(call: call, continuation: continuation)
                    return (false, ready)
                }
                for waiter in ready { waiter.resume() }
                if cancelledAlready { continuation.resume(returning: .failure(.cancelled)) }
            }
        } onCancel: {
            let honoursCancellation = self.honoursCancellation
            let held = changing { state -> Held? in
                guard honoursCancellation else {
                    if let held = state.held[number] { state.cancelled.append(held.call) }
                    return nil
                }
                guard let held = state.held.removeValue(forKey: number) else {
                    state.cancelledEarly.insert(number)
                    return nil
                }
                state.cancelled.append(held.call)
                return held
            }
            held?.continuation.resume(returning: .failure(.cancelled))
        }
    }

    /// The error to throw for `reply`: its own, or a loud one when it is the wrong kind for the request.
    private static func failure(in reply: Reply, for expected: String) -> ServiceError {
        if case .failure(let error) = reply { return error }
        Issue.record("a request for \(expected) was answered with \(reply)")
        return .malformedResponse(detail: "the test answered with the wrong kind of reply")
    }
}
