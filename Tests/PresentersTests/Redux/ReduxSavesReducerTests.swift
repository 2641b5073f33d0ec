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
                service: service, formatters: formatters, saves: .inMemory(store)))
    }

    /// The list of questions 1 and 2, loaded and drawn.
    private var loadedState: ReduxQuestionsState {
        var state = ReduxQuestionsState(query: query, formatter: formatters.list)
        state.list.questions.replace(with: Fixtures.page([1, 2]), for: query)
        state.list.display = formatters.list.display(of: state.list.questions)
        state.list.listVersion = 1
        return state
    }

    @Test("save N is an action; the persisting effect's answer is an action that marks the row in state")
    func saveIsAnActionAndAnEffect() async {
        let test = makeStore(state: loadedState)

        test.send(.save(.listRow(2), saving: true))
        await test.receive(.saveAnswered(.listRow(2), id: 2, saving: true, .saved)) {
            $0.list.notices.append(ReduxNotice(text: "Saved.", isError: false))
            $0.saved = [2]
        }
        #expect(store.calls == [.save(id: 2, site: "stackoverflow")])
    }

    @Test("save N on a row not listed says so, and no effect runs")
    func noSuchRow() {
        let test = makeStore(state: loadedState)

        test.send(.save(.listRow(3), saving: true)) {
            $0.list.notices.append(ReduxNotice(text: ListText.noSuchRow(3), isError: true))
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
        let display = formatters.list.display(of: state.list.questions, saved: [2])

        test.send(.redisplayList)
        await test.receive(.listPresented(.whole(display), saved: [2])) {
            $0.list.display = display
            $0.list.listVersion = 2
        }
        #expect(store.calls.isEmpty)
    }

    @Test("a change another session made is an action; the marks of the rows in state are read again")
    func changeFromAnotherSession() async throws {
        _ = try store.save(Fixtures.question(id: 1), site: "stackoverflow")
        let test = makeStore(state: loadedState)

        test.send(.savesChangedElsewhere)
        await test.receive(.marksRead([1], among: [1, 2])) { $0.saved = [1] }
    }

    @Test("saved pushes the saved screen; it reads the saves when it appears")
    func savedScreen() async throws {
        _ = try store.save(Fixtures.question(id: 1), site: "stackoverflow")
        _ = try store.save(Fixtures.question(id: 2), site: "stackoverflow")
        let test = makeStore(state: loadedState)
        var list = SavedList(site: "stackoverflow", pageSize: 2)
        list.replace(with: try store.page(site: "stackoverflow", after: nil, limit: 2))
        let display = formatters.saved.display(of: list)

        test.send(.openSaved(above: nil)) {
            $0.path = [.saved(ReduxSavedState(number: 1, site: "stackoverflow", pageSize: 2))]
            $0.screensOpened = 1
        }
        test.send(.savedAppeared(screen: 1))
        await test.receive(.savedRead(screen: 1, .whole(list, display))) {
            $0[saved: 1]?.list = list
            $0[saved: 1]?.display = display
            $0[saved: 1]?.listVersion = 1
        }
        #expect(display.rows.map(\.title) == ["Question 2", "Question 1"])
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
        saved.display = formatters.saved.display(of: shown)
        saved.listVersion = 1
        state.path = [.saved(saved)]
        state.screensOpened = 1
        state.saved = [1, 2]
        let test = makeStore(state: state)

        test.send(.save(.savedRow(screen: 1, row: 1), saving: false))
        await test.receive(.saveAnswered(.savedRow(screen: 1, row: 1), id: 2, saving: false, .removed)) {
            $0[saved: 1]?.notices.append(ReduxNotice(text: "Removed from saved.", isError: false))
            $0.saved = [1]
        }
        var after = SavedList(site: "stackoverflow", pageSize: 2)
        after.replace(with: try store.page(site: "stackoverflow", after: nil, limit: 2))
        let display = formatters.saved.display(of: after)
        await test.receive(.savedRead(screen: 1, .whole(after, display))) {
            $0[saved: 1]?.list = after
            $0[saved: 1]?.display = display
            $0[saved: 1]?.listVersion = 2
        }
        #expect(display.rows.map(\.number) == [1])
    }

    /// Guards the effect of `.redisplaySaved` in `ReduxQuestionsReducer+Saves.swift` when the saves did not
    /// change: the list in state is formatted again, with nothing read, so its ages count from now.
    @Test("the saved screen drawn again is formatted anew by an effect, its ages counted from now")
    func redisplaySavedFormatsNow() async throws {
        _ = try store.save(Fixtures.question(id: 1, created: 60), site: "stackoverflow")
        let clock = TestClock()
        let formatters = ScreenFormatters(now: clock.reader)
        var shown = SavedList(site: "stackoverflow", pageSize: 2)
        shown.replace(with: try store.page(site: "stackoverflow", after: nil, limit: 2))
        var saved = ReduxSavedState(number: 1, site: "stackoverflow", pageSize: 2)
        saved.list = shown
        saved.display = formatters.saved.display(of: shown)
        saved.listVersion = 1
        var state = loadedState
        state.path = [.saved(saved)]
        state.screensOpened = 1
        state.saved = [1]
        let test = ReduxQuestionsTestStore(
            state: state, reducer: ReduxQuestionsReducer(),
            environment: ReduxQuestionsEnvironment(
                service: service, formatters: formatters, saves: .inMemory(store)))
        let callsBefore = store.calls
        clock.advance(by: 2 * 3_600)
        let display = formatters.saved.display(of: shown)

        test.send(.redisplaySaved(screen: 1))
        await test.receive(.savedRead(screen: 1, .whole(shown, display))) {
            $0[saved: 1]?.display = display
            $0[saved: 1]?.listVersion = 2
        }
        #expect(saved.display?.rows.first?.details.contains("1 h ago") == true)
        #expect(display.rows.first?.details.contains("3 h ago") == true)
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
            $0.list.notices.append(
                ReduxNotice(text: SaveText.off(.notADatabase(path: "DATA/saved.sqlite3")), isError: true))
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
            environment: ReduxQuestionsEnvironment(service: service, formatters: formatters, saves: saves),
            loads: LoadTracker())
        let relay = ReduxSavesRelay(store: live, saves: saves)
        store.failure = .notADatabase(path: "DATA/saved.sqlite3")

        live.send(.save(.listRow(2), saving: true))

        #expect(live.state.saved.isEmpty)
        #expect(live.state.list.notices.last?.text == SaveText.off(.notADatabase(path: "DATA/saved.sqlite3")))
        withExtendedLifetime(relay) {}
    }
}
