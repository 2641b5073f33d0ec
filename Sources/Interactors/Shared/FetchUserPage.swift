import Entities

/// The use case every pattern's user screen runs first: fetch a user and the first page of their questions.
///
/// MVC's controller, MVP's presenter, MVVM's view model, VIPER's interactor
/// and the store's effect all call it, as they call `FetchQuestionWithAnswers`
/// for a question: the two requests are independent, so a user's page costs
/// one round trip, not two.
public struct FetchUserPage: Sendable {
    private let service: any QuestionService

    /// - Parameter service: where the user and their questions come from.
    public init(service: any QuestionService) {
        self.service = service
    }

    /// User `id` of `site`, with page 1 of their questions by votes, `pageSize` to a page.
    ///
    /// The questions are fetched in a task of their own while this one
    /// fetches the user, made first on the caller's actor, as
    /// `FetchQuestionWithAnswers` does: the offline service, which answers in
    /// the order it is asked, then gives the same trace in every run. When
    /// the user fails, that error is the one thrown and the questions' request
    /// is cancelled and waited for; when the caller is cancelled, both are.
    @MainActor
    public func callAsFunction(userID id: Int, site: String, pageSize: Int) async throws(ServiceError)
        -> UserPage
    {
        let service = self.service
        let query = UserQuestionsQuery(userID: id, site: site, pageSize: pageSize)
        let questions = Task {
            await Result(fetching: { () async throws(ServiceError) in try await service.questions(of: query) }
            )
        }
        let outcome = await withTaskCancellationHandler { () async -> Result<UserPage, ServiceError> in
            let profile: UserProfile
            do throws(ServiceError) {
                profile = try await service.user(id: id, site: site)
            } catch {
                // Cancelled, and waited for: the fetch ends only once its last request has.
                questions.cancel()
                _ = await questions.value
                return .failure(error)
            }
            return await questions.value.map { UserPage(profile: profile, firstPage: $0, of: query) }
        } onCancel: {
            questions.cancel()
        }
        return try outcome.get()
    }
}
