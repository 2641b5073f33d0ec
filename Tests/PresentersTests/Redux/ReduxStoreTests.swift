import Interactors
import Presenters
import Synchronization
import TestSupport
import Testing

/// The store's runtime on its own, with a reducer of three actions: `ask` starts an effect that waits
/// for the test to answer, `cancel` cancels it by id, and `answer` appends the word it brings. So what
/// is tested here is the store (publishing, running, cancelling), not any app rule.
@MainActor
@Suite("The store", .timeLimit(.minutes(1)))
struct ReduxStoreTests {
    let loads = LoadTracker()
    let answers = HeldAnswers()

    private func makeStore() -> ReduxStore<[String], EchoReducer.Action, HeldAnswers, EchoReducer.EffectID> {
        ReduxStore(state: [], reducer: EchoReducer(), environment: answers, loads: loads)
    }

    @Test("hands a subscriber the state at once, then each state that changed")
    func publishes() {
        let store = makeStore()
        let view = ReduxRecordingView()
        store.subscribe(view) { view, state in view.states.append(state) }

        store.send(.say("a"))
        store.send(.cancel)
        store.send(.say("b"))

        #expect(view.states == [[], ["a"], ["a", "b"]])
    }

    @Test("hands the reducer each action once, in order, with the state the one before left")
    func handsTheReducerEachAction() {
        let log = ReducerLog()
        let store = ReduxStore(
            state: [], reducer: RecordingReducer(log: log), environment: answers, loads: loads)

        store.send(.say("a"))
        store.send(.sayLater("b"))

        #expect(
            log.calls == [
                .init(state: [], action: .say("a")), .init(state: ["a"], action: .sayLater("b")),
                .init(state: ["a"], action: .say("b")),
            ])
        #expect(store.state == ["a", "b"])
    }

    @Test("forgets a subscriber once its owner is released")
    func weakSubscriber() {
        let store = makeStore()
        var view: ReduxRecordingView? = ReduxRecordingView()
        weak let released = view
        store.subscribe(view!) { view, state in view.states.append(state) }

        view = nil
        store.send(.say("a"))

        #expect(released == nil)
    }

    @Test("sends a present effect's action before send returns")
    func presentAtOnce() {
        let store = makeStore()

        store.send(.sayLater("now"))

        #expect(store.state == ["now"])
    }

    @Test("sends a run effect's action when it ends, counted by the load tracker until then")
    func runEffect() async {
        let store = makeStore()

        store.send(.ask("a"))
        #expect(loads.hasLoadInFlight)
        await answers.waitForQuestions(1)
        answers.answer("a")
        await loads.waitUntilIdleOrFail()

        #expect(store.state == ["a"])
    }

    /// Guards `running.removeValue(forKey: id)?.cancel()` for `.run` in `ReduxStore.run(_:)`.
    @Test("cancels the effect running under an id when another starts under it")
    func newerEffectCancels() async {
        let store = makeStore()

        store.send(.ask("a"))
        store.send(.ask("b"))
        await answers.waitForQuestions(2)
        answers.answer("b")
        answers.answer("a")
        await loads.waitUntilIdleOrFail()

        #expect(store.state == ["b"])
    }

    /// Guards `!Task.isCancelled` in the task of `ReduxStore.run(_:)`: the effect answers after its cancel,
    /// as an answer already on its way would, and its action must not reach the reducer.
    @Test("drops the action of an effect cancelled while it ran")
    func cancelledActionDropped() async {
        let store = makeStore()

        store.send(.ask("a"))
        await answers.waitForQuestions(1)
        store.send(.cancel)
        #expect(!loads.hasLoadInFlight)
        answers.answer("a")
        await loads.waitUntilIdleOrFail()

        #expect(store.state == [])
    }
}

/// A reducer with nothing of the app in it, to test the store alone.
struct EchoReducer: ReduxReducer {
    enum Action: Equatable, Sendable {
        /// Starts an effect that waits for the test's answer to `word`.
        case ask(String)
        /// Cancels that effect.
        case cancel
        /// Appends `word` at once.
        case say(String)
        /// Appends `word` through a `present` effect.
        case sayLater(String)
    }

    enum EffectID: Hashable, Sendable {
        case echo
    }

    func reduce(_ state: inout [String], _ action: Action) -> ReduxEffect<Action, HeldAnswers, EffectID> {
        switch action {
        case .ask(let word):
            return .run(id: .echo) { answers in .say(await answers.answer(to: word)) }
        case .cancel:
            return .cancel(id: .echo)
        case .say(let word):
            state.append(word)
            return .none
        case .sayLater(let word):
            return .present { _ in .say(word) }
        }
    }
}

/// The echo reducer, recording each call it gets: the state as it came and the action.
struct RecordingReducer: ReduxReducer {
    let log: ReducerLog

    func reduce(_ state: inout [String], _ action: EchoReducer.Action)
        -> ReduxEffect<EchoReducer.Action, HeldAnswers, EchoReducer.EffectID>
    {
        log.record(ReducerLog.Call(state: state, action: action))
        return EchoReducer().reduce(&state, action)
    }
}

/// The calls a `RecordingReducer` got, in order.
final class ReducerLog: Sendable {
    struct Call: Equatable, Sendable {
        let state: [String]
        let action: EchoReducer.Action
    }

    private let recorded = Mutex<[Call]>([])

    var calls: [Call] { recorded.withLock { $0 } }

    func record(_ call: Call) { recorded.withLock { $0.append(call) } }
}

/// An environment whose every question waits until the test answers it; a cancelled question still
/// waits, as an answer already on its way would.
@MainActor
final class HeldAnswers: Sendable {
    private var held: [(word: String, continuation: CheckedContinuation<String, Never>)] = []
    private var asked = 0
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Waits until the test answers `word`, and returns it.
    func answer(to word: String) async -> String {
        await withCheckedContinuation { continuation in
            held.append((word, continuation))
            asked += 1
            for waiter in waiters where waiter.count <= asked { waiter.continuation.resume() }
            waiters.removeAll { $0.count <= asked }
        }
    }

    /// Returns once `count` questions have been asked in all; or, after `WaitLimit.duration`, fails the
    /// test.
    func waitForQuestions(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard asked < count else { return }
        guard await WaitLimit.finishes({ @MainActor in await self.asking(count) }) else {
            Issue.record(
                "Gave up after \(WaitLimit.duration) waiting for \(count) questions; \(asked) were asked",
                sourceLocation: sourceLocation)
            return
        }
    }

    private func asking(_ count: Int) async {
        guard asked < count else { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }

    /// Answers the question held for `word`; fails the test when there is none.
    func answer(_ word: String) {
        guard let index = held.firstIndex(where: { $0.word == word }) else {
            Issue.record("HeldAnswers: no question held for \(word)")
            return
        }
        held.remove(at: index).continuation.resume(returning: word)
    }
}

/// Records each state a store hands it.
@MainActor
final class ReduxRecordingView {
    var states: [[String]] = []
}
