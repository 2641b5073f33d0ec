import Entities

/// Smalltalk MVC's question model: one question and its answers, its load, and whether it is saved; it
/// tells its dependents, typed, of each change, and prepares nothing for display.
@MainActor
public final class SmalltalkQuestionModel: SavedQuestionsObserver {
    /// What changed, as the dependents hear of it.
    public enum Change: Equatable, Sendable {
        /// The question is being fetched.
        case loading
        /// The question and its answers arrived.
        case loaded
        /// The fetch failed with `error`.
        case failed(ServiceError)
        /// Whether the question is saved changed: the next display shows it.
        case marks
    }

    /// The model's dependents: its views.
    public let dependents = SmalltalkDependents<Change>()
    /// The question's id.
    public let id: Int
    /// The site it is on.
    public let site: String
    /// The question and its answers, once they arrived.
    public private(set) var loaded: QuestionWithAnswers?
    /// Whether the question is saved.
    public private(set) var isSaved = false

    private let fetchQuestionWithAnswers: FetchQuestionWithAnswers
    private let saves: SavedQuestionsModel
    private let latestLoad: LatestLoad

    /// Question `id` of `site`, fetched from `service` through `loads`, its mark read from `saves`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, id: Int, site: String, loads: LoadTracker
    ) {
        self.fetchQuestionWithAnswers = FetchQuestionWithAnswers(service: service)
        self.saves = saves
        self.id = id
        self.site = site
        self.latestLoad = LatestLoad(through: loads)
        saves.addObserver(self)
    }

    /// Who asked the question, once it arrived.
    public var asker: User? { loaded?.question.owner }

    /// Whether the question's fetch is running.
    public var isLoading: Bool { latestLoad.isRunning }

    /// Fetches the question and its answers; the load holds the model weakly.
    public func load() {
        dependents.changed(.loading)
        latestLoad.start { [fetchQuestionWithAnswers, id, site] () async throws(ServiceError) in
            try await fetchQuestionWithAnswers(id: id, site: site)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let fetched):
                loaded = fetched
                isSaved = saves.isSaved(fetched.question.id)
                dependents.changed(.loaded)
            case .failure(let error):
                dependents.changed(.failed(error))
            }
        }
    }

    /// Stops the load in flight, if any.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// The asker's account, when the question is shown and the account is there.
    public func askerAccount() -> Int? {
        asker?.userID
    }

    /// Saves the question shown, or removes it from the saves when `saving` is false, and returns the
    /// outcome; `nil` when the question is not shown yet. The mark changes through the saves.
    public func setSaved(_ saving: Bool) -> SaveOutcome? {
        guard let question = loaded?.question else { return nil }
        return saving ? saves.save(question) : saves.unsave(questionID: question.id)
    }

    /// The saves changed: the mark follows, and the dependents hear of it.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        guard loaded != nil else { return }
        let marks: Set<Int> = isSaved ? [id] : []
        let next = marks.applying(change, among: [id], model: saves).contains(id)
        guard next != isSaved else { return }
        isSaved = next
        dependents.changed(.marks)
    }
}
