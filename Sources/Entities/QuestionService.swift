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
}

/// Whether a fetch may be answered from what was fetched before.
public enum FetchPolicy: Hashable, Sendable {
    /// A recent answer to the same request will do.
    case useCache
    /// The user asked for fresh data (`refresh`): fetch again.
    case reload
}
