/// Fetching a whole thread, the way every pattern's question screen needs it.
extension QuestionService {
    /// The question and its answers in reading order; the two requests go out together.
    public func thread(id: Int, site: String) async throws(ServiceError) -> (
        question: Question, answers: [Answer]
    ) {
        do {
            async let question = question(id: id, site: site)
            async let answers = answers(toQuestion: id, site: site)
            return (try await question, try await answers.inReadingOrder())
        } catch let error as ServiceError {
            throw error
        } catch {
            // `async let` forgets the typed error; nothing else can come out of the two calls.
            throw .unreachable(detail: "\(error)")
        }
    }
}
