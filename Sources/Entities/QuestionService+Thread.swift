/// Fetching a whole thread, the way every pattern's question screen needs it.
extension QuestionService {
    /// The question and its answers in reading order; the two requests go out together.
    public func thread(id: Int, site: String) async throws(ServiceError) -> (
        question: Question, answers: [Answer]
    ) {
        // `async let` would forget the typed error, so each request hands back a Result instead.
        async let question = result { () async throws(ServiceError) in
            try await self.question(id: id, site: site)
        }
        async let answers = result { () async throws(ServiceError) in
            try await self.answers(toQuestion: id, site: site)
        }
        let (questionResult, answersResult) = await (question, answers)
        return (try questionResult.get(), try answersResult.get().inReadingOrder())
    }

    private func result<Value>(
        _ request: () async throws(ServiceError) -> Value
    ) async -> Result<Value, ServiceError> {
        do {
            return .success(try await request())
        } catch {
            return .failure(error)
        }
    }
}
