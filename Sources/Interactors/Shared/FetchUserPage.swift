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
    /// The two requests go together (`fetchTogether`), the user first, as
    /// `FetchQuestionWithAnswers` asks for the question first: the offline
    /// service, which answers in the order it is asked, then gives the same
    /// trace in every run. When the user fails, that error is the one thrown
    /// and the questions' request is cancelled and waited for; when the caller
    /// is cancelled, both are.
    @MainActor
    public func callAsFunction(userID id: Int, site: String, pageSize: Int) async throws(ServiceError)
        -> UserPage
    {
        let service = self.service
        let query = UserQuestionsQuery(userID: id, site: site, pageSize: pageSize)
        let (profile, firstPage) = try await fetchTogether {
            () async throws(ServiceError) in
            try await service.user(id: id, site: site)
        } alongside: { () async throws(ServiceError) in
            try await service.questions(of: query)
        }
        return UserPage(profile: profile, firstPage: firstPage, of: query)
    }
}
