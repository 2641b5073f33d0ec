import Entities
import Interactors
import TestSupport
import Testing

/// Smalltalk MVC's list model, alone: its state over the entities, its load, and the typed changes its
/// dependents hear, each once. A recording dependent stands in for the view; no view is imported.
@MainActor
@Suite("Smalltalk list model", .timeLimit(.minutes(1)))
struct SmalltalkQuestionListModelTests {
    /// A dependent that records every change it is told of.
    final class RecordingDependent {
        private(set) var changes: [SmalltalkQuestionListModel.Change] = []
        func update(_ change: SmalltalkQuestionListModel.Change) { changes.append(change) }
    }

    let service = StubQuestionService()
    let store = InMemorySavedQuestions()
    let loads = LoadTracker()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let dependent = RecordingDependent()

    private func makeModel() -> SmalltalkQuestionListModel {
        let model = SmalltalkQuestionListModel(
            service: service, saves: .inMemory(store), query: query, loads: loads)
        model.dependents.add(dependent) { dependent, change in dependent.update(change) }
        return model
    }

    @Test("tells its dependents once that it is loading, then once that the first page replaced the list")
    func firstPage() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        let model = makeModel()

        model.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        #expect(dependent.changes == [.loading, .replaced(.firstPage)])
        #expect(model.list.questions.map(\.id) == [1, 2])
    }

    /// Guards `latestLoad.isRunning` in `loadMore()`: the page in flight decides what "next" means.
    @Test("answers more while a page loads with still loading, sends nothing, and changes nothing")
    func moreWhileLoading() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        let model = makeModel()
        model.loadFirstPage()

        let more = model.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(more == .stillLoading)
        #expect(dependent.changes == [.loading, .replaced(.firstPage)])
        #expect(service.calls.count == 1)
    }

    @Test("a save on a row returns its outcome, and the dependents hear only that the marks changed")
    func save() async {
        service.willReturn(Fixtures.page([1, 2]))
        let model = makeModel()
        model.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        let outcome = model.setSaved(true, atRow: 2)

        #expect(outcome == .saved)
        #expect(dependent.changes.suffix(1) == [.marks(rows: [2])])
        #expect(model.marks == [2])
    }

    /// Guards the rule that feedback is no change: the controller words it for its view, not the model.
    @Test("returns no outcome for a row that is not there, saves nothing, and tells no dependent")
    func noSuchRow() {
        let model = makeModel()

        let outcome = model.setSaved(true, atRow: 3)

        #expect(outcome == nil)
        #expect(dependent.changes.isEmpty)
        #expect(store.calls.isEmpty)
    }

    /// Guards the weak entries of `SmalltalkDependents`: a closed view need not say goodbye to be released.
    @Test("drops a dependent that was released, and one removed, telling neither")
    func dependentsGo() async {
        let model = makeModel()
        weak var released: RecordingDependent?
        do {
            let shortLived = RecordingDependent()
            model.dependents.add(shortLived) { dependent, change in dependent.update(change) }
            released = shortLived
        }
        model.dependents.remove(dependent)
        service.willReturn(Fixtures.page([1]))

        model.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        #expect(released == nil)
        #expect(dependent.changes.isEmpty)
        #expect(model.dependents.count == 0)
    }

    /// Guards `[weak self]` in `load(_:of:policy:)`: the load in flight does not keep the model alive.
    @Test("is released with a load in flight once its screen lets it go")
    func releasedWithALoadInFlight() async {
        let held = HeldQuestionService()
        weak var released: SmalltalkQuestionListModel?
        do {
            let model = SmalltalkQuestionListModel(
                service: held, saves: .inMemory(), query: query, loads: loads)
            model.loadFirstPage()
            released = model
        }
        await held.waitForCalls(1)

        #expect(released == nil)
        held.answerEveryHeldCall(with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()
    }
}

/// Smalltalk MVC's question, user and saved models, alone: each change they tell their dependents.
@MainActor
@Suite("Smalltalk question, user and saved models", .timeLimit(.minutes(1)))
struct SmalltalkScreenModelsTests {
    let service = StubQuestionService()
    let store = InMemorySavedQuestions()
    let loads = LoadTracker()

    @Test("the question model tells of loading then loaded, reads its mark, and has no asker until then")
    func questionModel() async throws {
        var changes: [SmalltalkQuestionModel.Change] = []
        service.willReturn(Fixtures.question(id: 4), answers: [])
        _ = try store.save(Fixtures.question(id: 4), site: "stackoverflow")
        let model = SmalltalkQuestionModel(
            service: service, saves: .inMemory(store), id: 4, site: "stackoverflow", loads: loads)
        model.dependents.watch { changes.append($0) }

        #expect(model.askerAccount() == nil)
        model.load()
        await loads.waitUntilIdleOrFail()

        #expect(changes == [.loading, .loaded])
        #expect(model.isSaved)
        #expect(model.askerAccount() == 7)
    }

    @Test("the user model tells of a page appended by more, and answers more with every page loaded")
    func userModel() async {
        var changes: [SmalltalkUserModel.Change] = []
        service.willReturn(
            UserProfile(id: 7, displayName: "Ana", reputation: 1, creationDate: nil, link: nil))
        service.willReturnUserQuestions(Fixtures.page([1], hasMore: true))
        service.willReturnUserQuestions(Fixtures.page([2]))
        let model = SmalltalkUserModel(
            service: service, saves: .inMemory(store), userID: 7, site: "stackoverflow", pageSize: 1,
            loads: loads)
        model.dependents.watch { changes.append($0) }

        model.load()
        await loads.waitUntilIdleOrFail()
        let second = model.loadMore()
        await loads.waitUntilIdleOrFail()
        let third = model.loadMore()

        #expect(second == .loading)
        #expect(third == .noMoreQuestions)
        #expect(changes.count == 4)
        #expect(changes.prefix(2) == [.loading, .loaded])
        #expect(model.page?.questions.map(\.id) == [1, 2])
    }

    @Test("the saved model reads the saves, answers an unsave, and reads them again when asked")
    func savedModel() throws {
        var changes: [SmalltalkSavedModel.Change] = []
        _ = try store.save(Fixtures.question(id: 1), site: "stackoverflow")
        _ = try store.save(Fixtures.question(id: 2), site: "stackoverflow")
        let model = SmalltalkSavedModel(saves: .inMemory(store), pageSize: 2)
        model.dependents.watch { changes.append($0) }

        model.read()
        let outcome = model.setSaved(false, atRow: 1)
        model.read(atLeast: 1)

        #expect(outcome == .removed)
        #expect(changes == [.read, .read])
        #expect(model.list.questions.map(\.id) == [1])
    }
}
