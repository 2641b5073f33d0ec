import Entities

/// VIPER's saved-screen interactor: owns the saves shown and reads them from the saves' data manager,
/// page by page, reporting plain values to its presenter.
///
/// The saves are on disk, so nothing here waits. It observes the saves;
/// told of a change, it notes that what it holds is stale, and reads the
/// saves again the next time the presenter asks for them.
@MainActor
public final class VIPERSavedInteractor: VIPERSavedInteractorInput, SavedQuestionsObserver {
    /// The presenter, held weakly: the presenter holds its interactor.
    public weak var output: (any VIPERSavedInteractorOutput)?

    private let saves: SavedQuestionsModel
    private var list: SavedList
    /// Whether the saves changed since they were read.
    private var isStale = false

    /// An interactor of the saves in `saves`, `pageSize` a page.
    public init(saves: SavedQuestionsModel, pageSize: Int) {
        self.saves = saves
        self.list = SavedList(site: saves.site, pageSize: pageSize)
        saves.addObserver(self)
    }

    /// The site whose saves these are.
    public var site: String { list.site }

    /// Reads the first page of saves and reports it.
    public func loadFirstPage() {
        readAgain(atLeast: list.pageSize)
    }

    /// Reports the saves shown, read again first if they changed.
    public func reportCurrentSaves() {
        if isStale { readAgain(atLeast: list.saves.count) } else { output?.didLoad(response) }
    }

    /// Reads the next page of saves and reports the rows it added.
    public func loadMore() {
        guard list.hasMore else {
            output?.didReachEnd()
            return
        }
        switch saves.nextSaves(of: list) {
        case .success(let (next, added)):
            list = next
            output?.didLoadMore(added.map { Self.summary($0.question) }, in: response)
        case .failure(let error):
            output?.didFailToRead(error)
        }
    }

    /// The id of the question on row `number`, if there is one.
    public func questionID(atRow number: Int) -> Int? {
        list.question(atRow: number)?.id
    }

    /// Saves the question on row `number` (it is saved already) and reports what happened.
    public func saveQuestion(atRow number: Int) -> Bool {
        guard let question = list.question(atRow: number) else { return false }
        output?.didAnswerSave(saves.save(question))
        return true
    }

    /// Removes the question on row `number` from the saves, reports it, then reads the saves again.
    public func unsaveQuestion(atRow number: Int) -> Bool {
        guard let question = list.question(atRow: number) else { return false }
        let outcome = saves.unsave(questionID: question.id)
        output?.didAnswerSave(outcome)
        if outcome == .removed { readAgain(atLeast: list.saves.count - 1) }
        return true
    }

    /// The saves changed: read them again when next asked.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        isStale = true
    }

    /// Reads the most recent saves again, as many as were shown (a page at least), and reports them.
    private func readAgain(atLeast count: Int) {
        isStale = false
        switch saves.firstSaves(atLeast: count, pageSize: list.pageSize) {
        case .success(let read):
            list = read
            output?.didLoad(response)
        case .failure(let error):
            output?.didFailToRead(error)
        }
    }

    private var response: VIPERSavedListResponse {
        VIPERSavedListResponse(
            site: list.site, questions: list.questions.map(Self.summary), hasMore: list.hasMore)
    }

    private static func summary(_ question: Question) -> VIPERQuestionSummary {
        VIPERQuestionSummary(question, saved: [question.id])
    }
}
