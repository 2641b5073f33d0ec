import Presenters
import TestSupport
import Testing

/// A store for tests that makes each test exhaustive, in the style of TCA's `TestStore`.
///
/// - `send(_:_:)` sends an action, and the test states the whole change it
///   expects in the closure; any other change to the state fails the test,
///   with the lines that differ.
/// - `receive(_:_:)` waits for the next action an effect sends back, checks
///   it is the one expected, and checks its change the same way. An action
///   a test did not receive fails the next `send`, and the end of the test.
/// - When the test store is released (the test's end), an effect still
///   running, or an action sent back and not received, fails the test; an
///   effect still running is cancelled then.
/// - A wait in `receive` gives up after `WaitLimit.duration`.
///
/// It runs the real reducer and real effects against the environment the
/// test gives it (a stub or a held service, formatters with a fixed clock).
/// A `present` effect's action is received like any other, at once. A
/// cancelled effect's action is dropped, as the app's `ReduxStore` drops it.
@MainActor
final class ReduxTestStore<
    State: Equatable & Sendable, Action: Equatable & Sendable, Environment: Sendable, ID: Hashable & Sendable
> {
    /// The state after the last action sent or received.
    private(set) var state: State

    private let reducer: any ReduxReducer<State, Action, Environment, ID>
    private let environment: Environment
    /// Effects running, by id; a cancelled one leaves at once, though its task may still be winding down.
    private var running: [ID: Task<Void, Never>] = [:]
    /// Actions effects sent back, oldest first, not yet received by the test.
    private var received: [Action] = []
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A test store starting from `state`, running `reducer` and its effects with `environment`.
    init(
        state: State, reducer: any ReduxReducer<State, Action, Environment, ID>, environment: Environment
    ) {
        self.state = state
        self.reducer = reducer
        self.environment = environment
    }

    /// Released at the test's end: whatever is left unasserted fails the test. A plain deinit runs
    /// where the last reference goes, inside the test, so the issue is the test's (an isolated deinit
    /// would run later, outside it).
    deinit {
        if !running.isEmpty {
            Issue.record("Effects still running at the end: \(running.keys.map { "\($0)" }.sorted())")
            // Cancelled, so that no effect outlives the test, waiting on a request nobody answers.
            for task in running.values { task.cancel() }
        }
        if !received.isEmpty {
            Issue.record("Actions sent back and never received: \(received)")
        }
    }

    /// The ids of the effects still running.
    var runningEffects: Set<ID> { Set(running.keys) }

    /// Sends `action`, and fails the test unless the state changed exactly as `expected` changes a copy
    /// of it (nothing at all when `expected` is left out).
    func send(
        _ action: Action, sourceLocation: SourceLocation = #_sourceLocation,
        _ expected: (inout State) -> Void = { _ in }
    ) {
        if !received.isEmpty {
            Issue.record(
                "Sent \(action) before receiving what effects sent back: \(received)",
                sourceLocation: sourceLocation)
        }
        reduce(action, expected, sourceLocation)
    }

    /// Waits for the next action an effect sends back, and fails the test unless it is `action` and it
    /// changed the state exactly as `expected` changes a copy of it.
    func receive(
        _ action: Action, sourceLocation: SourceLocation = #_sourceLocation,
        _ expected: (inout State) -> Void = { _ in }
    ) async {
        while received.isEmpty {
            guard !running.isEmpty else {
                Issue.record(
                    "Expected to receive \(action), but no effect is running to send it",
                    sourceLocation: sourceLocation)
                return
            }
            guard await WaitLimit.finishes({ @MainActor in await self.nextArrival() }) else {
                let effects = running.keys.map { "\($0)" }.sorted()
                Issue.record(
                    "Gave up after \(WaitLimit.duration) waiting to receive \(action) from effects \(effects)",
                    sourceLocation: sourceLocation)
                return
            }
        }
        let next = received.removeFirst()
        if next != action {
            Issue.record("Received \(next), not \(action)", sourceLocation: sourceLocation)
        }
        reduce(next, expected, sourceLocation)
    }

    /// Returns when an effect next sends an action back, or at once when one has or none is running.
    private func nextArrival() async {
        guard received.isEmpty, !running.isEmpty else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Fails the test if an effect is still running or an action was sent back and not received, here
    /// rather than at the test's end, where the test store checks it anyway.
    func checkExhausted(sourceLocation: SourceLocation = #_sourceLocation) {
        if !running.isEmpty {
            Issue.record(
                "Effects still running: \(running.keys.map { "\($0)" }.sorted())",
                sourceLocation: sourceLocation)
        }
        if !received.isEmpty {
            Issue.record("Actions sent back and never received: \(received)", sourceLocation: sourceLocation)
        }
    }

    private func reduce(_ action: Action, _ expected: (inout State) -> Void, _ sourceLocation: SourceLocation)
    {
        var expectedState = state
        expected(&expectedState)
        let effect = reducer.reduce(&state, action)
        if state != expectedState {
            Issue.record(
                """
                The state after \(action) is not the one expected (− expected, + actual):
                \(StateDifference(expected: expectedState, actual: state).text)
                """,
                sourceLocation: sourceLocation)
        }
        run(effect)
    }

    private func run(_ effect: ReduxEffect<Action, Environment, ID>) {
        switch effect.work {
        case .none:
            break
        case .present(let body):
            arrived(body(environment))
        case .cancel(let id):
            running.removeValue(forKey: id)?.cancel()
        case .send(let action):
            arrived(action)
        case .merge(let effects):
            for effect in effects { run(effect) }
        case .run(let id, let operation):
            running.removeValue(forKey: id)?.cancel()
            let environment = environment
            // Weak, so that a test store released with an effect running is released, and says so.
            running[id] = Task { [weak self] in
                let action = await operation(environment)
                guard let self, !Task.isCancelled else { return }
                running[id] = nil
                arrived(action)
            }
        }
    }

    private func arrived(_ action: Action) {
        received.append(action)
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume() }
    }
}

/// The lines in which two values' dumps differ, so that a failed state check names the fields.
struct StateDifference {
    /// Each differing line, `−` for the expected value and `+` for the actual one.
    let text: String

    init<Value>(expected: Value, actual: Value) {
        let before = Self.lines(expected)
        let after = Self.lines(actual)
        text = Self.difference(before, after).joined(separator: "\n")
    }

    private static func lines<Value>(_ value: Value) -> [String] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n").map(String.init)
    }

    /// A line diff by longest common subsequence: dumps of a state run to a few hundred lines.
    private static func difference(_ old: [String], _ new: [String]) -> [String] {
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] =
                    old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var (i, j) = (0, 0)
        var lines: [String] = []
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                (i, j) = (i + 1, j + 1)
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append("− " + old[i])
                i += 1
            } else {
                lines.append("+ " + new[j])
                j += 1
            }
        }
        return lines
    }
}
