import Entities
import Interactors
import Presenters
import TestSupport
import Testing
import Tracing

/// The store's road, traced: the decorator stands in for the reducer in a real store, which cannot tell,
/// and writes each action, the state it left, the effect returned, and each effect's end.
@MainActor
@Suite("The traced reducer", .timeLimit(.minutes(1)))
struct TracedReduxQuestionsReducerTests {
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatters = ScreenFormatters(now: { Fixtures.now })
    let loads = LoadTracker()

    private func makeStore(
        _ service: any QuestionService, state: ReduxQuestionsState? = nil, lines: @escaping (String) -> Void
    ) -> ReduxQuestionsStore {
        ReduxQuestionsStore(
            state: state ?? ReduxQuestionsState(query: query),
            reducer: TracedReduxQuestionsReducer(
                ReduxQuestionsReducer(), tracer: Tracer(pattern: "redux", usesColor: false, write: lines)),
            environment: ReduxQuestionsEnvironment(
                service: service, saves: .inMemory()), loads: loads)
    }

    /// The message of each line, after the fixed columns of the pattern, the caller, the arrow and the callee.
    private func messages(_ lines: [String]) -> [String] {
        lines.map { line in
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            return columns.dropFirst(5).joined(separator: " ")
        }
    }

    @Test("traces the action sent, the state it left with the effect, and the action the effect sends back")
    func road() async {
        let service = StubQuestionService()
        service.willReturn(Fixtures.page([1, 2]))
        var lines: [String] = []
        let store = makeStore(service) { lines.append($0) }

        store.send(.listAppeared)
        await loads.waitUntilIdleOrFail()

        #expect(
            messages(lines) == [
                "listAppeared",
                "list(0 rows, loading firstPage, 1 queued) · run(listLoad)",
                "run(listLoad)",
                "sends listLoaded(firstPage, 2 questions, last page)",
                "listLoaded(firstPage, 2 questions, last page)",
                "list(2 rows, 1 queued) · present",
                "present",
                "sends marksRead(0 of 2 rows, then whole)",
                "marksRead(0 of 2 rows, then whole)",
                "list(2 rows, 2 queued)",
            ])
        #expect(store.state.list.outbox == [.loading, .whole])
    }

    @Test("says an effect was cancelled, and that it sent nothing")
    func cancelled() async {
        let service = HeldQuestionService()
        var lines: [String] = []
        let store = makeStore(service) { lines.append($0) }

        store.send(.listAppeared)
        await service.waitForCalls(1)
        store.send(.cancelListLoad)
        await loads.waitUntilIdleOrFail()

        #expect(
            messages(lines).suffix(3) == [
                "cancelListLoad", "list(0 rows, 1 queued) · cancel(listLoad)", "listLoad cancelled",
            ])
    }

    /// Guards the path's summary in `summary(of:)`: the screens beneath the top by name alone, the first and
    /// last past three, so a deep path's line keeps the top screen and the effect within the tracer's width.
    @Test("names the screens beneath the top alone, so the top screen and the effect fit at any depth")
    func deepPath() {
        var state = ReduxQuestionsState(query: query)
        state.path = (1...9).map { number in
            number.isMultiple(of: 2)
                ? .user(ReduxUserState(number: number, userID: 70 + number, site: "stackoverflow"))
                : .question(ReduxQuestionState(number: number, id: 100 + number, site: "stackoverflow"))
        }
        state.screensOpened = 9
        var lines: [String] = []
        let store = makeStore(StubQuestionService(), state: state) { lines.append($0) }

        store.send(.goBack)

        #expect(
            messages(lines).last == "list(0 rows), question#1, 5 more, question#7, user#8(78)")
        #expect(lines.allSatisfy { !$0.unicodeScalars.contains("…") })
    }
}
