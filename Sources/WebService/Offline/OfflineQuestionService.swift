import Entities
import Foundation
import Synchronization

/// Serves the embedded data set through the same seam as the live API.
///
/// It holds two captures taken twelve minutes apart. The first `.reload`
/// fetch (the `refresh` command) moves from the first to the second, so the
/// list's change marks can be seen without a network. Its clock is the
/// capture's time, which keeps offline output the same every day.
///
/// It is an actor, so it answers one request at a time, in the order they
/// came: two requests sent together (a question and its answers) are
/// answered in the order they were sent, every run, and so are traced in
/// that order.
public actor OfflineQuestionService: QuestionService {
    /// The one site the data set holds.
    public static let site = "stackoverflow"

    private let captures: [OfflineCapture]
    /// Which capture is shown. A `Mutex`, though this is an actor, so that `captureDate`, the offline
    /// clock, can be read without awaiting, from the views' formatters.
    private let currentIndex = Mutex(0)

    /// The embedded captures, each decoded only when first asked for; a decoding failure surfaces on the
    /// fetch that needs it.
    public init() {
        captures = [
            OfflineCapture(
                date: Date(timeIntervalSince1970: 1_795_183_200),
                questionsJSON: OfflineWireData.firstCaptureQuestions,
                answersJSON: OfflineWireData.firstCaptureAnswers),
            OfflineCapture(
                date: Date(timeIntervalSince1970: 1_795_183_920),
                questionsJSON: OfflineWireData.secondCaptureQuestions,
                answersJSON: OfflineWireData.secondCaptureAnswers),
        ]
    }

    /// When the capture being shown was taken: the offline "now".
    public nonisolated var captureDate: Date {
        current().date
    }

    /// One page of the capture being shown; `.reload` (`refresh`) first moves on to the next capture.
    public func questions(for query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError)
        -> QuestionPage
    {
        try check(site: query.site)
        if policy == .reload {
            advanceToNextCapture()
        }
        return try current().page(for: query)
    }

    /// The question `id` from the capture being shown, with its body.
    public func question(id: Int, site: String) async throws(ServiceError) -> Question {
        try check(site: site)
        guard let question = try current().questions().first(where: { $0.id == id }) else {
            throw .questionNotFound(id: id)
        }
        return question
    }

    /// The answers to question `id` in the capture being shown, highest score first.
    public func answers(toQuestion id: Int, site: String) async throws(ServiceError) -> [Answer] {
        try check(site: site)
        return try current().answers()
            .filter { $0.questionID == id }
            .sorted { ($0.score, $1.id) > ($1.score, $0.id) }
    }

    /// The user `id`, as the owner of a post in the capture being shown.
    public func user(id: Int, site: String) async throws(ServiceError) -> UserProfile {
        try check(site: site)
        guard let user = try current().user(id: id) else { throw .userNotFound(id: id) }
        return user
    }

    /// One page of the questions of the capture being shown that `query`'s user asked, by votes.
    public func questions(of query: UserQuestionsQuery) async throws(ServiceError) -> QuestionPage {
        try check(site: query.site)
        return try current().page(of: query)
    }

    /// The question that answer `id` of the capture being shown answers.
    public func questionID(ofAnswer id: Int, site: String) async throws(ServiceError) -> Int {
        try check(site: site)
        guard let answer = try current().answers().first(where: { $0.id == id }) else {
            throw .answerNotFound(id: id)
        }
        return answer.questionID
    }

    private nonisolated func current() -> OfflineCapture {
        captures[currentIndex.withLock { $0 }]
    }

    private func advanceToNextCapture() {
        currentIndex.withLock { index in index = min(index + 1, captures.count - 1) }
    }

    private func check(site: String) throws(ServiceError) {
        guard site == Self.site else { throw .siteNotAvailable(site: site) }
    }
}
