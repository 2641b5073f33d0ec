import Interactors

// The VIPER interactors hand their presenters plain values, never entities.
// These conformances let the shared formatters read those values, and they
// live here, in VIPER's folder, so that the other patterns never see VIPER's types.

extension VIPERQuestionListResponse: QuestionListContent {
    /// The loaded questions, as the list formatter reads them.
    public var rows: [VIPERQuestionSummary] { questions }
}

extension VIPERQuestionSummary: QuestionRowContent {}

extension VIPERUserPageResponse: UserPageContent {
    /// The loaded questions, as the user-page formatter reads them.
    public var rows: [VIPERQuestionSummary] { questions }
}

extension VIPERQuestionDetail: QuestionScreenContent {
    /// The question's body, as the screen formatter reads it.
    public var bodyHTML: String { body }
}

extension VIPERAnswerDetail: AnswerContent {
    /// The answer's body, as the screen formatter reads it.
    public var bodyHTML: String { body }
}

extension VIPERSavedListResponse: SavedListContent {
    /// The saves, as rows.
    public var rows: [VIPERQuestionSummary] { questions }
}

extension [VIPERQuestionSummary] {
    /// The ids of the questions the interactor said are saved.
    var savedIDs: Set<Int> { Set(filter(\.isSaved).map(\.id)) }
}
