import Entities

/// Counts the requests the pattern has sent and not yet got back, so that the session can wait until the
/// app is idle, as a UI test waits for its app before the next step.
///
/// It works through a decorator of the service (`counting(_:)`), put there
/// by the composition root: no pattern knows of it, and each still owns its
/// loads. With piped input the session waits here after every command, so
/// a script keeps its meaning: each command's fetches finish, and what they
/// show is drawn, before the next line is read.
@MainActor
final class RequestsInFlight {
    private var count = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// `service`, counted here.
    func counting(_ service: any QuestionService) -> any QuestionService {
        CountedQuestionService(service, counter: self)
    }

    /// Returns once no request is in flight and the work that the last one ended has run.
    ///
    /// A command starts its load in a task that has not run yet when the
    /// command returns, so this first yields, twice: the main actor runs its
    /// work in order, so by the time this resumes, that task has sent its
    /// request, and the work a response resumed (applying it, drawing it,
    /// even after a second hop such as awaiting another task) has run. If
    /// that work sends another request, this waits again.
    func waitUntilIdle() async {
        while true {
            await Task.yield()
            await Task.yield()
            guard count > 0 else { return }
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    fileprivate func started() {
        count += 1
    }

    fileprivate func ended() {
        count -= 1
        guard count == 0 else { return }
        let idle = waiters
        waiters = []
        for waiter in idle { waiter.resume() }
    }
}

/// A service whose requests are counted by a `RequestsInFlight`, and otherwise passed on.
@MainActor
private final class CountedQuestionService: QuestionService {
    private let service: any QuestionService
    private let counter: RequestsInFlight

    init(_ service: any QuestionService, counter: RequestsInFlight) {
        self.service = service
        self.counter = counter
    }

    func questions(for query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError) -> QuestionPage {
        counter.started()
        defer { counter.ended() }
        return try await service.questions(for: query, policy: policy)
    }

    func question(id: Int, site: String) async throws(ServiceError) -> Question {
        counter.started()
        defer { counter.ended() }
        return try await service.question(id: id, site: site)
    }

    func answers(toQuestion id: Int, site: String) async throws(ServiceError) -> [Answer] {
        counter.started()
        defer { counter.ended() }
        return try await service.answers(toQuestion: id, site: site)
    }
}
