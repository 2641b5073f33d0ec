/// Fetches questions and answers from a Stack Exchange site.
///
/// Every layer that needs data receives one of these through its initialiser;
/// nothing creates its own. Implementations: the offline data set and the live
/// API, both in WebService, and the test doubles in TestSupport.
public protocol QuestionService: Sendable {
    /// One page of questions for `query`; `.reload` bypasses any cache.
    func questions(for query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError)
        -> QuestionPage

    /// One question with its body.
    func question(id: Int, site: String) async throws(ServiceError) -> Question

    /// The answers to a question, with their bodies, highest score first.
    func answers(toQuestion id: Int, site: String) async throws(ServiceError) -> [Answer]

    /// The user `id`, for their page.
    func user(id: Int, site: String) async throws(ServiceError) -> UserProfile

    /// One page of a user's questions, highest score first, without bodies.
    func questions(of query: UserQuestionsQuery) async throws(ServiceError) -> QuestionPage

    /// The id of the question that answer `id` answers, for a link to an answer.
    func questionID(ofAnswer id: Int, site: String) async throws(ServiceError) -> Int
}

/// Whether a fetch may be answered from what was fetched before.
public enum FetchPolicy: Hashable, Sendable {
    /// A recent answer to the same request will do.
    case useCache
    /// The user asked for fresh data (`refresh`): fetch again.
    case reload
}
