import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// Saves in the store, tested exhaustively: a save is an action; persisting it is an effect whose
/// answer comes back as an action; the marks of the rows in state are state; a change another session
/// made arrives as an action. Each test states every change and receives every action. The store of
/// saves is the in-memory double, so each effect's write can be read back.
@MainActor
@Suite("The store's reducer and the saves", .timeLimit(.minutes(1)))
struct ReduxSavesReducerTests {
    typealias ReduxQuestionsTestStore = ReduxTestStore<
        ReduxQuestionsState, ReduxQuestionsAction, ReduxQuestionsEnvironment, ReduxQuestionsEffectID
    >

    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatters = ScreenFormatters(now: { Fixtures.now })
    let service = StubQuestionService()
    let store = InMemorySavedQuestions()

    private func makeStore(state: ReduxQuestionsState) -> ReduxQuestionsTestStore {
        ReduxQuestionsTestStore(
            state: state, reducer: ReduxQuestionsReducer(),
            environment: ReduxQuestionsEnvironment(
                service: service, saves: .inMemory(store)))
    }

    /// The list of questions 1 and 2, loaded and drawn.
    private var loadedState: ReduxQuestionsState {
        var state = ReduxQuestionsState(query: query)
        state.list.questions.replace(with: Fixtures.page([1, 2]), for: query)
        return state
    }

    @Test("save N is an action; the persisting effect's answer is an action that marks the row in state")
    func saveIsAnActionAndAnEffect() async {
        let test = makeStore(state: loadedState)

        test.send(.save(.listRow(2), saving: true))
        await test.receive(.saveAnswered(.listRow(2), id: 2, saving: true, .saved)) {
            $0.list.outbox.append(.notice("Saved."))
            $0.saved = [2]
        }
        #expect(store.calls == [.save(id: 2, site: "stackoverflow")])
    }

    @Test("save N on a row not listed says so, and no effect runs")
    func noSuchRow() {
        let test = makeStore(state: loadedState)

        test.send(.save(.listRow(3), saving: true)) {
            $0.list.outbox.append(.error(ListText.noSuchRow(3)))
        }
        #expect(store.calls.isEmpty)
    }

    /// Guards `.redisplayList` in `ReduxQuestionsReducer`: the list is drawn from the marks in state, with
    /// nothing read.
    @Test("the list drawn again after a save shows its marker, from the marks in state")
    func redisplayDrawsTheMarks() async {
        var state = loadedState
        state.saved = [2]
        let test = makeStore(state: state)

        test.send(.redisplayList) { $0.list.outbox.append(.whole) }
        #expect(test.state.saved == [2])
        #expect(store.calls.isEmpty)
    }

    @Test("a change another session made is an action; the marks of the rows in state are read again")
    func changeFromAnotherSession() async throws {
        _ = try store.save(Fixtures.question(id: 1), site: "stackoverflow")
        let test = makeStore(state: loadedState)

        test.send(.savesChangedElsewhere)
        await test.receive(.marksRead([1], among: [1, 2], then: nil)) { $0.saved = [1] }
    }

    @Test("saved pushes the saved screen; it reads the saves when it appears")
    func savedScreen() async throws {
        _ = try store.save(Fixtures.question(id: 1), site: "stackoverflow")
        _ = try store.save(Fixtures.question(id: 2), site: "stackoverflow")
        let test = makeStore(state: loadedState)
        var list = SavedList(site: "stackoverflow", pageSize: 2)
        list.replace(with: try store.page(site: "stackoverflow", after: nil, limit: 2))

        test.send(.openSaved(above: nil)) {
            $0.path = [.saved(ReduxSavedState(number: 1, site: "stackoverflow", pageSize: 2))]
            $0.screensOpened = 1
        }
        test.send(.savedAppeared(screen: 1))
        await test.receive(.savedRead(screen: 1, .whole(list))) {
            $0[saved: 1]?.list = list
            $0[saved: 1]?.outbox.append(.whole)
        }
        #expect(list.questions.map(\.id) == [2, 1])
    }

    @Test("unsave N on the saved screen answers, then the saves are read again, renumbered")
    func unsaveOnTheSavedScreen() async throws {
        _ = try store.save(Fixtures.question(id: 1), site: "stackoverflow")
        _ = try store.save(Fixtures.question(id: 2), site: "stackoverflow")
        var state = loadedState
        var shown = SavedList(site: "stackoverflow", pageSize: 2)
        shown.replace(with: try store.page(site: "stackoverflow", after: nil, limit: 2))
        var saved = ReduxSavedState(number: 1, site: "stackoverflow", pageSize: 2)
        saved.list = shown
        state.path = [.saved(saved)]
        state.screensOpened = 1
        state.saved = [1, 2]
        let test = makeStore(state: state)

        test.send(.save(.savedRow(screen: 1, row: 1), saving: false))
        await test.receive(.saveAnswered(.savedRow(screen: 1, row: 1), id: 2, saving: false, .removed)) {
            $0[saved: 1]?.outbox.append(.notice("Removed from saved."))
            $0.saved = [1]
        }
        var after = SavedList(site: "stackoverflow", pageSize: 2)
        after.replace(with: try store.page(site: "stackoverflow", after: nil, limit: 2))
        await test.receive(.savedRead(screen: 1, .whole(after))) {
            $0[saved: 1]?.list = after
            $0[saved: 1]?.outbox.append(.whole)
        }
        #expect(after.questions.map(\.id) == [1])
    }

    /// Guards `.redisplaySaved` in `ReduxQuestionsReducer+Saves.swift` when the saves did not change: it is
    /// answered from state, with nothing read; the view formats it as it draws, so its ages count from then.
    @Test("the saved screen drawn again is answered from state, queuing the whole screen, nothing read")
    func redisplaySavedFromState() throws {
        _ = try store.save(Fixtures.question(id: 1, created: 60), site: "stackoverflow")
        var shown = SavedList(site: "stackoverflow", pageSize: 2)
        shown.replace(with: try store.page(site: "stackoverflow", after: nil, limit: 2))
        var saved = ReduxSavedState(number: 1, site: "stackoverflow", pageSize: 2)
        saved.list = shown
        var state = loadedState
        state.path = [.saved(saved)]
        state.screensOpened = 1
        state.saved = [1]
        let test = makeStore(state: state)
        let callsBefore = store.calls

        test.send(.redisplaySaved(screen: 1)) { $0[saved: 1]?.outbox.append(.whole) }
        #expect(store.calls == callsBefore, "nothing read")
    }

    @Test("a save that fails says why on the screen that asked, and changes no mark")
    func failedSave() async {
        var state = loadedState
        state.saved = [1]
        store.failure = .notADatabase(path: "DATA/saved.sqlite3")
        let test = makeStore(state: state)

        test.send(.save(.listRow(2), saving: true))
        await test.receive(
            .saveAnswered(
                .listRow(2), id: 2, saving: true, .failed(.notADatabase(path: "DATA/saved.sqlite3")))
        ) {
            $0.list.outbox.append(
                .error(SaveText.off(.notADatabase(path: "DATA/saved.sqlite3"))))
        }
    }

    /// Guards `ReduxSavesRelay`: saving turning off is a change the store did not make, so it arrives as
    /// `savesChangedElsewhere`, which reads the marks again (none, now).
    @Test("saving turning off reaches the store as an action, and every marker goes")
    func savingOffIsAnAction() async {
        var state = loadedState
        state.saved = [1]
        let saves = SavedQuestionsModel.inMemory(store)
        let live = ReduxQuestionsStore(
            state: state, reducer: ReduxQuestionsReducer(),
            environment: ReduxQuestionsEnvironment(service: service, saves: saves),
            loads: LoadTracker())
        let relay = ReduxSavesRelay(store: live, saves: saves)
        store.failure = .notADatabase(path: "DATA/saved.sqlite3")

        live.send(.save(.listRow(2), saving: true))

        #expect(live.state.saved.isEmpty)
        #expect(
            live.state.list.outbox.last == .error(SaveText.off(.notADatabase(path: "DATA/saved.sqlite3"))))
        withExtendedLifetime(relay) {}
    }
}
