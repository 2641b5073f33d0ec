import Interactors

extension SavedQuestionsModel {
    /// The saves of stackoverflow in `store`, by default an empty one in memory.
    public static func inMemory(_ store: InMemorySavedQuestions = InMemorySavedQuestions())
        -> SavedQuestionsModel
    {
        SavedQuestionsModel(store: store, site: "stackoverflow")
    }
}

extension String {
    /// Whether the text ends with the saved marker after a space, read as Unicode scalars.
    public var endsWithSavedMarker: Bool {
        unicodeScalars.suffix(2).elementsEqual(" \u{2691}".unicodeScalars)
    }
}
