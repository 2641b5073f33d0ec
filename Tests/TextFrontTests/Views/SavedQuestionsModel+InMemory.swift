import Interactors
import TestSupport

extension SavedQuestionsModel {
    /// The saves of stackoverflow, in memory, none yet.
    static func inMemory(_ store: InMemorySavedQuestions = InMemorySavedQuestions()) -> SavedQuestionsModel {
        SavedQuestionsModel(store: store, site: "stackoverflow")
    }
}

extension String {
    /// Whether the text ends with the saved marker after a space, read as Unicode scalars.
    var endsWithSavedMarker: Bool {
        unicodeScalars.suffix(2).elementsEqual(" \u{2691}".unicodeScalars)
    }
}
