import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// The screen front's own events in the store, tested exhaustively: the selection, the scroll top and
/// the typed line are each screen's state, moved by the reducer as every command is; Enter and s are
/// `open N` and `save N` for the selected row; a move past the last row asks for the next page once and
/// lands on its first row.
@MainActor
@Suite("The store's reducer and the screen front's events", .timeLimit(.minutes(1)))
struct ReduxViewReducerTests {
    typealias ReduxQuestionsTestStore = ReduxTestStore<
        ReduxQuestionsState, ReduxQuestionsAction, ReduxQuestionsEnvironment, ReduxQuestionsEffectID
    >

    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let service = StubQuestionService()
    let saves = InMemorySavedQuestions()

    private func makeStore(state: ReduxQuestionsState) -> ReduxQuestionsTestStore {
        ReduxQuestionsTestStore(
            state: state, reducer: ReduxQuestionsReducer(),
            environment: ReduxQuestionsEnvironment(service: service, saves: .inMemory(saves)))
    }

    /// The list with `page` as page 1, drawn.
    private func loadedState(_ page: QuestionPage) -> ReduxQuestionsState {
        var state = ReduxQuestionsState(query: query)
        state.list.questions.replace(with: page, for: query)
        state.list.hasAppeared = true
        return state
    }

    @Test("moves the list's selection in its state, stopping at the first row")
    func movesTheSelection() {
        let test = makeStore(state: loadedState(Fixtures.page([1, 2])))

        test.send(.view(.list, .move(rows: 1))) { $0.list.view.selection = RowSelection(index: 1) }
        test.send(.view(.list, .move(rows: -5))) { $0.list.view.selection = RowSelection(index: 0) }
        test.send(.view(.list, .move(rows: -1)))
    }

    /// Guards `selectsNextPage` in `ReduxQuestionsReducer+View.swift` and `selectFirst(of:in:)`.
    @Test("loads the next page once when the selection moves past the last row, and selects its first row")
    func pastTheLastRow() async {
        let second = Fixtures.page([3, 4])
        service.willReturn(second)
        let test = makeStore(state: loadedState(Fixtures.page([1, 2], hasMore: true)))
        let load = ReduxListLoad(.nextPage, of: query.nextPage)
        var list = test.state.list.questions
        let added = list.appendNextPage(second)

        test.send(.view(.list, .move(rows: 5))) {
            $0.list.view.selection = RowSelection(index: 1)
            $0.list.loading = load
            $0.list.outbox.append(.loading)
            $0.list.view.selectsNextPage = true
        }
        test.send(.view(.list, .move(rows: 1)))
        await test.receive(.listLoaded(load, .success(second))) {
            $0.list.loading = nil
            $0.list.questions = list
            $0.list.view.selection = RowSelection(index: 2)
            $0.list.view.selectsNextPage = false
        }
        await test.receive(.marksRead([], among: [3, 4], then: ReduxDrawing(.appended(added), on: .list))) {
            $0.list.outbox.append(.appended(added))
        }
        #expect(service.calls.count == 1)
    }

    @Test("says there are no more questions when the selection moves past the last row of the last page")
    func pastTheLastPage() {
        let test = makeStore(state: loadedState(Fixtures.page([1, 2])))

        test.send(.view(.list, .moveToLast)) { $0.list.view.selection = RowSelection(index: 1) }
        test.send(.view(.list, .move(rows: 1))) {
            $0.list.outbox.append(.notice(ListText.noMoreQuestions))
        }
        #expect(service.calls.isEmpty)
    }

    @Test("opens the selected row's question with Enter, as open N would")
    func enterOpens() {
        var state = loadedState(Fixtures.page([1, 2]))
        state.list.view.selection = RowSelection(index: 1)
        let test = makeStore(state: state)

        test.send(.view(.list, .openSelection)) {
            $0.path = [.question(ReduxQuestionState(number: 1, id: 2, site: "stackoverflow"))]
            $0.screensOpened = 1
        }
    }

    @Test("saves the selected row with s, and unsaves it with s once it is saved")
    func sToggles() async {
        let test = makeStore(state: loadedState(Fixtures.page([1, 2])))

        test.send(.view(.list, .toggleSave))
        await test.receive(.saveAnswered(.listRow(1), id: 1, saving: true, .saved)) {
            $0.list.outbox.append(.notice(SaveText.answer(to: .saved)))
            $0.saved = [1]
        }
        test.send(.view(.list, .toggleSave))
        await test.receive(.saveAnswered(.listRow(1), id: 1, saving: false, .removed)) {
            $0.list.outbox.append(.notice(SaveText.answer(to: .removed)))
            $0.saved = []
        }
    }

    @Test("keeps the selection on the same question when the list is loaded again, wherever it moved")
    func refreshFollowsTheQuestion() async {
        var state = loadedState(Fixtures.page([1, 2]))
        state.list.view.selection = RowSelection(index: 1)
        let again = Fixtures.page([5, 2])
        service.willReturn(again)
        let test = makeStore(state: state)
        let load = ReduxListLoad(.refresh, of: query)
        var list = test.state.list.questions
        list.replace(with: again, for: query)

        test.send(.refresh) {
            $0.list.loading = load
            $0.list.outbox.append(.loading)
        }
        await test.receive(.listLoaded(load, .success(again))) {
            $0.list.loading = nil
            $0.list.questions = list
        }
        await test.receive(
            .marksRead(
                [], among: [5, 2],
                then: ReduxDrawing(.refreshed(previous: state.list.questions.questions), on: .list))
        ) {
            $0.list.outbox.append(.refreshed(previous: state.list.questions.questions))
        }
        #expect(test.state.list.view.selection == RowSelection(index: 1))
    }

    @Test("keeps the typed line and the scroll top the view worked out in the screen's state")
    func typedLineAndScroll() {
        let test = makeStore(state: loadedState(Fixtures.page([1, 2])))

        test.send(.view(.list, .openCommandLine(CommandLineText(prompt: ":", text: "tag ")))) {
            $0.list.view.commandLine = CommandLineText(prompt: ":", text: "tag ")
        }
        test.send(.view(.list, .editCommandLine(.insert("swift")))) {
            $0.list.view.commandLine = CommandLineText(prompt: ":", text: "tag swift")
        }
        test.send(.view(.list, .closeCommandLine)) { $0.list.view.commandLine = nil }
        test.send(.view(.list, .scrolled(ScrollWindow(top: 7, offset: 2)))) {
            $0.list.view.scroll = ScrollWindow(top: 7, offset: 2)
        }
    }

    @Test("keeps the selection's row number, clamped, after an unsave on the saved screen")
    func unsaveOnTheSavedScreen() async throws {
        _ = try saves.save(Fixtures.question(id: 1), site: "stackoverflow")
        _ = try saves.save(Fixtures.question(id: 2), site: "stackoverflow")
        var state = loadedState(Fixtures.page([1, 2]))
        var saved = ReduxSavedState(number: 1, site: "stackoverflow", pageSize: 2)
        saved.list.replace(with: try saves.page(site: "stackoverflow", after: nil, limit: 2))
        saved.view.selection = RowSelection(index: 1)
        state.path = [.saved(saved)]
        state.screensOpened = 1
        state.saved = [1, 2]
        let test = makeStore(state: state)

        test.send(.view(.path(1), .toggleSave))
        await test.receive(.saveAnswered(.savedRow(screen: 1, row: 2), id: 1, saving: false, .removed)) {
            $0[saved: 1]?.outbox.append(.notice(SaveText.answer(to: .removed)))
            $0.saved = [2]
        }
        var after = SavedList(site: "stackoverflow", pageSize: 2)
        after.replace(with: try saves.page(site: "stackoverflow", after: nil, limit: 2))
        await test.receive(.savedRead(screen: 1, .whole(after))) {
            $0[saved: 1]?.list = after
            $0[saved: 1]?.view.selection = RowSelection(index: 0)
            $0[saved: 1]?.outbox.append(.whole)
        }
    }

    @Test("changes nothing for a view event of a screen no longer on the path")
    func closedScreen() {
        let test = makeStore(state: loadedState(Fixtures.page([1, 2])))

        test.send(.view(.path(4), .move(rows: 1)))
        test.send(.view(.path(4), .openCommandLine(CommandLineText(prompt: ":"))))
    }
}
