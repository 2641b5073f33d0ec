import Entities
import Interactors
import TestSupport
import Testing

/// VIPER's interactors and the saves: each interactor owns a share of the saves' data manager, observes
/// it, reports every save's answer through its output, and puts each row's mark into the plain values it
/// reports. Recording outputs, the in-memory store; nothing sleeps.
@MainActor
@Suite("VIPER interactors and the saves", .timeLimit(.minutes(1)))
struct VIPERSavesTests {
    let service = StubQuestionService()
    let store = InMemorySavedQuestions()
    let loads = LoadTracker()
    let listOutput = VIPERRecordingListOutput()
    let questionOutput = VIPERRecordingQuestionOutput()
    let saves: SavedQuestionsModel

    init() {
        saves = .inMemory(store)
    }

    /// The list interactor, its output recorded, page 1 (questions 1 and 2) loaded.
    private func loadedList() async -> VIPERQuestionListInteractor {
        service.willReturn(Fixtures.page([1, 2]))
        let interactor = VIPERQuestionListInteractor(
            service: service, saves: saves, query: QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2),
            loads: loads)
        interactor.output = listOutput
        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        return interactor
    }

    /// Question 1's interactor, its output recorded, the question loaded.
    private func loadedQuestion() async -> VIPERQuestionInteractor {
        service.willReturn(Fixtures.question(id: 1), answers: [])
        let interactor = VIPERQuestionInteractor(
            service: service, saves: saves, questionID: 1, site: "stackoverflow", loads: loads)
        interactor.output = questionOutput
        interactor.loadQuestion()
        await loads.waitUntilIdleOrFail()
        return interactor
    }

    @Test("save N saves the row's question and reports the answer through the output")
    func reportsTheAnswer() async {
        let interactor = await loadedList()

        #expect(interactor.saveQuestion(atRow: 2))
        #expect(interactor.saveQuestion(atRow: 2))

        #expect(listOutput.events.suffix(2) == [.answeredSave(.saved), .answeredSave(.alreadySaved)])
    }

    @Test(
        "reports the row whose mark a save changed, wherever it was saved, and nothing for a save that changed none"
    )
    func reportsTheChangedMark() async {
        let interactor = await loadedList()

        withExtendedLifetime(interactor) {
            _ = saves.save(Fixtures.question(id: 2))
            _ = saves.save(Fixtures.question(id: 2))
            _ = saves.save(Fixtures.question(id: 9))
        }

        #expect(
            listOutput.events.filter { if case .changedMark = $0 { true } else { false } } == [
                .changedMark(row: 2, isSaved: true)
            ])
    }

    @Test("reports the question's new mark when it is saved or unsaved elsewhere")
    func reportsTheQuestionsChangedMark() async {
        let interactor = await loadedQuestion()

        withExtendedLifetime(interactor) {
            _ = saves.save(Fixtures.question(id: 1))
            _ = saves.unsave(questionID: 1)
        }

        #expect(
            questionOutput.events.suffix(2) == [.changedMark(isSaved: true), .changedMark(isSaved: false)])
    }

    @Test("save N on a row not listed answers false and saves nothing")
    func noSuchRow() async {
        let interactor = await loadedList()

        #expect(!interactor.saveQuestion(atRow: 3))
        #expect(!store.calls.contains { if case .save = $0 { true } else { false } })
    }

    @Test("a page's marks are read in one query and reported in the summaries")
    func marksInTheResponse() async throws {
        _ = try store.save(Fixtures.question(id: 2), site: "stackoverflow")

        _ = await loadedList()

        #expect(store.calls.filter { if case .savedIDs = $0 { true } else { false } }.count == 1)
        #expect(listOutput.lastList?.questions.map(\.isSaved) == [false, true])
    }

    /// Guards `savedQuestionsDidChange(_:)` in `VIPERQuestionListInteractor`: a save made by the question
    /// module reaches the list's interactor through the data manager it observes.
    @Test("a question saved by its interactor is marked in the list's next report, with no request")
    func listInteractorHearsOfASave() async {
        let list = await loadedList()
        let question = await loadedQuestion()
        let callsBefore = service.calls.count

        #expect(question.saveQuestion())
        list.reportCurrentList()

        #expect(listOutput.lastList?.questions.map(\.isSaved) == [true, false])
        #expect(service.calls.count == callsBefore)
    }

    @Test("the question's report carries its mark, and reports again as it stands")
    func questionReportsItsMark() async {
        let question = await loadedQuestion()

        _ = question.saveQuestion()
        question.reportCurrentQuestion()

        guard case .loaded(let detail) = questionOutput.events.last else {
            Issue.record("expected the question, got \(questionOutput.events)")
            return
        }
        #expect(detail.isSaved)
    }

    @Test("save on a question not loaded answers false and saves nothing")
    func questionNotLoaded() {
        let question = VIPERQuestionInteractor(
            service: service, saves: saves, questionID: 1, site: "stackoverflow", loads: loads)

        #expect(!question.saveQuestion())
        #expect(store.calls.isEmpty)
    }

    @Test("the saved screen's interactor reports the saves, the most recent first, each marked")
    func savedInteractor() async {
        let list = await loadedList()
        _ = list.saveQuestion(atRow: 1)
        _ = list.saveQuestion(atRow: 2)
        let output = VIPERRecordingSavedOutput()
        let interactor = VIPERSavedInteractor(saves: saves, pageSize: 2)
        interactor.output = output

        interactor.loadFirstPage()

        #expect(output.lastSaves?.questions.map(\.id) == [2, 1])
        #expect(output.lastSaves?.questions.allSatisfy(\.isSaved) == true)
    }

    @Test("unsave N on the saved screen reports the answer, then the saves read again")
    func savedInteractorUnsave() async {
        let list = await loadedList()
        _ = list.saveQuestion(atRow: 1)
        _ = list.saveQuestion(atRow: 2)
        let output = VIPERRecordingSavedOutput()
        let interactor = VIPERSavedInteractor(saves: saves, pageSize: 2)
        interactor.output = output
        interactor.loadFirstPage()

        #expect(interactor.unsaveQuestion(atRow: 1))

        #expect(output.events.suffix(2) == [.answeredSave(.removed), .loaded(ids: [1])])
    }

    /// Guards the data manager's weak list of observers: observing keeps no interactor alive.
    @Test("an interactor whose module closed is released, though it observes the saves")
    func interactorsAreReleased() async {
        weak var released: VIPERQuestionInteractor?
        do {
            let interactor = await loadedQuestion()
            released = interactor
        }
        saves.checkForChangesElsewhere()

        #expect(released == nil)
    }
}

/// Records what the saved screen's interactor reports, in order.
@MainActor
final class VIPERRecordingSavedOutput: VIPERSavedInteractorOutput {
    enum Event: Equatable {
        case loaded(ids: [Int])
        case loadedMore(ids: [Int])
        case reachedEnd
        case answeredSave(SaveOutcome)
        case failedToRead(SaveError)
    }

    private(set) var events: [Event] = []
    private(set) var lastSaves: VIPERSavedListResponse?

    func didLoad(_ saves: VIPERSavedListResponse) {
        lastSaves = saves
        events.append(.loaded(ids: saves.questions.map(\.id)))
    }

    func didLoadMore(_ added: [VIPERQuestionSummary], in saves: VIPERSavedListResponse) {
        lastSaves = saves
        events.append(.loadedMore(ids: added.map(\.id)))
    }

    func didReachEnd() { events.append(.reachedEnd) }
    func didAnswerSave(_ outcome: SaveOutcome) { events.append(.answeredSave(outcome)) }
    func didFailToRead(_ error: SaveError) { events.append(.failedToRead(error)) }
}
