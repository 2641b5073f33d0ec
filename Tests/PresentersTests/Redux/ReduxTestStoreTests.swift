import Entities
import Presenters
import TestSupport
import Testing

/// The test store is what makes the reducer's tests exhaustive, so it is tested too: each way a test can
/// leave something unasserted must fail it. Each case runs inside `withKnownIssue`, which itself fails
/// if the test store records no issue.
@MainActor
@Suite("The test store", .timeLimit(.minutes(1)))
struct ReduxTestStoreTests {
    typealias ReduxQuestionsTestStore = ReduxTestStore<
        ReduxQuestionsState, ReduxQuestionsAction, ReduxQuestionsEnvironment, ReduxQuestionsEffectID
    >

    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatters = ScreenFormatters(now: { Fixtures.now })

    private func makeStore(_ service: any QuestionService) -> ReduxQuestionsTestStore {
        var state = ReduxQuestionsState(query: query)
        state.list.questions.replace(with: Fixtures.page([1, 2]), for: query)
        return ReduxQuestionsTestStore(
            state: state, reducer: ReduxQuestionsReducer(),
            environment: ReduxQuestionsEnvironment(
                service: service, saves: .inMemory()))
    }

    @Test("fails a test whose action changed the state in a way it did not state")
    func unstatedChange() {
        withKnownIssue {
            let store = makeStore(StubQuestionService())
            store.send(.openQuestion(row: 2)) { $0.screensOpened = 1 }
        }
    }

    @Test("fails a test that sends an action before receiving what an effect sent back")
    func unreceivedBeforeSend() {
        withKnownIssue {
            let store = makeStore(StubQuestionService())
            store.send(.savesChangedElsewhere)
            store.send(.openQuestion(row: 1)) {
                $0.path = [.question(ReduxQuestionState(number: 1, id: 1, site: "stackoverflow"))]
                $0.screensOpened = 1
            }
        }
    }

    @Test("fails a test that ends with an effect's action not received")
    func unreceivedAtTheEnd() {
        withKnownIssue {
            let store = makeStore(StubQuestionService())
            store.send(.savesChangedElsewhere)
        }
    }

    @Test("fails a test that ends with an effect still running")
    func effectStillRunning() async {
        let service = HeldQuestionService()
        await withKnownIssue {
            let store = makeStore(service)
            store.send(.refresh) {
                $0.list.loading = ReduxListLoad(.refresh, of: query)
                $0.list.outbox.append(.loading)
            }
            await service.waitForCalls(1)
        }
    }

    @Test("fails a test that expects another action than the one an effect sent back")
    func otherActionReceived() async {
        await withKnownIssue {
            let store = makeStore(StubQuestionService())
            store.send(.savesChangedElsewhere)
            await store.receive(.loadMore)
        }
    }

    @Test("fails a test that waits for an action when no effect is running")
    func nothingToReceive() async {
        await withKnownIssue {
            let store = makeStore(StubQuestionService())
            await store.receive(.loadMore)
        }
    }

    @Test("names the fields that differ when a state check fails")
    func differenceNamesFields() {
        var expected = ReduxQuestionState(number: 1, id: 1, site: "stackoverflow")
        var actual = expected
        expected.isLoading = true
        actual.isLoading = false

        let text = StateDifference(expected: expected, actual: actual).text

        #expect(text == "−   - isLoading: true\n+   - isLoading: false")
    }
}
